import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { startSmtpStub, type SmtpStub } from '../smtp-stub.js';
import { createOutboxMailer, smtpDelivery } from '../../../server/accounts/outbox-mailer.js';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from '../../../server/accounts/outbox-retrier.js';

let smtp: SmtpStub;
let s: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStub();
  s = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await s.stop();
  await smtp.close();
});

const rowOf = (to: string) =>
  s.db.selectFrom('outbox').selectAll().where('destination', '=', to).executeTakeFirstOrThrow();

describe('mail outbox retries', () => {
  it('retries an e-mail the mail server refused, after the backoff, and records it sent', async () => {
    const send = createOutboxMailer(s.db, s.app.log, smtpDelivery(smtp.url, 'desk@example.com'));
    smtp.refuse = 1;
    const before = Date.now();
    await send({
      channel: 'email',
      to: 'retry.me@example.com',
      subject: 'Your code',
      body: 'Your verification code is 424242',
    });
    const failed = await rowOf('retry.me@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/421/);
    expect(Number(failed.next_attempt_ms)).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    expect(smtp.messages).toHaveLength(0);
    // Not due yet: nothing is tried.
    const outbox = s.chores.outbox!;
    expect(outbox.active).toBe(true);
    const tries = smtp.connections;
    expect(await outbox.runOnce(Date.now())).toBe(0);
    expect(smtp.connections).toBe(tries);
    // Due: delivered once, and recorded.
    expect(await outbox.runOnce(Number(failed.next_attempt_ms))).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('424242');
    expect(await rowOf('retry.me@example.com')).toMatchObject({ status: 'sent', attempts: 2, error: null });
    // Sent: never tried again.
    expect(await outbox.runOnce(Date.now() + 10 * 3_600_000)).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('backs off longer after each failure and gives up after the last attempt', async () => {
    const send = createOutboxMailer(s.db, s.app.log, smtpDelivery(smtp.url, 'desk@example.com'));
    smtp.refuse = 100;
    await send({ channel: 'email', to: 'never.there@example.com', subject: 'Your code', body: 'code 1' });
    const waits: number[] = [];
    let row = await rowOf('never.there@example.com');
    while (Number(row.attempts) < OUTBOX_MAX_ATTEMPTS) {
      const due = Number(row.next_attempt_ms);
      expect(await s.chores.outbox!.runOnce(due)).toBe(0);
      const next = await rowOf('never.there@example.com');
      expect(Number(next.attempts)).toBe(Number(row.attempts) + 1);
      waits.push(Number(next.next_attempt_ms) - due);
      row = next;
    }
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    const tries = smtp.connections;
    expect(await s.chores.outbox!.runOnce(Date.now() + 100 * 3_600_000)).toBe(0);
    expect(smtp.connections).toBe(tries);
    smtp.refuse = 0;
  });

  it('logs SMS without trying a mail server, and never retries it', async () => {
    const send = createOutboxMailer(s.db, s.app.log, smtpDelivery(smtp.url, 'desk@example.com'));
    const tries = smtp.connections;
    await send({ channel: 'sms', to: '+15550001', subject: 'Your code', body: 'code 2' });
    expect(await rowOf('+15550001')).toMatchObject({ status: 'logged', attempts: 0 });
    expect(await s.chores.outbox!.runOnce(Date.now() + 100 * 3_600_000)).toBe(0);
    expect(smtp.connections).toBe(tries);
  });
});
