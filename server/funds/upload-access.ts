import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_PREVIEWS_PREFIX } from '../../core/wire/paths.js';

/**
 * Short-lived signed links to uploads, for the back office: an <img> cannot send the operator's
 * authorization header, so the review lists hand out '/uploads/<name>?exp=<ms>&sig=<hmac>' instead.
 * The key lives in this process only: a restart ends every link (the lists are simply reloaded).
 */
const KEY = randomBytes(32);
/** How long a signed link works, in ms: long enough to review a page of the queue. */
export const SIGNED_UPLOAD_TTL_MS = 15 * 60_000;

const mac = (name: string, exp: number) => createHmac('sha256', KEY).update(`${name}\n${exp}`).digest('hex');

/** The signed form of an upload url ('/uploads/<name>'); anything else is returned as it is. */
export function signUploadUrl(url: string, now = Date.now()): string {
  const m = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp))$/.exec(url);
  if (!m) return url;
  const exp = now + SIGNED_UPLOAD_TTL_MS;
  return `${url}?exp=${exp}&sig=${mac(m[1]!, exp)}`;
}

/**
 * The signed link to the reviewer's preview of an upload ('/uploads/preview/<name>?exp=&sig='), or '' for
 * anything that is not an upload url. Signed apart from the original: a preview link never opens the original.
 */
export function signPreviewUrl(url: string, now = Date.now()): string {
  const m = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp))$/.exec(url);
  if (!m) return '';
  const exp = now + SIGNED_UPLOAD_TTL_MS;
  return `${UPLOAD_PREVIEWS_PREFIX}${m[1]}?exp=${exp}&sig=${mac(`preview/${m[1]}`, exp)}`;
}

/** True when `sig` signs `name` ('<name>', or 'preview/<name>' for a preview) until `exp` and that moment has not passed. */
export function signatureValid(
  name: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  if (!exp || !sig || !/^\d{1,16}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const at = Number(exp);
  if (at <= now || at > now + SIGNED_UPLOAD_TTL_MS) return false;
  return timingSafeEqual(Buffer.from(mac(name, at), 'hex'), Buffer.from(sig, 'hex'));
}
