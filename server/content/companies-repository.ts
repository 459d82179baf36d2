import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/** Companies getCompany returns at most. */
export const COMPANY_SEARCH_LIMIT = 50;

/** LIKE's wildcards and its escape character, so a typed '%' or '_' matches itself. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Companies whose name contains `name`, alphabetical (ignoring case), at most 50; an empty name lists
 * the first 50. Case-insensitive as SQLite's LIKE is: for ASCII letters (CJK names have no case).
 */
export function searchCompanies(db: Executor, name: string) {
  const term = name.trim();
  let q = db.selectFrom('companies')
    .select(['id', 'name', 'logo', 'url', 'subject', 'registered_address', 'location', 'email']);
  if (term) q = q.where(sql<boolean>`name like ${`%${escapeLike(term)}%`} escape '\\'`);
  return q.orderBy(sql`name collate nocase`).orderBy('id').limit(COMPANY_SEARCH_LIMIT).execute();
}
