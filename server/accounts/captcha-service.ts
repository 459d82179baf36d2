import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { sha256 } from './tokens.js';

const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new picture code: `id` goes back as register's `key`, `b64s` is a data URL of the SVG picture. */
export async function createCaptcha(db: Db): Promise<{ id: string; b64s: string }> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', background: '#f4f5f7' });
  const id = randomBytes(16).toString('hex');
  const now = Date.now();
  await db.deleteFrom('captchas').where('expires_ms', '<', now).execute();
  await db
    .insertInto('captchas')
    .values({ id, text_hash: sha256(c.text.toLowerCase()), expires_ms: now + CAPTCHA_TTL_MS })
    .execute();
  return { id, b64s: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Checks and burns a picture code (one try each, case-insensitive). */
export async function useCaptcha(db: Db, id: string, typed: string): Promise<void> {
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['text_hash', 'expires_ms'])
    .executeTakeFirst();
  if (!row || row.expires_ms < Date.now() || row.text_hash !== sha256(typed.trim().toLowerCase())) {
    throw new AppError('server.errors.captcha_invalid');
  }
}
