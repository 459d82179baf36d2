import type { Generated } from 'kysely';

/**
 * The ledger's table (server/ledger/): every movement of a user's money, one row each.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  /** signed micro-USD: the record's change of balance + lock_balance (so their sum equals sum(value)). */
  value: number;
  /** signed micro-USD: the record's change of lock_balance (withdrawal freeze +n, pay or reject -n; else 0). */
  lock_value: Generated<number>;
  /** Ledger types 1..11 of the old API, plus 12 withdrawal paid (docs/api/funds.md). */
  type: number;
  memo: string;
  created_at: string;
}
