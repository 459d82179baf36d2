import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../server/push/push-address.js';
import { isPublicName, parseAllowList, pushTarget } from '../../../server/push/push-endpoint-policy.js';

/**
 * The addresses Web Push may connect to once a push service's name is resolved, and the names and
 * URLs it may post to at all. What dns.lookup can answer, in each family.
 */
describe('the addresses a push may go to', () => {
  it.each([
    ['142.250.185.10', true],
    ['17.253.144.10', true],
    ['2607:f8b0:4004:c07::5f', true],
    ['2a00:1450:4001:80b::200a', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['0.0.0.0', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['255.255.255.255', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['240.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::127.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::1', false],
    ['2001::1', false],
    ['2001:db8::1', false],
    ['not an address', false],
  ])('%s: %s', (ip, allowed) => {
    expect(isPublicAddress(ip)).toBe(allowed);
  });

  it('an IPv4-mapped public address is judged as the IPv4 one', () => {
    expect(isPublicAddress('::ffff:142.250.185.10')).toBe(true);
  });
});

describe('the push service names and URLs', () => {
  it('are public DNS names only', () => {
    for (const host of [
      'fcm.googleapis.com',
      'web.push.apple.com',
      'wns2-par02p.notify.windows.com',
      'xn--bcher-kva.de',
    ])
      expect(isPublicName(host), host).toBe(true);
    for (const host of [
      'localhost',
      'intranet',
      'a.local',
      'x.internal',
      'h.lan',
      'x.home.arpa',
      '127.0.0.1',
      '1.2.0.3',
      'a.b.123',
      'a-.com',
      'a_b.com',
    ])
      expect(isPublicName(host), host).toBe(false);
  });

  it('reads the allow-list as host suffixes with an optional port', () => {
    expect(parseAllowList('')).toEqual([]);
    expect(parseAllowList(' FCM.googleapis.com , push.example.net:8443,')).toEqual([
      { suffix: 'fcm.googleapis.com', port: 443 },
      { suffix: 'push.example.net', port: 8443 },
    ]);
    for (const bad of ['127.0.0.1', 'localhost', 'a.com:0', 'a.com:65536', 'https://a.com', '*.a.com'])
      expect(parseAllowList(bad), bad).toBeNull();
  });

  it('posts only to URLs written as the parser writes them back', () => {
    expect(pushTarget('https://fcm.googleapis.com/fcm/send/x', [])).toEqual({ host: 'fcm.googleapis.com', port: 443 });
    for (const url of [
      'https://FCM.googleapis.com/x',
      'https://fcm.googleapis.com:443/x',
      'http://fcm.googleapis.com/x',
    ])
      expect(pushTarget(url, []), url).toBeNull();
    // A list that could not be read allows nothing.
    expect(pushTarget('https://fcm.googleapis.com/x', null)).toBeNull();
  });
});
