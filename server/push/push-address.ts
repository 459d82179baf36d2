import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');

/**
 * Whether Web Push may connect to `ip` (an address a push service's name resolved to): a public unicast address
 * only. Refused: loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10), CGNAT
 * (100.64/10), multicast, unspecified, broadcast, reserved and documentation ranges, unique-local (fc00::/7), and
 * the IPv6 forms that carry an IPv4 address (::ffff:a.b.c.d is judged as a.b.c.d; NAT64, 6to4, Teredo and the
 * old IPv4-compatible ::a.b.c.d are refused outright, since the IPv4 inside may be any of the above). IPv6 must be
 * global unicast (2000::/3). Anything that does not parse is refused.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.process(ip);
  if (addr.range() !== 'unicast') return false;
  return addr.kind() === 'ipv4' || (addr as ipaddr.IPv6).match(GLOBAL_UNICAST_V6, 3);
}

/** Whether `host` (a URL's hostname, IPv6 in brackets or not) is an IP address in any form ipaddr.js reads. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare);
}
