import { hasSubdomain, replaceFirstLabel } from './host';

/** A phone or tablet by its user agent: these stay on this site. */
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|Opera Mini|BlackBerry|webOS|Tablet/i;
const DESKTOP_UA = /Windows NT|Macintosh|X11|CrOS/;

/**
 * The desktop site for a desktop browser (first sub-domain replaced by `pc`; docs/decisions.md, Desktop redirect), or
 * null to stay: when the setting is off, on a phone or tablet, on a host without a sub-domain (localhost,
 * an IP, a bare domain) and on the pc host itself.
 */
export function desktopSiteUrl(
  loc: Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'>,
  userAgent: string,
  enabled: boolean,
): string | null {
  if (!enabled || MOBILE_UA.test(userAgent) || !DESKTOP_UA.test(userAgent)) return null;
  if (!hasSubdomain(loc.hostname) || loc.hostname.split('.')[0] === 'pc') return null;
  return `${loc.protocol}//${replaceFirstLabel(loc.hostname, 'pc')}${loc.port ? `:${loc.port}` : ''}${loc.pathname}${loc.search}${loc.hash}`;
}
