import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of what `base` selects (`size` rows, pages counted from 1), its columns and order chosen by `rows`,
 * and how many rows `base` has in all; both queries run at once.
 */
export async function pageQuery<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  page: number,
  size: number,
): Promise<{ rows: O[]; total: number }> {
  const [list, count] = await Promise.all([
    rows(base)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    // Kysely cannot name the selected column on a builder of any table: the row is `{ n }` all the same.
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
  ]);
  return { rows: list as O[], total: Number(count.n) };
}
