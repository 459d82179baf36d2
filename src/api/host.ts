import type { SOCKET_PATH } from '../../core/wire/paths';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Whether a host name has a sub-domain to replace: three labels or more, and not an IP address. */
export function hasSubdomain(hostname: string): boolean {
  return !IPV4.test(hostname) && !hostname.includes(':') && hostname.split('.').length >= 3;
}

/** The host with its first label replaced (`www.broker.com`, 'api' -> `api.broker.com`). */
export const replaceFirstLabel = (hostname: string, label: string): string =>
  [label, ...hostname.split('.').slice(1)].join('.');

/**
 * The API origin (docs/api/README.md, Conventions): the page host with its first sub-domain replaced by `api`
 * when it has one, the same origin otherwise (localhost, IPs, bare domains). `override` (VITE_API_BASE) wins.
 */
export function apiBase(loc: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>, override?: string): string {
  if (override) return override.replace(/\/$/, '');
  if (!hasSubdomain(loc.hostname)) return loc.origin;
  return `${loc.protocol}//${replaceFirstLabel(loc.hostname, 'api')}${loc.port ? `:${loc.port}` : ''}`;
}

/**
 * The socket URL (/v1/ws) on the API origin, ws: or wss: to match. The path is core/wire's SOCKET_PATH, checked by
 * type rather than imported: first load pays no byte for it.
 */
export const socketUrl = (base: string): string =>
  `${base.replace(/^http/, 'ws')}${'/v1/ws' satisfies typeof SOCKET_PATH}`;
