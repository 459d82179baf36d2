import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../server/accounts/user-agent.js';

/** Real User-Agent headers of the phones and desktops traders use, and what the devices screen calls them. */
const CASES: [string, string, string][] = [
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    'Chrome 126',
    'Android 14',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari 17',
    'iOS 17.5',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1',
    'Chrome 125',
    'iOS 16',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/126.0 Mobile/15E148 Safari/605.1.15',
    'Firefox 126',
    'iPadOS 17.4',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet 25',
    'Android 13',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    'Edge 126',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    'Opera 110',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    'Safari 17',
    'macOS',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127', 'Linux'],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome 126',
    'ChromeOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 Mobile Safari/537.36',
    'Chrome 99',
    'HarmonyOS',
  ],
  ['curl/8.5.0', '', ''],
  ['', '', ''],
];

describe('describeUserAgent', () => {
  it.each(CASES)('%s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });

  it('reads only the first 512 characters of a hostile header', () => {
    const t0 = performance.now();
    expect(describeUserAgent('Mozilla/5.0 ' + 'Android '.repeat(100_000))).toEqual({ browser: '', os: 'Android' });
    expect(performance.now() - t0).toBeLessThan(200);
  });
});
