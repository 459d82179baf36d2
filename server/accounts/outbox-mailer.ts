import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { formatUtc } from '../../core/rules/datetime.js';

export interface Message { channel: 'email' | 'sms'; to: string; subject: string; body: string }
/** Delivers a message; never throws (a failed delivery is recorded on the outbox row and logged). */
export type Send = (m: Message) => Promise<void>;

/**
 * Every message is written to the outbox table first. With SMTP_URL set, e-mail then goes out through
 * nodemailer; without it (and for SMS, which has no gateway yet) the message is logged, so a local
 * install can read its codes in the server output or the outbox.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string, from: string): Send {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return async (m) => {
    const viaSmtp = transport !== null && m.channel === 'email';
    const row = await db.insertInto('outbox').values({
      channel: m.channel, destination: m.to, subject: m.subject, body: m.body,
      created_at: formatUtc(Date.now()), status: viaSmtp ? 'queued' : 'logged', error: null,
    }).returning('id').executeTakeFirstOrThrow();
    if (!viaSmtp) {
      log.info({ outbox: row.id, channel: m.channel, to: m.to }, `outbox: ${m.subject} | ${m.body}`);
      return;
    }
    try {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body });
      await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', row.id).execute();
    } catch (err) {
      log.error({ err, outbox: row.id }, 'mail delivery failed');
      await db.updateTable('outbox').set({ status: 'failed', error: String(err).slice(0, 500) }).where('id', '=', row.id).execute();
    }
  };
}
