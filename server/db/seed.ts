import type { Db } from './database.js';
import { AREAS } from './seed/areas.js';
import { COMPANIES } from './seed/companies.js';
import { seedSettings } from '../content/settings-repository.js';

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
  });
}
