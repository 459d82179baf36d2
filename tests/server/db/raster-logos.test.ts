import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../server/db/migrations/013_raster_logos.js';
import { startTestServer, type TestServer } from '../test-server.js';

const logos = new URL('../../../public/logos/', import.meta.url).pathname;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// The app shows the shipped logos as PNGs (a SVG image is a document of its own on the main thread): every row the
// first start seeds points at a PNG that exists, and a database seeded with the SVGs moves to them.
describe('shipped logos', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.stop();
  });

  it('have a rendered PNG beside every SVG', () => {
    const svgs = readdirSync(logos).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(30);
    for (const svg of svgs) {
      const png = logos + svg.replace(/\.svg$/, '.png');
      expect(existsSync(png), png).toBe(true);
      expect(readFileSync(png).subarray(0, 8).equals(PNG_SIGNATURE), png).toBe(true);
    }
  });

  it('are what the pairs, companies and news of a first start point at', async () => {
    const rows = [
      ...(await s.db.selectFrom('trade_pairs').select('logo').execute()),
      ...(await s.db.selectFrom('companies').select('logo').execute()),
      ...(await s.db.selectFrom('news_articles').select('logo').where('logo', '!=', '').execute()),
    ];
    expect(rows.length).toBeGreaterThan(40);
    for (const { logo } of rows) {
      expect(logo).toMatch(/^\/logos\/[\w-]+\.png$/);
      expect(existsSync(logos + logo.slice('/logos/'.length)), logo).toBe(true);
    }
  });

  it('replace the SVGs of a database seeded before them, and leave an operator’s own logo alone', async () => {
    const [a, b] = await s.db.selectFrom('trade_pairs').select('id').orderBy('id').limit(2).execute();
    await s.db.updateTable('trade_pairs').set({ logo: '/logos/EURUSD.svg' }).where('id', '=', a!.id).execute();
    await s.db.updateTable('trade_pairs').set({ logo: 'https://cdn.example/x.svg' }).where('id', '=', b!.id).execute();
    const news = await s.db.selectFrom('news_articles').select('id').where('logo', '!=', '').executeTakeFirstOrThrow();
    await s.db.updateTable('news_articles').set({ logo: '/logos/XAUUSD.svg' }).where('id', '=', news.id).execute();
    await up(s.db);
    const logoOf = async (id: number) =>
      (await s.db.selectFrom('trade_pairs').select('logo').where('id', '=', id).executeTakeFirstOrThrow()).logo;
    expect(await logoOf(a!.id)).toBe('/logos/EURUSD.png');
    expect(await logoOf(b!.id)).toBe('https://cdn.example/x.svg');
    const n = await s.db.selectFrom('news_articles').select('logo').where('id', '=', news.id).executeTakeFirstOrThrow();
    expect(n.logo).toBe('/logos/XAUUSD.png');
  });
});
