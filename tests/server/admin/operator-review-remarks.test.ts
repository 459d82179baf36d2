import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server.js';
import { opAuth, startFundsServer } from '../../support/operators.js';
import { realUser, type Real } from '../../support/users.js';
import { bindBank, creditByDeposit, draw, ids, proof } from '../../support/funds.js';

let s: TestServer;
let u: Real;
beforeAll(async () => {
  s = await startFundsServer();
  u = await realUser(s, 'remarks@example.com');
});
afterAll(async () => {
  await s.stop();
});

/** The audit log's entries for one record, as the back office lists them. */
const audit = async (type: string, id: number) =>
  (await s.get('/admin/api/audit', { target_type: type, target_id: id }, opAuth())).data.data as {
    action: string;
    after: Record<string, unknown>;
  }[];

describe('back-office reviews keep the optional remark with the review, in the queue and in the audit log', () => {
  it('a deposit approved or rejected with a remark shows it in its queue, to the user, and in the audit record', async () => {
    const { usdBank } = await ids(s);
    const claim = async (usd: string) =>
      (
        await s.post(
          '/api/quickCharge/wire_submit',
          { number: usd, proofImg: await proof(s, u), wire_id: usdBank.account.id },
          u.auth,
        )
      ).data.id as number;
    const a = await claim('120');
    const b = await claim('80');
    expect(
      (await s.post(`/admin/api/deposits/${a}/approve`, { remark: 'matched bank statement 7781' }, opAuth())).code,
    ).toBe(1);
    expect((await s.post(`/admin/api/deposits/${b}/reject`, { remark: 'no such transfer' }, opAuth())).code).toBe(1);

    const finished = (await s.get('/admin/api/deposits', { status: 1 }, opAuth())).data.data;
    expect(finished.find((d: { id: number }) => d.id === a)).toMatchObject({
      remark: 'matched bank statement 7781',
      credit_usd: '120.000000',
    });
    const rejected = (await s.get('/admin/api/deposits', { status: 2 }, opAuth())).data.data;
    expect(rejected.find((d: { id: number }) => d.id === b)).toMatchObject({ remark: 'no such transfer' });
    expect(
      (await s.get('/api/quickCharge/quick_ist', { type: 1 }, u.auth)).data.data.find(
        (d: { id: number }) => d.id === a,
      ),
    ).toMatchObject({ status: 1, remark: 'matched bank statement 7781' });
    expect(await audit('deposit', a)).toMatchObject([
      { action: 'deposit.approve', after: { status: 1, remark: 'matched bank statement 7781' } },
    ]);
    expect(await audit('deposit', b)).toMatchObject([
      { action: 'deposit.reject', after: { status: 2, remark: 'no such transfer' } },
    ]);
  });

  it('a withdrawal paid with a note shows it in the paid queue and the audit record', async () => {
    await creditByDeposit(s, u, '100');
    const { wUsd } = await ids(s);
    const method = await bindBank(s, u, wUsd.id);
    const w = (await draw(s, u, { draw_currency_id: wUsd.id, number: '30', draw_method_id: method })).data.id as number;
    expect((await s.post(`/admin/api/withdrawals/${w}/pay`, { notes: 'wire ref 55-1' }, opAuth())).code).toBe(1);
    const paid = (await s.get('/admin/api/withdrawals', { status: 1 }, opAuth())).data.data;
    expect(paid.find((x: { id: number }) => x.id === w)).toMatchObject({ notes: 'wire ref 55-1' });
    expect(await audit('withdrawal', w)).toMatchObject([{ action: 'withdrawal.pay' }]);
  });

  it('a verification approved with a remark keeps it in the verified queue and the audit record; without one it still approves', async () => {
    const submit = async (who: Real, card: string) =>
      expect(
        (
          await s.post(
            '/api/user_real/real_name',
            {
              name: 'Pat Payee',
              card_id: card,
              front_pic: await proof(s, who),
              reverse_pic: await proof(s, who),
            },
            who.auth,
          )
        ).code,
      ).toBe(1);
    await submit(u, 'AB123456');
    expect(
      (await s.post(`/admin/api/verifications/${u.id}/approve`, { reason: 'passport checked by video call' }, opAuth()))
        .code,
    ).toBe(1);
    const verified = (await s.get('/admin/api/verifications', { status: 2 }, opAuth())).data.data;
    expect(verified.find((v: { user_id: number }) => v.user_id === u.id)).toMatchObject({
      reason: 'passport checked by video call',
    });
    expect(await audit('user', u.id)).toMatchObject([
      { action: 'verification.approve', after: { review_status: 2, reason: 'passport checked by video call' } },
    ]);
    // The user's centre shows them verified, not a "rejected" reason.
    expect((await s.get('/api/user_real/center', {}, u.auth)).data).toMatchObject({ review_status: 2 });

    const other = await realUser(s, 'remarks-2@example.com');
    await submit(other, 'CD654321');
    expect((await s.post(`/admin/api/verifications/${other.id}/approve`, {}, opAuth())).code).toBe(1);
    expect(await audit('user', other.id)).toMatchObject([
      { action: 'verification.approve', after: { review_status: 2, reason: '' } },
    ]);
  });
});
