import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db, Executor } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import { sha256 } from './tokens.js';
import { openSecret, sealSecret } from './two-factor-secret.js';
import { secondFactorThrottle } from './two-factor-throttle.js';
import {
  deleteTwoFactor,
  findTwoFactor,
  markEnabled,
  putEnrolment,
  recoveryLeft,
  replaceRecovery,
  takeStep,
  useRecovery,
  type TwoFactorOwner,
} from './two-factor-repository.js';

/**
 * Two-factor sign-in: TOTP of RFC 6238 (SHA-1, 6 digits, 30-second steps: what every
 * authenticator app reads from an otpauth:// QR code) for traders and operators, with 10 one-time recovery codes.
 * A code is accepted for the current step and one step either side (clock drift, a code typed as it turned), at
 * most once (last_step); wrong codes are throttled per owner like wrong passwords (two-factor-throttle.ts).
 */

export type { TwoFactorOwner } from './two-factor-repository.js';

export const RECOVERY_CODES = 10;
const STEP_MS = 30_000;
/** Recovery codes: 10 characters without look-alikes (no 0/O, 1/I/L), about 49 bits each, shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

const userOwner = (id: number): TwoFactorOwner => ({ type: 'user', id });

const totpOf = (base32: string) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: STEP_MS / 1000 });

/** The step a 6-digit code belongs to (current ±1), or null when it matches none. */
function matchStep(base32: string, code: string, nowMs: number): number | null {
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/** What a typed code is: six digits, a recovery code (dashes and spaces ignored, any case), or neither. */
function readCode(raw: string): { totp: string } | { recovery: string } | null {
  const s = raw.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{6}$/.test(s)) return { totp: s };
  if (s.length === RECOVERY_LENGTH && [...s].every((c) => RECOVERY_ALPHABET.includes(c))) return { recovery: s };
  return null;
}

/** Stored form of a recovery code: bound to its owner, so equal codes of two owners differ in the table. */
const recoveryHash = (o: TwoFactorOwner, code: string) => sha256(`${o.type}:${o.id}:${code}`);

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) s += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Whether the owner has a second factor switched on (an enrolment not yet confirmed is not on). */
export async function ownerTwoFactorOn(db: Executor, o: TwoFactorOwner): Promise<boolean> {
  const row = await findTwoFactor(db, o);
  return Boolean(row && row.enabled_ms !== null);
}

/** Whether the trader `userId` has two-factor sign-in switched on. */
export const twoFactorOn = (db: Executor, userId: number): Promise<boolean> => ownerTwoFactorOn(db, userOwner(userId));

/** On or off, and how many recovery codes are left (what /mine/security and the back office show). */
export async function twoFactorStatus(db: Executor, o: TwoFactorOwner) {
  const row = await findTwoFactor(db, o);
  const enabled = Boolean(row && row.enabled_ms !== null);
  return { enabled: enabled ? 1 : 0, recovery_left: enabled ? await recoveryLeft(db, o) : 0 };
}

/**
 * Checks a second factor of an owner whose two-factor is on: a current TOTP code (±1 step, never one already used)
 * or an unused recovery code, which it uses up (audited as `actor`). Throttled per owner: the 6th wrong code in 15
 * minutes answers code 429 (server.errors.login_locked) without being checked. False when two-factor is off.
 */
export async function checkSecondFactor(db: Db, o: TwoFactorOwner, raw: string, actor: Actor): Promise<boolean> {
  const row = await findTwoFactor(db, o);
  if (!row || row.enabled_ms === null) return false;
  const throttle = secondFactorThrottle(db);
  const key = `2fa:${o.type}:${o.id}`;
  const attempt = await throttle.reserve(key);
  const good = await checkRow(db, o, row, readCode(raw), actor);
  if (!good) {
    attempt.fail();
    return false;
  }
  attempt.refund();
  await throttle.forgive(key);
  return true;
}

async function checkRow(
  db: Db,
  o: TwoFactorOwner,
  row: { id: number; secret_enc: string },
  code: ReturnType<typeof readCode>,
  actor: Actor,
): Promise<boolean> {
  if (!code) return false;
  const now = Date.now();
  if ('totp' in code) {
    const secret = await openSecret(db, o.type, o.id, row.secret_enc);
    const step = secret === null ? null : matchStep(secret, code.totp, now);
    return step !== null && (await takeStep(db, row.id, step, true));
  }
  return db.transaction().execute(async (trx) => {
    if (!(await useRecovery(trx, o, recoveryHash(o, code.recovery), now))) return false;
    await insertAudit(trx, actor, {
      action: o.type === 'user' ? 'two_factor.recovery_used' : 'operator.two_factor_recovery_used',
      targetType: o.type,
      targetId: o.id,
      after: { recovery_left: await recoveryLeft(trx, o) },
    });
    return true;
  });
}

