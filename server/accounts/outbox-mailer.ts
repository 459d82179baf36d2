import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { retryDelayMs, QUEUED_GRACE_MS } from './outbox-retrier.js';

export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}
/** Delivers a message; never throws (a failed delivery is recorded on the outbox row and logged). */
export type Send = (m: Message) => Promise<void>;
/** Hands one e-mail to the mail server; throws when it is refused or unreachable. */
export type Deliver = (m: Pick<Message, 'to' | 'subject' | 'body'>) => Promise<void>;

/** E-mail through SMTP_URL with nodemailer; null without one (messages are logged only). */
export function smtpDelivery(smtpUrl: string, from: string): Deliver | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (m) => {
    await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body });
  };
}

/**
 * Every message is written to the outbox table first. With SMTP_URL set, e-mail then goes out through
 * nodemailer at once (a code is wanted now); a failed try is recorded with when to try again, and the engine
 * role's retrier (outbox-retrier.ts) tries it later. Without SMTP_URL (and for SMS, which has no gateway yet)
 * the message is logged, so a local install can read its codes in the server output or the outbox.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger, deliver: Deliver | null): Send {
  return async (m) => {
    const viaSmtp = deliver !== null && m.channel === 'email';
    const now = Date.now();
    const row = await db
      .insertInto('outbox')
      .values({
        channel: m.channel,
        destination: m.to,
        subject: m.subject,
        body: m.body,
        created_at: formatUtc(now),
        status: viaSmtp ? 'queued' : 'logged',
        error: null,
        // A queued row the process never finished (it died mid-send) is the retrier's after this grace.
        attempts: viaSmtp ? 1 : 0,
        next_attempt_ms: viaSmtp ? now + QUEUED_GRACE_MS : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!viaSmtp) {
      log.info({ outbox: row.id, channel: m.channel, to: m.to }, `outbox: ${m.subject} | ${m.body}`);
      return;
    }
    try {
      await deliver(m);
      await db.updateTable('outbox').set({ status: 'sent', error: null }).where('id', '=', row.id).execute();
    } catch (err) {
      log.error({ err, outbox: row.id }, 'mail delivery failed (will be retried)');
      await db
        .updateTable('outbox')
        .set({ status: 'failed', error: String(err).slice(0, 500), next_attempt_ms: Date.now() + retryDelayMs(1) })
        .where('id', '=', row.id)
        .execute();
    }
  };
}
