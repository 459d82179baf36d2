/**
 * True when `err` is a unique-constraint violation, told by the drivers' codes (not by message text, which
 * differs: SQLite says "UNIQUE constraint failed", PostgreSQL "duplicate key value"). better-sqlite3 sets
 * `code` to SQLITE_CONSTRAINT_UNIQUE (SQLITE_CONSTRAINT_PRIMARYKEY for a primary key); pg sets SQLSTATE 23505.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
