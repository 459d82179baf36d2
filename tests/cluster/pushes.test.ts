import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, socketOn, startPair, TEST_REDIS_URL, until, type Pair } from './cluster-helpers.js';
import { runOperatorCommand } from '../../server/admin/operator-cli.js';
import { demoUser, pairId } from '../server/trading/trading-helpers.js';
import { ids, OPERATOR, operatorLogin, proof, realUser } from '../server/funds/funds-helpers.js';

let p: Pair;
beforeAll(async () => { p = await startPair({ ...OPERATOR, rateLimitPerMinute: 1_000_000 }); });
afterAll(async () => { await p.stop(); });

describe('pushes and edits across instances', () => {
  it('sends an operator\'s approval on A to the user\'s socket on B as BALANCE', async () => {
    const { a, b } = p;
    const u = await realUser(a, 'cluster-balance@example.com');
    const onB = await socketOn(b, ['BALANCE'], u.token);
    const { usdBank } = await ids(a);
    const sub = await a.post('/api/quickCharge/wire_submit', { number: '250', proofImg: await proof(a, u), wire_id: usdBank.account.id }, u.auth);
    expect(sub.code).toBe(1);
    const op = await operatorLogin(a);
    expect((await a.post(`/admin/api/deposits/${sub.data.id}/approve`, {}, op)).code).toBe(1);
    expect(await onB.waitFor('BALANCE')).toEqual({ balance: '250.000000', lock_balance: '0.000000' });
    onB.close();
  });

  it('sends an approval made with the operator CLI to the user\'s socket on B as BALANCE', async () => {
    const { a, b } = p;
    const u = await realUser(a, 'cluster-cli@example.com');
    const onB = await socketOn(b, ['BALANCE'], u.token);
    const { usdBank } = await ids(a);
    const sub = await a.post('/api/quickCharge/wire_submit', { number: '75', proofImg: await proof(a, u), wire_id: usdBank.account.id }, u.auth);
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
    const buy = () => b.get('/v1/api/forex/submit', { type: 1, status: 1, multiple: 10, cont: '0.01', forex_id: eth }, u.auth);
    const op = await operatorLogin(a);
    expect((await a.post(`/admin/api/pairs/${eth}`, { tradable: 0 }, op)).code).toBe(1);
    await until(() => b.market.pair(eth)?.tradable === 0, 5000, 'B to reload the catalogue');
    expect(await buy()).toMatchObject({ code: 0, msg: 'The market is closed' });
    expect((await a.post(`/admin/api/pairs/${eth}`, { tradable: 1 }, op)).code).toBe(1);
    await until(() => b.market.pair(eth)?.tradable === 1, 5000, 'B to reload the catalogue');
    expect((await buy()).code).toBe(1);
  });
});
