import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, socketOn, startPair, TEST_REDIS_URL, until, type Pair } from './cluster-helpers.js';
import { runOperatorCommand } from '../../server/admin/operator-cli.js';
import { RedisBus } from '../../server/cluster/redis-bus.js';
import { Channels } from '../../server/cluster/bus.js';
import { OPERATOR, operatorLogin } from '../support/operators.js';
import { demoUser, realUser } from '../support/users.js';
import { pairId } from '../support/market.js';
import { ids, proof } from '../support/funds.js';

let p: Pair;
beforeAll(async () => {
  p = await startPair({ ...OPERATOR, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await p.stop();
});

describe('pushes and edits across instances', () => {
  it("sends an operator's approval on A to the user's socket on B as BALANCE", async () => {
    const { a, b } = p;
    const u = await realUser(a, 'cluster-balance@example.com');
    const onB = await socketOn(b, ['BALANCE'], u.token);
    const { usdBank } = await ids(a);
    const sub = await a.post(
      '/api/quickCharge/wire_submit',
      { number: '250', proofImg: await proof(a, u), wire_id: usdBank.account.id },
      u.auth,
    );
    expect(sub.code).toBe(1);
    const op = await operatorLogin(a);
    expect((await a.post(`/admin/api/deposits/${sub.data.id}/approve`, {}, op)).code).toBe(1);
    expect(await onB.waitFor('BALANCE')).toEqual({ balance: '250.000000', lock_balance: '0.000000' });
    onB.close();
  });

  it("sends an approval made with the operator CLI to the user's socket on B as BALANCE", async () => {
    const { a, b } = p;
    const u = await realUser(a, 'cluster-cli@example.com');
    const onB = await socketOn(b, ['BALANCE'], u.token);
    const { usdBank } = await ids(a);
    const sub = await a.post(
      '/api/quickCharge/wire_submit',
      { number: '75', proofImg: await proof(a, u), wire_id: usdBank.account.id },
      u.auth,
    );
    const env = { DATABASE_URL: a.databaseUrl, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: p.prefix, DATA_DIR: a.dataDir };
    expect(await runOperatorCommand(['approve-deposit', String(sub.data.id)], env)).toBe(0);
    expect(await onB.waitFor('BALANCE')).toEqual({ balance: '75.000000', lock_balance: '0.000000' });
    onB.close();
  });

  it('refuses orders on B for a pair an operator closed on A, and takes them again once reopened', async () => {
    const { a, b } = p;
    await drive(a, [a, b], 'ETHUSD', 3400);
    const u = await demoUser(b, 'cl-closed');
    const eth = pairId(a, 'ETHUSD');
    const buy = () =>
      b.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: eth }, u.auth);
    const op = await operatorLogin(a);
    expect((await a.post(`/admin/api/pairs/${eth}`, { tradable: 0 }, op)).code).toBe(1);
    await until(() => b.market.pair(eth)?.tradable === 0, 5000, 'B to reload the catalogue');
    expect(await buy()).toMatchObject({ code: 0, msg: 'The market is closed' });
    expect((await a.post(`/admin/api/pairs/${eth}`, { tradable: 1 }, op)).code).toBe(1);
    await until(() => b.market.pair(eth)?.tradable === 1, 5000, 'B to reload the catalogue');
    expect((await buy()).code).toBe(1);
  });

  // B reuses a settings read for a second (content/settings-repository.ts): seeing the edit sooner than a second
  // after B's last read is only possible because A's announcement made B forget it.
  it("shows a settings edit made on A on B before B's copy of the settings would expire", async () => {
    const { a, b } = p;
    const email = async () => (await b.get('/api/basicSet/complaint_email')).data.email;
    const op = await operatorLogin(a);
    const before = await email();
    const warmAt = Date.now();
    expect((await a.post('/admin/api/settings', { support_email: 'desk@example.com' }, op)).code).toBe(1);
    await until(async () => (await email()) === 'desk@example.com', 5000, 'B to see the new support e-mail');
    expect(Date.now() - warmAt).toBeLessThan(1000);
    expect(before).not.toBe('desk@example.com');
  });

  it('announces a settings edit made with the operator CLI to the running instances', async () => {
    const { a, b } = p;
    // The CLI takes longer than B's second of reuse to start, so timing can't show B was told: listen to the bus.
    const listener = new RedisBus(TEST_REDIS_URL, p.prefix, console);
    await listener.ready();
    const heard: unknown[] = [];
    listener.subscribe(Channels.changes, (m) => heard.push(m));
    await listener.flush();
    const env = { DATABASE_URL: a.databaseUrl, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: p.prefix, DATA_DIR: a.dataDir };
    try {
      expect(await runOperatorCommand(['set-setting', 'support_email', 'cli@example.com'], env)).toBe(0);
      await until(() => heard.length > 0, 5000, "the CLI's announcement");
      expect(heard).toEqual([expect.objectContaining({ kind: 'settings' })]);
      expect((await b.get('/api/basicSet/complaint_email')).data.email).toBe('cli@example.com');
      // An unknown key: a clear error, nothing written, nothing announced.
      expect(await runOperatorCommand(['set-setting', 'no_such_key', '1'], env)).toBe(1);
      // Anything the CLI announced was sent before it exited, so Redis hands it on before a mark sent now (a kind
      // no instance reloads for).
      listener.publish(Channels.changes, { kind: 'test-mark' });
      await until(() => heard.length > 1, 5000, 'the mark');
      expect(heard).toEqual([expect.objectContaining({ kind: 'settings' }), { kind: 'test-mark' }]);
    } finally {
      await listener.close();
    }
  });
});
