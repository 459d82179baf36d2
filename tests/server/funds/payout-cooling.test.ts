import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { TestServer } from '../test-server.js';
import { TestClock, utc } from '../test-clock.js';
import {
  bindBank,
  creditByDeposit,
  draw,
  fundsWritten,
  ids,
  opAuth,
  realUser,
  startFundsServer,
  TRON_ADDRESS,
  type Real,
} from './funds-helpers.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { down, up } from '../../../server/db/migrations/019_payout_guard.js';
import { ledgerBreaks } from '../ledger-check.js';

/**
 * A newly bound payout method can't receive a withdrawal for payout_cooling_hours (24 by default),
 * counted by the server's clock from when it was bound. The server runs on a TestClock standing where each test puts
 * it, at whole seconds, so "until the instant" is exact to the millisecond.
 */
const clock = new TestClock(utc('2026-12-09 00:00:00'));
let s: TestServer;
beforeAll(async () => {
  s = await startFundsServer({ clock: clock.now });
  await writeSetting(s.db, 'payout_cooling_hours', '24');
});
afterAll(async () => {
  await s.stop();
});

const written = (u: Real) => fundsWritten(s, u);

describe('a new payout method cools off for payout_cooling_hours', () => {
  let u: Real;
  beforeAll(async () => {
    u = await realUser(s, 'cooler@example.com');
    await creditByDeposit(s, u, '100');
  });

  it('is refused until the very instant it ends, the message naming it; the list says when and whether', async () => {
    const { wUsd } = await ids(s);
    clock.set(utc('2026-12-09 14:05:07'));
    const method = await bindBank(s, u, wUsd.id);
    const usable = { usable_from: '2026-12-10 14:05:07', cooling: 1 };
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, u.auth)).data).toEqual([
      expect.objectContaining({ id: method, ...usable }),
    ]);
    const form = { draw_currency_id: wUsd.id, number: '10', draw_method_id: method };
    for (const at of [utc('2026-12-09 14:05:08'), utc('2026-12-10 14:05:07') - 1]) {
      clock.set(at);
      const before = await written(u);
      expect(await draw(s, u, form)).toMatchObject({
        code: 0,
        msg: 'This payout method can receive withdrawals from 2026-12-10 14:05:07 UTC',
      });
      expect(await written(u)).toEqual({ ...before, mails: before.mails + 1 }); // the code's own mail only
    }
    expect((await s.post('/api/account/draw', { ...form, auth_code: '000000' }, { ...u.auth, lang: 'de' })).msg).toBe(
      'Diese Auszahlungsmethode kann ab 2026-12-10 14:05:07 UTC Auszahlungen empfangen',
    );

    clock.set(utc('2026-12-10 14:05:07'));
    expect((await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, u.auth)).data[0]).toMatchObject({
      ...usable,
      cooling: 0,
    });
    expect(await draw(s, u, form)).toMatchObject({ code: 1 });
    expect(await ledgerBreaks(s.db, u.id)).toEqual([]);
  });

  it('follows the operator: whole hours 0 to 720, sent to the app, and a change applies to methods already bound', async () => {
    const { wUsd } = await ids(s);
    const method = await bindBank(s, u, wUsd.id, '24681357');
    expect((await s.get('/api/basicSet/getBasicInfo')).data.payout_cooling_hours).toBe(24);
    for (const bad of ['721', '1.5', '-1'])
      expect((await s.post('/admin/api/settings', { payout_cooling_hours: bad }, opAuth())).code).toBe(0);
    expect((await s.post('/admin/api/settings', { payout_cooling_hours: '721' }, opAuth())).msg).toBe(
      'payout_cooling_hours must be a whole number from 0 to 720',
    );
    expect((await s.post('/admin/api/settings', { payout_cooling_hours: '0' }, opAuth())).code).toBe(1);
    expect((await s.get('/api/basicSet/getBasicInfo')).data.payout_cooling_hours).toBe(0);
    const listed = (await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, u.auth)).data;
    expect(listed.find((m: { id: number }) => m.id === method)).toMatchObject({ cooling: 0 });
    expect((await draw(s, u, { draw_currency_id: wUsd.id, number: '5', draw_method_id: method })).code).toBe(1);
    expect((await s.post('/admin/api/settings', { payout_cooling_hours: '48' }, opAuth())).code).toBe(1);
    const later = (await s.get('/api/wallet/get_draw_method', { draw_type: 2 }, u.auth)).data;
    expect(later.find((m: { id: number }) => m.id === method)).toMatchObject({ cooling: 1 });
    await writeSetting(s.db, 'payout_cooling_hours', '24');
  });

  it('methods bound before the cooling-off existed are usable at once after migration 019', async () => {
    const old = await realUser(s, 'old-method@example.com');
    await creditByDeposit(s, old, '50');
    const { wTrc20 } = await ids(s);
    await down(s.db);
    // A row as the code before 019 wrote it (no bound_ms), bound a moment ago by the wire time.
    await (s.db as unknown as Kysely<any>)
      .insertInto('payout_methods')
      .values({
        user_id: old.id,
        type: 1,
        draw_id: wTrc20.id,
        dc_address: TRON_ADDRESS,
        bank_name: '',
        bank_address: '',
        bank_swift: '',
        payee_name: '',
        payee_account: '',
        deleted: 0,
        created_at: '2026-12-10 14:00:00',
      })
      .execute();
    await up(s.db);
    const [m] = (await s.get('/api/wallet/get_draw_method', { draw_type: 1 }, old.auth)).data;
    expect(m).toMatchObject({ usable_from: '1970-01-02 00:00:00', cooling: 0 });
    expect((await draw(s, old, { draw_currency_id: wTrc20.id, number: '10', draw_method_id: m.id })).code).toBe(1);
  });
});
