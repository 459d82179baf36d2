import { sql, type Kysely } from 'kysely';

/**
 * The shipped logos (public/logos) are shown as PNGs: each SVG image is a document of its own for the browser to
 * build, with a font for its text, a main-thread task per logo on a phone's first load; a PNG decodes off the main
 * thread (scripts/make-logos.mjs renders them). Rows that point at a shipped SVG move to its PNG sibling, which
 * every shipped SVG has (tests/server/db/raster-logos.test.ts); an operator's own logo (an upload or a URL) is
 * left as it is.
 */
const TABLES = ['trade_pairs', 'companies', 'news_articles'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await moveLogos(db, table, '.svg', '.png');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await moveLogos(db, table, '.png', '.svg');
}

async function moveLogos(db: Kysely<any>, table: string, from: string, to: string): Promise<void> {
  await db
    .updateTable(table)
    .set({ logo: sql`substr(logo, 1, length(logo) - ${from.length}) || ${to}` })
    .where('logo', 'like', `/logos/%${from}`)
    // Only files directly in /logos (what public/logos ships); a deeper path is not one of ours.
    .where('logo', 'not like', '%/%/%/%')
    .execute();
}
