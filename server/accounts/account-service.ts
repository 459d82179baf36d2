import type { Db, Executor } from '../db/database.js';
import { transact } from '../db/on-commit.js';
import { AppError } from '../errors/app-error.js';
import { asksMobile, readSettings, settingCode } from '../content/settings-repository.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { formatMicro, toMicro } from '../../core/rules/money.js';
import { isEmail, isPassword } from '../../core/rules/credentials.js';
import type { LoginResult, PublicUser } from '../../core/wire/account.js';
import type { SecondFactorChallenge } from '../../core/wire/two-factor.js';
import { twoFactorOn } from './two-factor-service.js';
import { secondFactorChallenge } from './two-factor-login.js';
import { hashPassword, verifyPassword } from './password.js';
import { checkCode, consumeCode } from './codes-service.js';
import { useCaptcha } from './captcha-service.js';
import { credit } from '../ledger/ledger.js';
import { LoginThrottle } from './login-throttle.js';
import { RedisLoginThrottle, type SharedCounters } from './shared-throttles.js';
import { guardLogin, type LoginGuards } from './login-guard.js';
import type { DeviceCookies } from './device-cookie.js';
import { knownDevice, openDeviceSession } from './device-login.js';
import type { CodeCaps } from './code-send-caps.js';
import { openSession } from './session-service.js';
import { revokeUserSessions } from './sessions-repository.js';
import type { Send } from './outbox-mailer.js';
import type { Translate } from '../i18n/translator.js';
import type { Lang } from '../../core/rules/languages.js';
import { newInviteCode, newUid } from './tokens.js';
import { AccountKind, CodeType, LedgerType, ShowMobile, OnOff, UserStatus, VerifyRegType } from '../../core/codes.js';
import {
  findUserByDemoId,
  findUserByEmail,
  findUserByInviteCode,
  insertUser,
  isTaken,
  setPasswordHash,
  type User,
} from './users-repository.js';
import { lockKey } from '../db/row-locks.js';

/** What the services need from the running server. */
export interface AccountDeps {
  db: Db;
  send: Send;
  t: Translate;
  scryptLogN: number;
  /** The trader login's throttles: per account and address, per address, per account (picture code), per device. */
  guards: LoginGuards;
  /** Signs and checks the device cookies of known browsers (device-cookie.ts); its secret is read on first use. */
  devices: () => Promise<DeviceCookies>;
  /** Hourly caps on code sends per IP and in total (settings code_sends_per_ip_hour, code_sends_per_hour). */
  codeCaps: CodeCaps;
  /** The server's clock (ms; config.clock, else Date.now): codes' expiry and send limits, payout cooling-off. */
  now: () => number;
}

const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * The operators' strict login throttles (5 per account, 20 per IP in 15 minutes): in memory with one instance, on
 * Redis (shared by every instance) with many. Traders have theirs in login-guard.ts.
 */
export const createThrottles = (shared?: SharedCounters | null, name = 'operator') =>
  shared
    ? {
        accountThrottle: new RedisLoginThrottle(shared, `${name}:acct`, 5, LOGIN_WINDOW_MS),
        ipThrottle: new RedisLoginThrottle(shared, `${name}:ip`, 20, LOGIN_WINDOW_MS),
      }
    : { accountThrottle: new LoginThrottle(5, LOGIN_WINDOW_MS), ipThrottle: new LoginThrottle(20, LOGIN_WINDOW_MS) };

/** Client facts recorded with a session. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  lang: Lang;
}

/** The user object (docs/api/account.md); money as exact decimal strings of USD. */
export function publicUser(u: User): PublicUser {
  return {
    id: u.id,
    uid: u.uid,
    email: u.email ?? '',
    is_demo: u.is_demo,
    invite_code: u.invite_code,
    balance: formatMicro(u.balance),
    lock_balance: formatMicro(u.lock_balance),
  };
}

/** E-mail addresses are compared lower-cased; 254 is the RFC 5321 limit. */
export function normalizeEmail(raw: string): string {
  const e = raw.trim().toLowerCase();
  if (e.length > 254 || !isEmail(e)) throw new AppError('server.errors.email_invalid');
  return e;
}

