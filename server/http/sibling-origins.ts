import type { FastifyInstance } from 'fastify';

/**
 * The app puts its API on the page's host with its first sub-domain replaced by `api`
 * (m.broker.com -> api.broker.com). One server answers both names, so the page's origin and the API's
 * are siblings: this allows exactly those (and CORS_ORIGINS), never any origin.
 */

const hostOf = (origin: string): { scheme: string; host: string; port: string } | null => {
  try {
    const u = new URL(origin);
    return { scheme: u.protocol, host: u.hostname, port: u.port };
  } catch {
    return null;
  }
};

/** The parent domain of a host with a sub-domain (`m.broker.com` -> `broker.com`), or null. */
export function parentDomain(host: string): string | null {
  const h = host.replace(/:\d+$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':')) return null;
  const labels = h.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : null;
}

/** Whether `origin` may call this server, which was reached as `requestHost` (the Host header). */
export function originAllowed(origin: string, requestHost: string, extra: readonly string[]): boolean {
  if (extra.includes(origin)) return true;
  const o = hostOf(origin);
  if (!o || (o.scheme !== 'https:' && o.scheme !== 'http:')) return false;
  const [host, port = ''] = requestHost.split(/:(?=\d+$)/);
  const parent = parentDomain(host ?? '');
  return parent !== null && parentDomain(o.host) === parent && o.port === port;
}

/**
 * The API host a page reached as `host` (the Host header) calls, `api.` + parent with the port, as a CSP
 * source (no scheme: it then matches the page's own); null when page and API share one origin
 * (localhost, an IP, a bare domain).
 */
export function apiSourceFor(host: string | undefined): string | null {
  const [name = '', port] = (host ?? '').split(/:(?=\d+$)/);
  const parent = parentDomain(name);
  return parent ? `api.${parent}${port ? `:${port}` : ''}` : null;
}

/** A Host header as `name[:port]` (a DNS name or an IP literal, then digits), name lower-cased; null if malformed. */
function parseHost(host: string | undefined): string | null {
  const m = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.exec(host ?? '');
  return m ? m[1]!.toLowerCase() : null;
}

const isIpLiteral = (name: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[');

/**
 * Which Host headers belong to this site and may shape response headers (CSP sources, CORS): the host of
 * `publicOrigin` and its `m.`/`api.`/`pc.` siblings, localhost and IP literals (any port). Anything else
 * (a stranger's domain, a header with `;` or spaces) gets the plain same-origin answers: the Host header
 * is the client's to write, so it must never put a host of its choosing into a policy.
 */
export function siteHosts(publicOrigin: string): (host: string | undefined) => boolean {
  const own = publicOrigin ? (hostOf(publicOrigin)?.host.toLowerCase() ?? '') : '';
  const base = own ? (parentDomain(own) ?? own) : '';
  const names = new Set(own ? [own, `m.${base}`, `api.${base}`, `pc.${base}`] : []);
  return (host) => {
    const name = parseHost(host);
    return name !== null && (name === 'localhost' || isIpLiteral(name) || names.has(name));
  };
}

/** CORS for the sibling origins: preflights answered here, real answers get Allow-Origin. */
export function registerSiblingOrigins(
  app: FastifyInstance,
  extra: readonly string[],
  isSite: (host: string | undefined) => boolean,
): void {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin) return;
    const host = isSite(req.headers.host) ? (req.headers.host ?? '') : '';
    if (!originAllowed(origin, host, extra)) return;
    // Credentials: the login's device cookie (accounts/device-cookie.ts) lives on the API host; the page on the
    // sibling m./pc. host sends it only with credentials, which these origins alone are allowed.
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'Origin');
    if (req.method === 'OPTIONS') {
      await reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'lang, authorization, content-type')
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
