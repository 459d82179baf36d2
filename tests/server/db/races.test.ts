import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOADS_PER_DAY } from '../../../server/funds/uploads-service.js';
import { formatUtc } from '../../../core/rules/datetime.js';
import { demo, ids, proof, realUser, startFundsServer, upload } from '../funds/funds-helpers.js';
import { PNG_8x6 } from '../funds/image-fixtures.js';
import type { TestServer } from '../test-server.js';

// Read-then-write rules that SQLite's single writer kept whole and PostgreSQL's READ COMMITTED would let two
// concurrent requests both pass: each must give one answer on both dialects (npm run test:pg).
describe('concurrent requests that race on one rule', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFundsServer();
  });
  afterAll(async () => {
    await s.stop();
  });

  it('sends one code to an address when eight sends arrive at once (the 60 s rule)', async () => {
    const sent = await Promise.all(
      Array.from({ length: 8 }, () => s.post('/api/notify/send_email', { to: 'race-code@example.com', type: 1 })),
    );
    expect(sent.filter((r) => r.code === 1)).toHaveLength(1);
    const rows = await s.db
      .selectFrom('codes')
      .select('id')
      .where('destination', '=', 'race-code@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets one picture back one deposit when two claims with it arrive at once', async () => {
    const u = await realUser(s, 'race-proof@example.com');
    const { btc } = await ids(s);
    const img = await proof(s, u);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        s.post(
          '/api/quickCharge/submit',
          { number: '0.001', proofImg: img, address: btc.address, charge_id: btc.id },
          u.auth,
        ),
      ),
    );
    expect(claims.filter((r) => r.code === 1)).toHaveLength(1);
    expect(claims.filter((r) => r.code !== 1).map((r) => r.msg)).toEqual(
      Array(3).fill('This picture is already attached to another deposit'),
    );
  });

  it('stores no more than the daily upload quota when the last uploads arrive at once', async () => {
    const u = await realUser(s, 'race-upload@example.com');
    const at = formatUtc(Date.now());
    await s.db
      .insertInto('uploads')
      .values(
        Array.from({ length: MAX_UPLOADS_PER_DAY - 2 }, (_, i) => ({
          name: `${String(i).padStart(32, '0')}.png`,
          user_id: u.id,
          mime: 'image/png',
          bytes: 1,
          width: 1,
          height: 1,
          created_at: at,
        })),
      )
      .execute();
    const r = await Promise.all(Array.from({ length: 6 }, () => upload(s, u.auth, PNG_8x6)));
    expect(r.filter((x) => x.code === 1)).toHaveLength(2);
    const n = await s.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(MAX_UPLOADS_PER_DAY);
  });

  it('gives one device one demo account when its first logins arrive at once', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => demo(s, 'race-device')));
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
  });
});
