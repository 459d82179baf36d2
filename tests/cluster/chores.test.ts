import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, startPair, until, type Pair } from './cluster-helpers.js';
import { startSmtpStub, type SmtpStub } from '../server/smtp-stub.js';
import { deposit, pairId } from '../server/trading-helpers.js';
import { realUser } from '../server/funds-helpers.js';
import { createOutboxMailer, smtpDelivery } from '../../server/accounts/outbox-mailer.js';
import { computeLeaderboard } from '../../server/content/leaderboard-service.js';

let smtp: SmtpStub;
let p: Pair;
beforeAll(async () => {
  smtp = await startSmtpStub();
  p = await startPair({ smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => { await p.stop(); await smtp.close(); });

describe('the engine role\'s chores', () => {
  it('runs the outbox retries and the leaderboard on the engine-role holder only', async () => {
    const { a, b } = p;
    await until(() => a.chores.leaderboard!.active, 5000, 'A to start its chores');
    expect([a.chores.outbox!.active, a.chores.leaderboard!.active]).toEqual([true, true]);
    expect([b.chores.outbox!.active, b.chores.leaderboard!.active]).toEqual([false, false]);
  });

  it('delivers e-mails that failed on B once each, from the holder, after the backoff', async () => {
    const { a, b } = p;
    const send = createOutboxMailer(b.db, b.app.log, smtpDelivery(smtp.url, 'desk@example.com'));
    smtp.refuse = 3;
    for (const n of [1, 2, 3]) await send({ channel: 'email', to: `later${n}@example.com`, subject: 'Code', body: `code ${n}00${n}` });
    const rows = () => b.db.selectFrom('outbox').select(['status', 'attempts']).where('destination', 'like', 'later%').execute();
    expect((await rows()).map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    // Due now (instead of in 30 s): the holder's next pass (every 10 s) or this one sends them.
    await b.db.updateTable('outbox').set({ next_attempt_ms: 0 }).where('destination', 'like', 'later%').execute();
    await a.chores.outbox!.runOnce();
    await until(async () => (await rows()).every((r) => r.status === 'sent'), 15_000, 'the retries');
    for (const n of [1, 2, 3]) expect(smtp.messages.filter((m) => m.includes(`code ${n}00${n}`))).toHaveLength(1);
  });

  it('sends a due e-mail once even when two instances try it at the same moment (a failover overlap)', async () => {
    const { a, b } = p;
    const send = createOutboxMailer(a.db, a.app.log, smtpDelivery(smtp.url, 'desk@example.com'));
    smtp.refuse = 1;
    await send({ channel: 'email', to: 'overlap@example.com', subject: 'Code', body: 'code 777111' });
    await a.db.updateTable('outbox').set({ next_attempt_ms: 0 }).where('destination', '=', 'overlap@example.com').execute();
    const sent = await Promise.all([a.chores.outbox!.runOnce(), b.chores.outbox!.runOnce()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(smtp.messages.filter((m) => m.includes('777111'))).toHaveLength(1);
  });

  it('serves on B the leaderboard the holder computed and stored', async () => {
    const { a, b } = p;
    const u = await realUser(b, 'winner.cluster@example.com');
    await deposit(b, u.id, 10_000_000_000);
    await drive(a, [a, b], 'ETHUSD', 3_000);
    const placed = await b.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '1', forex_id: pairId(b, 'ETHUSD') }, u.auth);
    expect(placed.code).toBe(1);
    await drive(a, [a, b], 'ETHUSD', 3_100);
    expect((await b.get('/v1/api/forex/close', { id: placed.data.Id }, u.auth)).code).toBe(1);
    await a.chores.leaderboard!.runOnce();
    const expected = await computeLeaderboard(a.db);
    expect(expected.map((r) => r.user)).toContain('wi***r@***');
    await until(async () => JSON.stringify((await b.get('/api/follow/list')).data) === JSON.stringify(expected), 3000, 'B to serve the stored board');
    const stored = await a.db.selectFrom('leaderboard_snapshots').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(stored.rows)).toEqual(expected);
  });
});
