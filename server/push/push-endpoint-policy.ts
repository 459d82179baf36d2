import { isIpLiteral } from './push-address.js';

/**
 * Which push-service URLs the server posts to (the endpoint of `push/subscribe` is a URL the
 * server later POSTs to, so an unchecked one let a trader aim it at 127.0.0.1, the LAN or 169.254.169.254).
 * This is the check of the text (at subscribe, and again at each send for rows stored before it); what the name
 * resolves to is checked at each send (push-network.ts), since DNS can change between the two.
 */

/** One entry of the operator's `push_host_allowlist`: a host and its sub-domains, on one port (443 unless named). */
export interface AllowEntry {
  suffix: string;
  port: number;
}

/** Where a checked endpoint sends: its host (lower case, a public DNS name) and port. */
export interface PushTarget {
  host: string;
  port: number;
}

/**
 * Suffixes of names that are never a public push service: special-use and private-use names (RFC 6761, 6762,
 * 7686, 8375, 9476) and the ones networks commonly use inside (.internal, .lan, .corp, .home…).
 */
const INTERNAL_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'private',
  'lan',
  'home',
  'corp',
  'test',
  'invalid',
  'example',
  'onion',
  'alt',
  'arpa',
];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain is letters, or an internationalised one in its xn-- form: never digits (127.1, 0x7f.1). */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Whether `host` (as the WHATWG URL parser gives it: lower case, IDN as punycode) is a public DNS name: no IP
 * literal in any form, at least two labels, letters-only top-level domain, no trailing dot, no special-use suffix.
 */
export function isPublicName(host: string): boolean {
  if (host.length > 253 || isIpLiteral(host)) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TLD.test(labels.at(-1)!)) return false;
  return !INTERNAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

/**
 * Reads the `push_host_allowlist` setting: comma-separated host suffixes, each optionally with `:port`
 * ("fcm.googleapis.com, web.push.apple.com, push.example.net:8443"); empty is an empty list (any public host on
 * 443). Null when an entry is not a public name or a port from 1 to 65535.
 */
export function parseAllowList(text: string): AllowEntry[] | null {
  const entries: AllowEntry[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().toLowerCase();
    if (!item) continue;
    const m = /^([^:]+)(?::(\d{1,5}))?$/.exec(item);
    const port = m?.[2] ? Number(m[2]) : 443;
    if (!m || !isPublicName(m[1]!) || port < 1 || port > 65535) return null;
    entries.push({ suffix: m[1]!, port });
  }
  return entries;
}

/**
 * Where `endpoint` would be posted to, or null when it must not be: not https, user or password in it, not written
 * as the URL parser writes it back (so web-push's older parser reads the same host), a host that is not a public
 * name (isPublicName), or a port other than 443. With an allow-list (null: the stored list cannot be read, so
 * nothing is allowed) only its hosts and sub-domains, each on its own port.
 */
export function pushTarget(endpoint: string, allow: readonly AllowEntry[] | null): PushTarget | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.href !== endpoint) return null;
  const host = url.hostname;
  const port = url.port ? Number(url.port) : 443;
  if (!allow || !isPublicName(host)) return null;
  if (!allow.length) return port === 443 ? { host, port } : null;
  const listed = allow.some((e) => (host === e.suffix || host.endsWith(`.${e.suffix}`)) && port === e.port);
  return listed ? { host, port } : null;
}
