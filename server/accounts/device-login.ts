import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../db/database.js';
import type { Translate } from '../i18n/translator.js';
import { readSettings } from '../content/settings-repository.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { normalizeLang } from '../../core/rules/languages.js';
import { DEVICE_MAX_AGE_S, type DeviceClaim, type DeviceCookies } from './device-cookie.js';
import type { Send } from './outbox-mailer.js';
import type { ClientInfo } from './account-service.js';
import type { User } from './users-repository.js';
import { openSession } from './session-service.js';
import { describeUserAgent } from './user-agent.js';

/** What a sign-in needs to settle its device: the database, the mailer and the device-cookie signer. */
export interface DeviceDeps {
  db: Db;
  send: Send;
  t: Translate;
  devices: () => Promise<DeviceCookies>;
}

/**
 * The device a login's cookie proves, or null: a well-signed cookie of this very user (a cookie of another account
 * proves nothing here) that its owner has not signed out from the devices screen.
 */
export async function knownDevice(d: DeviceDeps, cookie: string | undefined, user: User | undefined) {
  const claim = cookie ? (await d.devices()).verify(cookie) : null;
  if (!claim || !user || claim.userId !== user.id) return null;
  const revoked = await d.db
    .selectFrom('device_revocations')
    .select('device_id')
    .where('device_id', '=', claim.deviceId)
    .executeTakeFirst();
  return revoked ? null : claim;
}

/** Device cookies their owner signed out (devices screen) no longer pass the login lock as known devices. */
export async function revokeDevices(db: Executor, userId: number, deviceIds: string[], nowMs: number) {
  const ids = [...new Set(deviceIds)];
  if (!ids.length) return;
  // A cookie issued before the oldest kept revocation has expired by itself: the list stays a year long at most.
  await db
    .deleteFrom('device_revocations')
    .where('revoked_ms', '<', nowMs - DEVICE_MAX_AGE_S * 1000)
    .execute();
  await db
    .insertInto('device_revocations')
    .values(ids.map((id) => ({ device_id: id, user_id: userId, revoked_ms: nowMs })))
    .onConflict((oc) => oc.column('device_id').doNothing())
    .execute();
}

/** What a good sign-in hands back: the session token, and the device cookie to set (renewed or new). */
export interface DeviceSession {
  token: string;
  deviceCookie: string;
}

/**
 * Opens the session of a good password login (or a registration) and settles its device. A known device keeps its
 * id, gets its cookie renewed, and its language becomes the account's. An unknown one gets a new id, and the owner
 * an e-mail (`mail`; not on registration) written in the account's language, naming the browser, system, address
 * and time, so a sign-in they did not make is seen at once.
 */
export async function openDeviceSession(
  d: DeviceDeps,
  user: User,
  client: ClientInfo,
  known: DeviceClaim | null,
  mail: boolean,
): Promise<DeviceSession> {
  const deviceId = known?.deviceId ?? randomBytes(16).toString('base64url');
  const token = await openSession(d.db, user.id, client.ip, client.userAgent, deviceId);
  if (known && user.lang !== client.lang)
    await d.db.updateTable('users').set({ lang: client.lang }).where('id', '=', user.id).execute();
  if (!known && mail && user.email) await mailNewDevice(d, user, client, Date.now());
  return { token, deviceCookie: (await d.devices()).issue(user.id, deviceId) };
}

async function mailNewDevice(d: DeviceDeps, user: User, client: ClientInfo, nowMs: number) {
  const lang = normalizeLang(user.lang, 'en');
  const { browser, os } = describeUserAgent(client.userAgent);
  const device = [browser, os].filter(Boolean).join(' · ') || d.t(lang, 'server.mail.unknown_device');
  const { title } = await readSettings(d.db);
  await d.send({
    channel: 'email',
    to: user.email!,
    subject: d.t(lang, 'server.mail.new_device_subject', { title }),
    body: d.t(lang, 'server.mail.new_device_body', { device, ip: client.ip, time: `${formatUtc(nowMs)} UTC` }),
  });
}
