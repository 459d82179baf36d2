import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every change of an account reaches all of the user's sessions (ACCOUNT) because each is written in one place that
 * notes it (server/accounts/account-changes.ts): orders in trading/orders-repository.ts, price alerts in
 * alerts/alerts-repository.ts, balances in ledger/ (tests/server/ledger/ledger-door.test.ts keeps those there). A
 * write of either table anywhere else, or a write function there that does not note its change, is refused here.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const DOORS: Record<string, string> = {
  orders: 'server/trading/orders-repository.ts',
  price_alerts: 'server/alerts/alerts-repository.ts',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The tables `text` writes (Kysely builders or raw SQL). Migrations and the seed shape tables, they hold no account. */
function writtenTables(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:insertInto|updateTable|deleteFrom)\(\s*'(\w+)'\s*\)/g)) found.add(m[1]!);
  for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(\w+)\b/gi)) found.add(m[1]!.toLowerCase());
  return [...found].filter((t) => t in DOORS);
}

/** Each exported function of a module (its name and text up to the next top-level declaration). */
function exportedFunctions(text: string): { name: string; body: string }[] {
  const starts = [...text.matchAll(/^export (?:async function|function|const) (\w+)/gm)];
  return starts.map((m, i) => ({ name: m[1]!, body: text.slice(m.index, starts[i + 1]?.index ?? text.length) }));
}

describe('the account doors', () => {
  it('finds a write of orders or price_alerts, by builder or by SQL, and nothing in a read', () => {
    expect(writtenTables("trx.updateTable('orders').set({ status: 3 }).execute()")).toEqual(['orders']);
    expect(writtenTables("db.deleteFrom('price_alerts').where('id', '=', id)")).toEqual(['price_alerts']);
    expect(writtenTables("hot(trx, 'insert into orders (a) values (?)', [1])")).toEqual(['orders']);
    expect(writtenTables("db.selectFrom('orders').selectAll().where('status', '=', 1)")).toEqual([]);
    expect(writtenTables("trx.updateTable('users').set({ status: 0 })")).toEqual([]);
  });

  it('finds no write of orders or price_alerts in server/ outside their repository', () => {
    const paths = sources(join(ROOT, 'server')).map((path) => relative(ROOT, path).replaceAll('\\', '/'));
    // Guards the root: from the wrong folder this would scan nothing and pass for nothing.
    expect(paths).toContain(DOORS.orders);
    const offenders = paths
      .filter((path) => !path.startsWith('server/db/migrations/') && !path.startsWith('server/db/seed'))
      .flatMap((path) =>
        writtenTables(readFileSync(join(ROOT, path), 'utf8'))
          .filter((table) => DOORS[table] !== path)
          .map((table) => `${path} writes ${table}`),
      );
    expect(offenders).toEqual([]);
  });

  it('notes the change in every function of those repositories that writes', () => {
    const silent: string[] = [];
    let writers = 0;
    for (const path of Object.values(DOORS)) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      // SQL kept in a module constant (insertOrder's hand-written insert) writes wherever the constant is used.
      const sqlConstants = [...text.matchAll(/^const (\w+) = (.*)$/gm)]
        .filter((m) => writtenTables(m[2]!).length)
        .map((m) => m[1]!);
      for (const f of exportedFunctions(text)) {
        const writes = writtenTables(f.body).length || sqlConstants.some((c) => new RegExp(`\\b${c}\\b`).test(f.body));
        if (!writes) continue;
        writers++;
        // noteAccount itself, or the module's `changed` helper that calls it with the user the update returned.
        if (!/\bnoteAccount\(|\bchanged\(/.test(f.body)) silent.push(`${path}: ${f.name}`);
      }
    }
    // orders: insert, close, partial close, moved stops, cancel, fill, stop edit, demo reset; alerts: add, delete,
    // fire, quiet (a crossing in the cool-down), re-arm. A new writer counts here too, and must note its change.
    expect(writers).toBe(13);
    expect(silent).toEqual([]);
  });
});
