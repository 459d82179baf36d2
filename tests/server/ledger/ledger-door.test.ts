import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * balance + lock_balance == sum(ledger) holds because server/ledger/ is the only code that moves money:
 * every write of users.balance, users.lock_balance or the ledger table elsewhere in server/ is refused.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const DOOR = 'server/ledger/';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The text of each Kysely call chain that starts at `start`, up to its execute call. */
function chains(text: string, start: RegExp): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(start, 'g'))) {
    const from = m.index ?? 0;
    const end = text.slice(from).search(/\.execute(TakeFirst(OrThrow)?)?\(/);
    out.push(text.slice(from, end < 0 ? undefined : from + end));
  }
  return out;
}

/** What in `text` writes money outside the door: one line of description per write found. */
function moneyWrites(text: string): string[] {
  const found: string[] = [];
  // Raw SQL (hot paths, sql`` templates): an update of users that sets either column, or any ledger write.
  if (/update\s+users\s+set[^;`'"]*\b(lock_)?balance\b/i.test(text))
    found.push('raw SQL update of users.balance / lock_balance');
  if (/\b(insert\s+into|update|delete\s+from)\s+ledger\b/i.test(text)) found.push('raw SQL write of the ledger');
  for (const c of chains(text, /updateTable\(\s*'users'\s*\)/)) {
    if (/\b(lock_)?balance\b\s*:/.test(c)) found.push('updateTable(users) setting balance / lock_balance');
  }
  for (const c of chains(text, /(insertInto|updateTable|deleteFrom)\(\s*'ledger'\s*\)/))
    found.push(`ledger write: ${c.slice(0, 30)}`);
  // A new account starts at 0 and is funded through the ledger (credit), never by its insert.
  for (const c of chains(text, /insertInto\(\s*'users'\s*\)/)) {
    for (const m of c.matchAll(/\b(lock_)?balance\s*:\s*([^,}\s]+)/g))
      if (m[2] !== '0') found.push(`users inserted with ${m[0]}`);
  }
  return found;
}

describe('the ledger door', () => {
  it('finds each kind of money write it is meant to refuse', () => {
    expect(moneyWrites("await hot(trx, 'update users set balance = balance - ? where id = ?', [n, id]);")).toHaveLength(
      1,
    );
    expect(
      moneyWrites(
        "trx.updateTable('users').set((eb) => ({ lock_balance: eb('lock_balance', '-', n) })).where('id', '=', id).execute();",
      ),
    ).toHaveLength(1);
    expect(moneyWrites("trx.insertInto('ledger').values({ user_id: 1, value: 5 }).execute();")).toHaveLength(1);
    expect(
      moneyWrites("trx.insertInto('users').values({ uid, balance: start, lock_balance: 0 }).execute();"),
    ).toHaveLength(1);
    expect(moneyWrites("trx.updateTable('users').set({ status: 0 }).where('id', '=', id).execute();")).toEqual([]);
    expect(moneyWrites("trx.insertInto('users').values({ uid, balance: 0, lock_balance: 0 }).execute();")).toEqual([]);
  });

  it('finds no write of balance, lock_balance or the ledger in server/ outside server/ledger/', () => {
    const paths = sources(join(ROOT, 'server')).map((path) => relative(ROOT, path).replaceAll('\\', '/'));
    // Guards the root: from the wrong folder this would scan tests/server (or nothing) and pass for nothing.
    expect(paths).toContain('server/main.ts');
    const offenders = paths
      .filter((path) => !path.startsWith(DOOR))
      .flatMap((path) => moneyWrites(readFileSync(join(ROOT, path), 'utf8')).map((w) => `${path}: ${w}`));
    expect(offenders).toEqual([]);
  });
});
