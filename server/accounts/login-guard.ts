import { AppError } from '../errors/app-error.js';
import { LoginReply } from '../../core/codes.js';
import { LoginThrottle, type Attempt, type Throttle } from './login-throttle.js';
import { RedisLoginThrottle, type SharedCounters } from './shared-throttles.js';
import { deviceCookies } from './device-cookie.js';
import type { Executor } from '../db/database.js';

/**
 * The trader login's throttles. Knowing an e-mail must not be enough to lock its owner out: during
 * a fast market a trader who cannot sign in cannot close a losing position. So failures are counted
 * - per account AND address together (`pair`, 5): that address is refused (429) for that account, no other is;
 * - per address (`ip`, 20): one address guessing many accounts is refused (429);
 * - per account from anywhere (`account`, 5): further logins from unknown devices must carry the picture code
 *   (envelope code LoginReply.CaptchaRequired), and a correct one lets the attempt through: no lock, a cost;
 * - per device cookie (`device`, 5): a browser that signed in to the account before skips the three above
 *   (device-cookie.ts, OWASP device cookies) and is refused (429) only after its own failures.
 * Every window is 15 minutes. Operators keep their strict per-account lock (admin/operator-session-service.ts).
 */
export interface LoginGuards {
  ip: Throttle;
  pair: Throttle;
  account: Throttle;
  device: Throttle;
}

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures per account and address, per account before the picture code is asked, and per device cookie. */
export const LOGIN_PAIR_LIMIT = 5;
export const LOGIN_ACCOUNT_LIMIT = 5;
export const LOGIN_DEVICE_LIMIT = 5;
export const LOGIN_IP_LIMIT = 20;

/** In memory with one instance; on Redis (the same counters on every instance) with many. */
export function createLoginGuards(shared?: SharedCounters | null): LoginGuards {
  const make = (name: string, limit: number): Throttle =>
    shared
      ? new RedisLoginThrottle(shared, `login:${name}`, limit, LOGIN_WINDOW_MS)
      : new LoginThrottle(limit, LOGIN_WINDOW_MS);
  return {
    ip: make('ip', LOGIN_IP_LIMIT),
    pair: make('pair', LOGIN_PAIR_LIMIT),
    // 'acct' is the key of the lock this replaces: a deployment's counters carry over.
    account: make('acct', LOGIN_ACCOUNT_LIMIT),
    device: make('device', LOGIN_DEVICE_LIMIT),
  };
}

/** The trader login's defences for the app's routes: the throttles, and the device cookies (read on first use). */
export const loginDefences = (db: Executor, shared?: SharedCounters | null) => ({
  guards: createLoginGuards(shared),
  devices: deviceCookies(db),
});

export interface GuardInput {
  /** The account as typed, trimmed and lower-cased. */
  account: string;
  ip: string;
  /** The id of a valid, unrevoked device cookie of this very account; null for an unknown device. */
  deviceId: string | null;
  /** Checks and burns the picture code the form carried (throws when wrong); null when it carried none. */
  captcha: (() => Promise<void>) | null;
}

const isRateLimit = (err: unknown) => err instanceof AppError && err.code === 429;

/** One attempt made of several reservations: fail settles all, refund hands all back and forgives `forgive`. */
function combined(tries: Attempt[], forgive: () => void): Attempt {
  return {
    fail: () => tries.forEach((t) => t.fail()),
    refund: () => {
      tries.forEach((t) => t.refund());
      forgive();
    },
  };
}

/**
 * Counts one login attempt before the password is checked (so a burst in flight can't all pass a check made first),
 * or throws: 429 when the pair, the address or the device is locked, CaptchaRequired when the account wants the
 * picture code and the form has none (or a wrong one). Reservations of a refused attempt are handed back: it did no
 * password work. The caller settles the attempt: fail() on a wrong password, refund() on a good one.
 */
export async function guardLogin(g: LoginGuards, input: GuardInput): Promise<Attempt> {
  if (input.deviceId !== null) {
    const key = `dev:${input.deviceId}`;
    const deviceTry = await g.device.reserve(key);
    return combined([deviceTry], () => void g.device.forgive(key));
  }
  const ipTry = await g.ip.reserve(`ip:${input.ip}`);
  const pairKey = `pair:${input.account}|${input.ip}`;
  let pairTry: Attempt;
  try {
    pairTry = await g.pair.reserve(pairKey);
  } catch (err) {
    ipTry.refund();
    throw err;
  }
  const accountKey = `acct:${input.account}`;
  const forgive = () => {
    void g.pair.forgive(pairKey);
    void g.account.forgive(accountKey);
  };
  try {
    const accountTry = await g.account.reserve(accountKey);
    return combined([ipTry, pairTry, accountTry], forgive);
  } catch (err) {
    try {
      if (!isRateLimit(err)) throw err;
      // Too many failures on this account lately, from anywhere: not a lock but a picture code.
      if (!input.captcha) throw new AppError('server.errors.captcha_required', {}, LoginReply.CaptchaRequired);
      await input.captcha().catch((wrong: unknown) => {
        if (!(wrong instanceof AppError)) throw wrong;
        throw new AppError('server.errors.captcha_invalid', {}, LoginReply.CaptchaRequired);
      });
    } catch (refused) {
      ipTry.refund();
      pairTry.refund();
      throw refused;
    }
    return combined([ipTry, pairTry], forgive);
  }
}