function checkNewPassword(password: string, repeat?: string) {
  if (!isPassword(password)) throw new AppError('server.errors.password_length');
  if (repeat !== undefined && repeat !== password) throw new AppError('server.errors.password_mismatch');
}

/** A unique uid and invite code: random, so a rare clash is simply drawn again. */
async function freshIds(db: Executor) {
  let uid = newUid();
  while (await isTaken(db, 'uid', uid)) uid = newUid();
  let invite = newInviteCode();
  while (await isTaken(db, 'invite_code', invite)) invite = newInviteCode();
  return { uid, invite };
}

/** A password login's or a registration's answer, and the device cookie its route sets (device-cookie.ts). */
export interface SignedIn {
  result: LoginResult;
  deviceCookie: string;
}

/** What a login carries besides the password: the device cookie, and the picture code when it was asked for. */
export interface LoginProof {
  deviceCookie?: string;
  captchaKey?: string;
  captchaCode?: string;
}

export interface RegisterInput {
  type: string;
  account: string;
  password: string;
  re_password: string;
  invite_code?: string;
  sms_code: string;
  key?: string;
  mobile?: string;
  area_id?: number;
}

/** Creates a real account and logs it in. Every check runs before the one transaction that writes. */
export async function register(d: AccountDeps, input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
  if (input.type !== 'email') throw new AppError('server.errors.mobile_disabled');
  const email = normalizeEmail(input.account);
  checkNewPassword(input.password, input.re_password);
  const settings = await readSettings(d.db);
  const inviteCode = (input.invite_code ?? '').trim();
  if (!inviteCode && settingCode(settings, 'invite_required') === OnOff.On)
    throw new AppError('server.errors.invite_required');
  const inviter = inviteCode ? await findUserByInviteCode(d.db, inviteCode) : undefined;
  if (inviteCode && !inviter) throw new AppError('server.errors.invite_invalid');
  if (await findUserByEmail(d.db, email)) throw new AppError('server.errors.account_exists');
  const mobile = asksMobile(settings) ? (input.mobile ?? '').trim() || null : null;
  const withArea = settingCode(settings, 'is_show_mobile') === ShowMobile.AreaAndPhone;
  const areaId = mobile && withArea ? (input.area_id ?? null) : null;
  let codeId: number | null = null;
  if (settingCode(settings, 'verify_reg_type') === VerifyRegType.Captcha)
    await useCaptcha(d.db, input.key ?? '', input.sms_code);
  else codeId = await checkCode(d.db, email, CodeType.Register, input.sms_code, d.now());

  const passwordHash = await hashPassword(input.password, d.scryptLogN);
  const user = await d.db.transaction().execute(async (trx) => {
    if (codeId !== null) await consumeCode(trx, codeId);
    if (await findUserByEmail(trx, email)) throw new AppError('server.errors.account_exists');
    const { uid, invite } = await freshIds(trx);
    const id = await insertUser(trx, {
      uid,
      email,
      mobile,
      area_id: areaId,
      password_hash: passwordHash,
      is_demo: AccountKind.Live,
      demo_id: null,
      invite_code: invite,
      invited_by: inviter?.id ?? null,
      balance: 0,
      lock_balance: 0,
      status: UserStatus.Active,
      created_at: formatUtc(Date.now()),
      lang: client.lang,
    });
    return await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
  const { token, deviceCookie } = await openDeviceSession(d, user, client, null, false);
  return { result: { token, user: publicUser(user) }, deviceCookie };
}

/** Dummy hash so an unknown account costs the same scrypt work as a wrong password. */
let dummyHash: Promise<string> | null = null;

/**
 * E-mail + password login; the same answer and the same work for an unknown account and a wrong password. Throttled
 * by login-guard.ts (a known device's cookie passes the account's lock); a new device's sign-in is mailed to the owner.
 * With two-factor on, the right password answers a ticket for the second step (two-factor-login.ts), not a session.
 */
export async function login(
  d: AccountDeps,
  account: string,
  password: string,
  client: ClientInfo,
  proof: LoginProof = {},
): Promise<SignedIn | SecondFactorChallenge> {
  const user = isEmail(account.trim()) ? await findUserByEmail(d.db, account.trim()) : undefined;
  const known = await knownDevice(d, proof.deviceCookie, user);
  // Counted before the hash, handed back on success: a burst in flight can't all pass a check made first.
  const attempt = await guardLogin(d.guards, {
    account: account.trim().toLowerCase(),
    ip: client.ip,
    deviceId: known?.deviceId ?? null,
    captcha: proof.captchaKey ? () => useCaptcha(d.db, proof.captchaKey!, proof.captchaCode ?? '') : null,
  });
  dummyHash ??= hashPassword('not-a-password', d.scryptLogN);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !user.password_hash || !ok) {
    attempt.fail();
    throw new AppError('server.errors.bad_credentials');
  }
  attempt.refund();
  if (user.status !== UserStatus.Active) throw new AppError('server.errors.account_disabled');
  if (await twoFactorOn(d.db, user.id)) return secondFactorChallenge(d.db, 'user', user.id, user.password_hash);
  return signIn(d, user, client, known);
}

/** Opens the session of a sign-in whose every step passed, settling its device (device-login.ts). */
export async function signIn(
  d: AccountDeps,
  user: User,
  client: ClientInfo,
  known: Awaited<ReturnType<typeof knownDevice>>,
): Promise<SignedIn> {
  const { token, deviceCookie } = await openDeviceSession(d, user, client, known, true);
  return { result: { token, user: publicUser(user) }, deviceCookie };
}

/** Logs into the demo user bound to a device id, creating it with the demo starting balance (ledger type 9). */
export async function demoLogin(d: AccountDeps, demoId: string, client: ClientInfo) {
  let user = await findUserByDemoId(d.db, demoId);
  if (!user) {
    user = await transact(d.db, async (trx) => {
      // Two first logins of one device at once: the second waits here, then finds the first's user.
      await lockKey(trx, `demo:${demoId}`);
      const again = await findUserByDemoId(trx, demoId);
      if (again) return again;
      const settings = await readSettings(trx);
      const { uid, invite } = await freshIds(trx);
      const id = await insertUser(trx, {
        uid,
        email: null,
        mobile: null,
        area_id: null,
        password_hash: null,
        is_demo: AccountKind.Demo,
        demo_id: demoId,
        invite_code: invite,
        invited_by: null,
        balance: 0,
        lock_balance: 0,
        status: UserStatus.Active,
        created_at: formatUtc(Date.now()),
      });
      await credit(trx, id, [{ value: toMicro(settings.demo_balance), type: LedgerType.DemoReset }]);
      return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
  }
  if (user.status !== UserStatus.Active) throw new AppError('server.errors.account_disabled');
  // A demo session is bound to its demo id, not to a device cookie: no device to settle (device-login.ts).
  const token = await openSession(d.db, user.id, client.ip, client.userAgent);
  return { token, user: publicUser(user) } satisfies LoginResult;
}

/** Resets a forgotten password with an e-mail code and ends every session of that user. */
export async function forgotPassword(
  d: AccountDeps,
  input: { account: string; new_password: string; secondary_password: string; auth_code: string },
) {
  const email = normalizeEmail(input.account);
  checkNewPassword(input.new_password, input.secondary_password);
  const codeId = await checkCode(d.db, email, CodeType.Forgot, input.auth_code, d.now());
  const user = await findUserByEmail(d.db, email);
  if (!user || user.is_demo) throw new AppError('server.errors.code_invalid');
  const hash = await hashPassword(input.new_password, d.scryptLogN);
  await d.db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId);
    await setPasswordHash(trx, user.id, hash);
    await revokeUserSessions(trx, user.id, Date.now());
  });
}

/** Changes the logged-in user's password with a code sent to their e-mail; other sessions end, this one stays. */
export async function amendPassword(
  d: AccountDeps,
  user: User,
  sessionId: number,
  input: { new_password: string; secondary_password?: string; auth_code: string },
) {
  if (user.is_demo || !user.email) throw new AppError('server.errors.demo_restricted');
  checkNewPassword(input.new_password, input.secondary_password);
  const codeId = await checkCode(d.db, user.email, CodeType.ChangePassword, input.auth_code, d.now());
  const hash = await hashPassword(input.new_password, d.scryptLogN);
  await d.db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId);
    await setPasswordHash(trx, user.id, hash);
    await revokeUserSessions(trx, user.id, Date.now(), sessionId);
  });
}
