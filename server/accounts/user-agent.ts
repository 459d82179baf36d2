/**
 * A short readable name for a User-Agent header ("Chrome 126", "Android 14"), for the devices screen and the new
 * sign-in e-mail. A small parser of the common phone and desktop browsers, not a full database: what it does not
 * know stays '' and the app says "unknown". The header is the client's to write, so the result is only a hint.
 */
export interface UserAgentName {
  browser: string;
  os: string;
}

/** [name, pattern whose first group is the version], first match wins: order matters (Edge and Opera say Chrome too). */
const BROWSERS: [string, RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPT|OPiOS)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Yandex', /\bYaBrowser\/(\d+)/],
  ['UC Browser', /\bUCBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

/** Dots for underscores (iOS and macOS write 17_2), at most major.minor, no trailing .0. */
const version = (raw: string) => raw.replace(/_/g, '.').split('.').slice(0, 2).join('.').replace(/\.0$/, '');

function osOf(ua: string): string {
  let m: RegExpExecArray | null;
  if ((m = /\b(?:HarmonyOS|OpenHarmony)[ /]?([\d.]+)?/.exec(ua)))
    return m[1] ? `HarmonyOS ${version(m[1])}` : 'HarmonyOS';
  if ((m = /\bAndroid[ /]?([\d.]+)?/.exec(ua))) return m[1] ? `Android ${version(m[1])}` : 'Android';
  if ((m = /\biPad\b.*?\bOS (\d+[_.\d]*)/.exec(ua))) return `iPadOS ${version(m[1]!)}`;
  if ((m = /\b(?:iPhone|iPod)\b.*?\bOS (\d+[_.\d]*)/.exec(ua))) return `iOS ${version(m[1]!)}`;
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows Phone\b/.test(ua)) return 'Windows Phone';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  // Safari on macOS reports 10.15.7 whatever the release; the number would mislead, the name does not.
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return '';
}

/** The browser and system a User-Agent header names; '' for what it does not recognise. */
export function describeUserAgent(ua: string): UserAgentName {
  const text = ua.slice(0, 512);
  let browser = '';
  for (const [name, re] of BROWSERS) {
    const m = re.exec(text);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  return { browser, os: osOf(text) };
}
