import type { Kysely } from 'kysely';
import { DEFAULT_SESSIONS } from '../../../core/rules/market-sessions.js';

/**
 * Market hours become a weekly session table per pair plus holiday closures (core/rules/market-sessions.ts), set in
 * the back office. A pair on the old 'weekdays' calendar (closed all of Saturday and Sunday UTC) takes its category's
 * default table (forex and metals Sunday 22:00 to Friday 22:00, indices and energy with their daily breaks); one in
 * an operator's own category keeps 'weekdays', which the new reader still understands. 'always' stays.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trade_pairs')
    .addColumn('holidays', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const cats = await db.selectFrom('categories').select(['id', 'key']).execute();
  for (const c of cats) {
    const table = DEFAULT_SESSIONS[c.key as string];
    if (!table || table === 'always') continue;
    await db
      .updateTable('trade_pairs')
      .set({ hours: table })
      .where('category_id', '=', c.id)
      .where('hours', '=', 'weekdays')
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('trade_pairs').set({ hours: 'weekdays' }).where('hours', 'not in', ['always']).execute();
  await db.schema.alterTable('trade_pairs').dropColumn('holidays').execute();
}
