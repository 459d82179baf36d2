import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, engineCaughtUp, startPair, until, type Pair } from './cluster-helpers.js';
import { pruneOrderEvents } from '../../server/trading/order-events-repository.js';
import { startSmtpStub, type SmtpStub } from '../server/smtp-stub.js';
import { realUser } from '../support/users.js';
import { deposit } from '../support/balances.js';
import { pairId } from '../support/market.js';
import { createOutboxMailer, smtpDelivery } from '../../server/accounts/outbox-mailer.js';
import { computeLeaderboard } from '../../server/content/leaderboard-service.js';

let smtp: SmtpStub;
let p: Pair;
beforeAll(async () => {
  smtp = await startSmtpStub();
  p = await startPair({ smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await p.stop();
  await smtp.close();
});

describe("the engine role's chores", () => {
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
    for (const n of [1, 2, 3])
      await send({ channel: 'email', to: `later${n}@example.com`, subject: 'Code', body: `code ${n}00${n}` });
    const rows = () =>
      b.db.selectFrom('outbox').select(['status', 'attempts']).where('destination', 'like', 'later%').execute();
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
    await a.db
      .updateTable('outbox')
      .set({ next_attempt_ms: 0 })
      .where('destination', '=', 'overlap@example.com')
      .execute();
    const sent = await Promise.all([a.chores.outbox!.runOnce(), b.chores.outbox!.runOnce()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(smtp.messages.filter((m) => m.includes('777111'))).toHaveLength(1);
  });

  it('serves on B the leaderboard the holder computed and stored', async () => {
    const { a, b } = p;
    const u = await realUser(b, 'winner.cluster@example.com');
    await deposit(b, u.id, 10_000_000_000);
    await drive(a, [a, b], 'ETHUSD', 3_000);
    const placed = await b.get(
      '/v1/api/forex/submit',
      { type: 1, status: 1, multiple: 10, cont: '1', forex_id: pairId(b, 'ETHUSD') },
      u.auth,
    );
    expect(placed.code).toBe(1);
    await drive(a, [a, b], 'ETHUSD', 3_100);
    expect((await b.get('/v1/api/forex/close', { id: placed.data.Id }, u.auth)).code).toBe(1);
    await a.chores.leaderboard!.runOnce();
    const expected = await computeLeaderboard(a.db);
    expect(expected.map((r) => r.user)).toContain('wi***r@***');
    await until(
      async () => JSON.stringify((await b.get('/api/follow/list')).data) === JSON.stringify(expected),
      3000,
      'B to serve the stored board',
    );
    const stored = await a.db.selectFrom('leaderboard_snapshots').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(stored.rows)).toEqual(expected);
  });

  it('prunes order_events the engine has applied once they are older than an hour, on the holder only', async () => {
    const { a, b } = p;
    const HOUR = 3_600_000;
    const now = Date.now();
    const u = await realUser(b, 'events.prune@example.com');
    const add = (ageMs: number) =>
      b.db
        .insertInto('order_events')
        .values({ order_id: null, user_id: u.id, created_ms: now - ageMs })
        .returning('id')
        .executeTakeFirstOrThrow();
    const old1 = await add(2 * HOUR);
    const old2 = await add(HOUR + 60_000);
    const recent = await add(HOUR - 60_000);
    await engineCaughtUp(a);
    expect(a.engine.cursor).toBeGreaterThanOrEqual(recent.id);
    // Not the engine: prunes nothing.
    expect(await b.engine.pruneOrderEvents(now)).toBe(0);
    // Past the cursor, a row is kept however old (the engine has not applied it): checked at a cursor below old2.
    expect(await pruneOrderEvents(a.db, old1.id, now - HOUR)).toBe(1);
    expect(await a.engine.pruneOrderEvents(now)).toBe(1);
    const left = (
      await a.db.selectFrom('order_events').select('id').where('id', 'in', [old1.id, old2.id, recent.id]).execute()
    ).map((r) => r.id);
    expect(left).toEqual([recent.id]);
  });
});
