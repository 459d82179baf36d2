import type { Db } from './database.js';
import { AREAS } from './seed/areas.js';
import { COMPANIES } from './seed/companies.js';
import { seedSettings } from '../content/settings-repository.js';
import { CATEGORIES, INSTRUMENTS } from './seed/instruments.js';
import { DEPOSIT_BANKS, DEPOSIT_NETWORKS, WITHDRAW_SYMBOLS } from './seed/funds.js';
import type { Executor } from './database.js';
import { seedArticles } from './seed/news.js';
import { countArticles } from '../content/news-repository.js';
import { saveArticle } from '../content/news-service.js';

/** Fills reference data on first start; idempotent, so every start may call it. */
export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedSettings(trx);
    const areaCount = await trx
      .selectFrom('areas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(areaCount.n) === 0) {
      await trx
        .insertInto('areas')
        .values(AREAS.map((a, i) => ({ ...a, sort: i + 1 })))
        .execute();
    }
    const companyCount = await trx
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(companyCount.n) === 0)
      await trx
        .insertInto('companies')
        .values([...COMPANIES])
        .execute();
    const pairCount = await trx
      .selectFrom('trade_pairs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(pairCount.n) === 0) {
      await trx
        .insertInto('categories')
        .values(CATEGORIES.map((key, i) => ({ key, sort: i + 1 })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const cats = new Map(
        (await trx.selectFrom('categories').select(['id', 'key']).execute()).map((c) => [c.key, c.id]),
      );
      await trx
        .insertInto('trade_pairs')
        .values(
          INSTRUMENTS.map((p, i) => ({
            code: p.code,
            show_code: p.show,
            logo: `/logos/${p.code}.png`,
            category_id: cats.get(p.category)!,
            price_precision: p.precision,
            pip: p.pip,
            min_cont: p.min,
            cont_num: p.units,
            margin_mode: p.marginMode,
            fee_rate: p.feeRate,
            multiples: JSON.stringify(p.multiples),
            quote_currency: p.quote,
            volatility: p.vol,
            start_price: p.price,
            hours: p.hours,
            holidays: '',
            tradable: 1,
            sort: i + 1,
          })),
        )
        .execute();
    }
    await seedFunds(trx);
    // Through saveArticle, the operator's path, so the seeded bodies are sanitised like any other.
    if ((await countArticles(trx)) === 0) for (const a of seedArticles(Date.now())) await saveArticle(trx, a);
  });
}

const isEmpty = async (db: Executor, table: 'deposit_networks' | 'deposit_bank_currencies' | 'withdraw_symbols') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ) === 0;

/** Deposit channels and withdraw currencies, each table only while it is empty (an operator's edits stay). */
async function seedFunds(trx: Executor): Promise<void> {
  if (await isEmpty(trx, 'deposit_networks')) {
    await trx
      .insertInto('deposit_networks')
      .values(DEPOSIT_NETWORKS.map((n, i) => ({ ...n, enabled: 1, sort: i + 1 })))
      .execute();
  }
  if (await isEmpty(trx, 'deposit_bank_currencies')) {
    for (const [i, { accounts, ...currency }] of DEPOSIT_BANKS.entries()) {
      const { id } = await trx
        .insertInto('deposit_bank_currencies')
        .values({ ...currency, enabled: 1, sort: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('deposit_bank_accounts')
        .values(accounts.map((a) => ({ ...a, currency_id: id, enabled: 1 })))
        .execute();
    }
  }
  if (await isEmpty(trx, 'withdraw_symbols')) {
    await trx
      .insertInto('withdraw_symbols')
      .values(WITHDRAW_SYMBOLS.map((w, i) => ({ ...w, enabled: 1, sort: i + 1 })))
      .execute();
  }
}
