import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/database.js';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
 * account is given `<userId>.<deviceId>.<issued s>.<HMAC-SHA256>`, signed with a server secret every instance shares
 * (server_secrets). On a later login to the same account a valid one lets the attempt past the account-wide lock
 * (login-guard.ts) under a lock of its own. It proves only "this browser signed in to this account before"; the
 * password is still required, and the cookie is never a session.
 */

/** The cookie's name; host-only, so the API host alone (the page's own, or api.<domain>) receives it. */
export const DEVICE_COOKIE = 'lotline_device';
/** Only the identity calls read it (login, and register which gives one): no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/user';
/** A device stays known this long after its last sign-in (each good login from it renews the cookie). */
export const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

const SECRET_KEY = 'device_cookie';

/** A verified cookie: whose it is, its id (kept on the sessions it opens), and when it was issued (Unix s). */
export interface DeviceClaim {
  userId: number;
  deviceId: string;
  issuedS: number;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** Signs and checks device cookies with one secret (32 random bytes). */
export class DeviceCookies {
  readonly #secret: Buffer;
  constructor(secret: Buffer) {
    this.#secret = secret;
  }

  #sign(body: string): Buffer {
    return createHmac('sha256', this.#secret).update(`device.v1.${body}`).digest();
  }

  /** A new cookie value for `userId`: a fresh device id unless an existing device is being renewed. */
  issue(userId: number, deviceId = b64(randomBytes(16)), nowMs = Date.now()): string {
    const body = `${userId}.${deviceId}.${Math.floor(nowMs / 1000)}`;
    return `${body}.${b64(this.#sign(body))}`;
  }

  /** The claim of a well-signed, unexpired cookie, or null (any other text, another secret, a forged user id). */
  verify(value: string | undefined, nowMs = Date.now()): DeviceClaim | null {
    const m = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!m) return null;
    const body = `${m[1]}.${m[2]}.${m[3]}`;
    const given = Buffer.from(m[4]!, 'base64url');
    const want = this.#sign(body);
    if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
    const issuedS = Number(m[3]);
    if (nowMs / 1000 - issuedS > DEVICE_MAX_AGE_S || issuedS * 1000 > nowMs + 60_000) return null;
    return { userId: Number(m[1]), deviceId: m[2]!, issuedS };
  }
}

/**
 * The device-cookie secret: made on first use and kept in server_secrets, so a restart and every instance verify
 * the same cookies. Instances starting at once: the first insert wins and all read it back.
 */
async function loadDeviceCookies(db: Executor): Promise<DeviceCookies> {
  const read = async () =>
    (await db.selectFrom('server_secrets').select('value').where('key', '=', SECRET_KEY).executeTakeFirst())?.value;
  let value = await read();
  if (!value) {
    await db
      .insertInto('server_secrets')
      .values({ key: SECRET_KEY, value: b64(randomBytes(32)) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    value = (await read())!;
  }
  return new DeviceCookies(Buffer.from(value, 'base64url'));
}

/** The server's device cookies, read on first use (building the app touches no table); a failed read is retried. */
export function deviceCookies(db: Executor): () => Promise<DeviceCookies> {
  let loading: Promise<DeviceCookies> | null = null;
  return () =>
    (loading ??= loadDeviceCookies(db).catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}

/** The value of the device cookie in a Cookie header, if any. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header: HttpOnly (no script reads it), SameSite=Lax, Secure when the page is served over https. */
export const deviceCookieHeader = (value: string, secure: boolean): string =>
  `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