/** The audit actor of a trader acting on their own account. */
export async function traderActor(db: Executor, userId: number): Promise<Actor> {
  const u = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return { operatorId: null, email: u?.email ?? '', userId };
}

/**
 * The trader's second factor, for any guarded step (sign-in, withdrawals): true for a current, unused TOTP code or
 * an unused recovery code (then used up and audited); false for anything else, or when two-factor is off. Wrong
 * codes are counted per trader: past 5 in 15 minutes it throws code 429 instead of answering.
 */
export async function verifySecondFactor(db: Db, userId: number, code: string): Promise<boolean> {
  return checkSecondFactor(db, userOwner(userId), code, await traderActor(db, userId));
}

/**
 * Starts an enrolment: a new random 160-bit secret (RFC 4226's recommended size), sealed, not yet on. Answers the
 * secret (base32, for typing) and the otpauth:// URI (for the QR code), the only time either is ever sent.
 * Refused while two-factor is on (turn it off first, with a code).
 */
export async function beginEnrolment(db: Db, o: TwoFactorOwner, issuer: string, account: string) {
  if (await ownerTwoFactorOn(db, o)) throw new AppError('server.errors.two_factor_already_on');
  const secret = new Secret({ size: 20 });
  await putEnrolment(db, o, await sealSecret(db, o.type, o.id, secret.base32), Date.now());
  const uri = new TOTP({ issuer, label: account, secret, algorithm: 'SHA1', digits: 6, period: STEP_MS / 1000 });
  return { secret: secret.base32, uri: uri.toString() };
}

/**
 * Confirms an enrolment with a code from the app: switches two-factor on and answers 10 new recovery codes, shown
 * once (stored hashed). Throttled like every code. One audit record, in the same transaction.
 */
export async function confirmEnrolment(db: Db, o: TwoFactorOwner, raw: string, actor: Actor) {
  const row = await findTwoFactor(db, o);
  if (row && row.enabled_ms !== null) throw new AppError('server.errors.two_factor_already_on');
  if (!row) throw new AppError('server.errors.two_factor_not_started');
  const throttle = secondFactorThrottle(db);
  const key = `2fa:${o.type}:${o.id}`;
  const attempt = await throttle.reserve(key);
  const code = readCode(raw);
  const secret = await openSecret(db, o.type, o.id, row.secret_enc);
  const now = Date.now();
  const step = code && 'totp' in code && secret !== null ? matchStep(secret, code.totp, now) : null;
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const done =
    step !== null &&
    (await db.transaction().execute(async (trx) => {
      if (!(await takeStep(trx, row.id, step, false)) || !(await markEnabled(trx, row.id, now))) return false;
      await replaceRecovery(
        trx,
        o,
        codes.map((c) => recoveryHash(o, c.replace('-', ''))),
      );
      await insertAudit(trx, actor, {
        action: o.type === 'user' ? 'two_factor.on' : 'operator.two_factor_on',
        targetType: o.type,
        targetId: o.id,
        after: { two_factor: 1 },
      });
      return true;
    }));
  if (!done) {
    attempt.fail();
    throw new AppError('server.errors.two_factor_invalid');
  }
  attempt.refund();
  await throttle.forgive(key);
  return { recovery_codes: codes };
}

/** Switches two-factor off; needs a valid code (TOTP or recovery). Removes the secret and the codes; audited. */
export async function turnOff(db: Db, o: TwoFactorOwner, raw: string, actor: Actor): Promise<void> {
  if (!(await ownerTwoFactorOn(db, o))) throw new AppError('server.errors.two_factor_off');
  if (!(await checkSecondFactor(db, o, raw, actor))) throw new AppError('server.errors.two_factor_invalid');
  await db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, o);
    await insertAudit(trx, actor, {
      action: o.type === 'user' ? 'two_factor.off' : 'operator.two_factor_off',
      targetType: o.type,
      targetId: o.id,
      before: { two_factor: 1 },
      after: { two_factor: 0 },
    });
  });
}

/**
 * Removes an owner's second factor without a code: the way back for someone who lost both the phone and the
 * recovery codes, after the desk has checked who is asking (the back office for traders, the shell for operators).
 * Audited as `actor`; false when it was not on (nothing written).
 */
export async function resetTwoFactor(db: Db, o: TwoFactorOwner, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await findTwoFactor(trx, o);
    if (!row) return false;
    await deleteTwoFactor(trx, o);
    if (row.enabled_ms === null) return false;
    await insertAudit(trx, actor, {
      action: o.type === 'user' ? 'two_factor.reset' : 'operator.two_factor_reset',
      targetType: o.type,
      targetId: o.id,
      before: { two_factor: 1 },
      after: { two_factor: 0 },
    });
    return true;
  });
}
