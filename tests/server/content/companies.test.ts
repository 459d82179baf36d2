import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { COMPANIES } from '../../../server/db/seed/companies.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ ticksPerSecond: 0, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await s.stop();
});

const search = (name?: string) => s.get('/api/company/getCompany', name === undefined ? {} : { name });
const names = (r: { data: { name: string }[] }) => r.data.map((c) => c.name);

describe('company directory (getCompany)', () => {
  it('lists every seeded company alphabetically with every field of a company when the name is empty', async () => {
    const all = await search('');
    expect(all.code).toBe(1);
    expect(names(all)).toEqual(
      COMPANIES.map((c) => c.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(Object.keys(all.data[0]).sort()).toEqual([
      'email',
      'id',
      'location',
      'logo',
      'name',
      'registered_address',
      'subject',
      'url',
    ]);
    expect(names(await search())).toEqual(names(all));
    // Seeded companies are visibly demo data.
    for (const c of all.data) expect(c.subject).toContain('(demo data)');
  });

  it('matches a part of the name, ignoring case and surrounding spaces', async () => {
    expect(names(await search('line'))).toEqual(['Harbour Line Securities', 'Sakura Line Securities K.K.']);
    expect(names(await search('  MARKETS '))).toEqual(['Northgate Markets Ltd', 'Palm Ridge Markets Ltd']);
    expect(names(await search('zzz'))).toEqual([]);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    await s.db
      .insertInto('companies')
      .values({
        name: '100% Trade_Co',
        logo: '',
        url: '',
        subject: '',
        registered_address: '',
        location: '',
        email: '',
      })
      .execute();
    expect(names(await search('%'))).toEqual(['100% Trade_Co']);
    expect(names(await search('_'))).toEqual(['100% Trade_Co']);
    expect(names(await search('0% t'))).toEqual(['100% Trade_Co']);
  });

  it('returns at most 50, in alphabetical order', async () => {
    await s.db
      .insertInto('companies')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: `Zeta Broker ${String(i).padStart(2, '0')}`,
          logo: '',
          url: '',
          subject: '',
          registered_address: '',
          location: '',
          email: '',
        })),
      )
      .execute();
    const r = await search('zeta');
    expect(r.data).toHaveLength(50);
    expect(r.data[0].name).toBe('Zeta Broker 00');
    expect(r.data[49].name).toBe('Zeta Broker 49');
    expect(await search('')).toMatchObject({ data: expect.any(Array) });
    expect((await search('')).data).toHaveLength(50);
  });

  it('refuses an over-long name by field', async () => {
    expect(await search('x'.repeat(101))).toMatchObject({ code: 0, msg: 'Please shorten the name.' });
  });
});
