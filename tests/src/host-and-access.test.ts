import { describe, expect, it } from 'vitest';
import { apiBase, socketUrl } from '../../src/api/host';
import { loginUrl, needsLogin, realOnly } from '../../src/app/access';
import { normalizeLang } from '../../core/rules/languages';

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
    for (const p of ['/', '/trade', '/news', '/login', '/register', '/product', '/language'])
      expect(needsLogin(p)).toBe(false);
  });
  it('keeps demo users out of funds, wallet, verification, invite and password screens', () => {
    for (const p of [
      '/mine/charge',
      '/mine/withdraw',
      '/mine/wallet',
      '/mine/bank-card-list',
      '/mine/coin-address-list',
      '/mine/withdraw-way',
      '/mine/auth',
      '/mine/invite',
      '/mine/password',
    ])
      expect(realOnly(p)).toBe(true);
    // A demo account has a ledger of its own trades; support and the announcement are for everyone.
    for (const p of [
      '/mine',
      '/mine/system',
      '/order',
      '/mine/history',
      '/mine/email',
      '/mine/chat',
      '/mine/announcement',
    ])
      expect(realOnly(p)).toBe(false);
  });
  it('builds the login URL with the wanted path', () => {
    expect(loginUrl('/order?type=1')).toBe('/login?from=/order%3Ftype%3D1');
    expect(new URLSearchParams(loginUrl('/order?type=1').split('?')[1]).get('from')).toBe('/order?type=1');
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

describe('the desktop site redirect', () => {
  const CHROME_WIN =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const SAFARI_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const at = (href: string) => {
    const u = new URL(href);
    return {
      protocol: u.protocol,
      hostname: u.hostname,
      port: u.port,
      pathname: u.pathname,
      search: u.search,
      hash: u.hash,
    };
  };

  it('sends a desktop browser to the pc. host, keeping path, query and port, when the setting is on', async () => {
    const { desktopSiteUrl } = await import('../../src/api/desktop-site');
    expect(desktopSiteUrl(at('https://m.broker.com/trade?x=1#a'), CHROME_WIN, true)).toBe(
      'https://pc.broker.com/trade?x=1#a',
    );
    expect(desktopSiteUrl(at('http://www.broker.co.uk:8080/'), SAFARI_MAC, true)).toBe('http://pc.broker.co.uk:8080/');
  });

  it('stays when the setting is off, on a phone, without a sub-domain, or already on pc.', async () => {
    const { desktopSiteUrl } = await import('../../src/api/desktop-site');
    expect(desktopSiteUrl(at('https://m.broker.com/'), CHROME_WIN, false)).toBeNull();
    expect(desktopSiteUrl(at('https://m.broker.com/'), ANDROID, true)).toBeNull();
    expect(desktopSiteUrl(at('https://m.broker.com/'), IPHONE, true)).toBeNull();
    expect(desktopSiteUrl(at('http://localhost:8080/'), CHROME_WIN, true)).toBeNull();
    expect(desktopSiteUrl(at('http://192.168.1.20:8080/'), CHROME_WIN, true)).toBeNull();
    expect(desktopSiteUrl(at('https://broker.com/'), CHROME_WIN, true)).toBeNull();
    expect(desktopSiteUrl(at('https://pc.broker.com/'), CHROME_WIN, true)).toBeNull();
  });
});

describe('the company cookie', () => {
  it('reads the chosen company among other cookies and ignores look-alikes', async () => {
    const { companyFromCookie } = await import('../../src/state/company');
    expect(companyFromCookie('a=1; company_id=42; b=2')).toBe(42);
    expect(companyFromCookie('company_id=7')).toBe(7);
    expect(companyFromCookie('xcompany_id=9; lang=en')).toBeNull();
    expect(companyFromCookie('')).toBeNull();
  });

  it('asks the browser to keep the choice 3 years, Secure on https', async () => {
    const { companyCookie } = await import('../../src/state/company');
    expect(companyCookie(5, false)).toBe('company_id=5; Max-Age=94608000; Path=/; SameSite=Lax');
    expect(companyCookie(5, true)).toMatch(/; Secure$/);
  });
});
