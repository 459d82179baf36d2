import { describe, expect, it } from 'vitest';
import { apiBase, socketUrl } from '../../src/api/host';
import { loginUrl, needsLogin, realOnly } from '../../src/app/access';
import { hashToPath } from '../../src/app/hash-link';
import { normalizeLang } from '../../src/lib/languages';

const loc = (href: string) => {
  const u = new URL(href);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, origin: u.origin };
};

describe('API host derivation', () => {
  it('replaces the first sub-domain with api', () => {
    expect(apiBase(loc('https://m.broker.com/trade'))).toBe('https://api.broker.com');
    expect(apiBase(loc('https://www.broker.co.uk'))).toBe('https://api.broker.co.uk');
  });
  it('keeps the same origin on localhost, IPs and bare domains', () => {
    expect(apiBase(loc('http://localhost:8080/'))).toBe('http://localhost:8080');
    expect(apiBase(loc('http://192.168.1.20:8080/'))).toBe('http://192.168.1.20:8080');
    expect(apiBase(loc('https://broker.com/'))).toBe('https://broker.com');
  });
  it('lets VITE_API_BASE win', () => {
    expect(apiBase(loc('https://m.broker.com'), 'https://edge.example/')).toBe('https://edge.example');
  });
  it('puts the socket on the API origin', () => {
    expect(socketUrl('https://api.broker.com')).toBe('wss://api.broker.com/v1/ws');
    expect(socketUrl('http://localhost:8080')).toBe('ws://localhost:8080/v1/ws');
  });
});

describe('route access', () => {
  it('requires login for orders and the account centre', () => {
    for (const p of ['/order', '/user', '/mine', '/mine/password', '/mine/charge']) expect(needsLogin(p)).toBe(true);
    for (const p of ['/', '/trade', '/news', '/login', '/register', '/product', '/language']) expect(needsLogin(p)).toBe(false);
  });
  it('keeps demo users out of funds, wallet, verification, invite and password screens', () => {
    for (const p of ['/mine/charge', '/mine/withdraw', '/mine/wallet', '/mine/bank-card-list', '/mine/coin-address-list', '/mine/withdraw-way', '/mine/auth', '/mine/invite', '/mine/password']) expect(realOnly(p)).toBe(true);
    // A demo account has a ledger of its own trades; support and the announcement are for everyone.
    for (const p of ['/mine', '/mine/system', '/order', '/mine/history', '/mine/email', '/mine/chat', '/mine/announcement']) expect(realOnly(p)).toBe(false);
  });
  it('builds the login URL with the wanted path', () => {
    expect(loginUrl('/order?type=1')).toBe('/login?from=/order%3Ftype%3D1');
    expect(new URLSearchParams(loginUrl('/order?type=1').split('?')[1]).get('from')).toBe('/order?type=1');
  });
  it('moves an invite hash link into the path', () => {
    expect(hashToPath({ hash: '#/register?invite_code=AB12', pathname: '/' })).toBe('/register?invite_code=AB12');
    expect(hashToPath({ hash: '', pathname: '/' })).toBeNull();
  });
});

describe('language codes', () => {
  it('reads tw as hk and falls back on unknown codes', () => {
    expect(normalizeLang('tw', 'hk')).toBe('hk');
    expect(normalizeLang('AR', 'hk')).toBe('ar');
    expect(normalizeLang('xx', 'hk')).toBe('hk');
    expect(normalizeLang(null, 'en')).toBe('en');
  });
});
