import { sql } from 'kysely';
import { dialectOf, type Executor } from '../db/database.js';

/** Companies getCompany returns at most. */
export const COMPANY_SEARCH_LIMIT = 50;

/** LIKE's wildcards and its escape character, so a typed '%' or '_' matches itself. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Companies whose name contains `name`, alphabetical (ignoring case), at most 50; an empty name lists
 * the first 50. Case-insensitive for ASCII letters (CJK names have no case), as SQLite's LIKE and NOCASE are:
 * lower() on both sides says the same on PostgreSQL, whose LIKE is case-sensitive, and the order compares
 * bytes (collate "C"), as SQLite does, rather than the database's locale.
 */
export async function searchCompanies(db: Executor, name: string) {
  const term = name.trim();
  // No name holds a NUL; PostgreSQL refuses one in text outright (an error, not "no match"), so answer for it.
  if (term.includes('\0')) return [];
  let q = db
    .selectFrom('companies')
    .select(['id', 'name', 'logo', 'url', 'subject', 'registered_address', 'location', 'email']);
  const pg = dialectOf(db) === 'postgres';
  if (term) {
    q = pg
      ? q.where(sql<boolean>`lower(name) like lower(${`%${escapeLike(term)}%`}) escape '\\'`)
      : q.where(sql<boolean>`name like ${`%${escapeLike(term)}%`} escape '\\'`);
  }
  return q
    .orderBy(pg ? sql`lower(name) collate "C"` : sql`name collate nocase`)
    .orderBy('id')
    .limit(COMPANY_SEARCH_LIMIT)
    .execute();
}
