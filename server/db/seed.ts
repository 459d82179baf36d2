import type { Db } from './database.js';
import { AREAS } from './seed/areas.js';
import { COMPANIES } from './seed/companies.js';
import { seedSettings } from '../content/settings-repository.js';
import { CATEGORIES, INSTRUMENTS } from './seed/instruments.js';

/** Fills reference data on first start; idempotent, so every start may call it. */
export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedSettings(trx);
    const areaCount = await trx.selectFrom('areas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(areaCount.n) === 0) {
      await trx.insertInto('areas').values(AREAS.map((a, i) => ({ ...a, sort: i + 1 }))).execute();
    }
    const companyCount = await trx.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(companyCount.n) === 0) await trx.insertInto('companies').values([...COMPANIES]).execute();
    const pairCount = await trx.selectFrom('trade_pairs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(pairCount.n) === 0) {
      await trx.insertInto('categories').values(CATEGORIES.map((key, i) => ({ key, sort: i + 1 })))
        .onConflict((oc) => oc.column('key').doNothing()).execute();
      const cats = new Map((await trx.selectFrom('categories').select(['id', 'key']).execute()).map((c) => [c.key, c.id]));
      await trx.insertInto('trade_pairs').values(INSTRUMENTS.map((p, i) => ({
        code: p.code, show_code: p.show, logo: `/logos/${p.code}.svg`, category_id: cats.get(p.category)!,
        price_precision: p.precision, pip: p.pip, min_cont: p.min, cont_num: p.units, margin_mode: p.marginMode,
        fee_rate: p.feeRate, multiples: JSON.stringify(p.multiples), quote_currency: p.quote, volatility: p.vol,
        start_price: p.price, hours: p.hours, tradable: 1, sort: i + 1,
      }))).execute();
    }
  });
}
