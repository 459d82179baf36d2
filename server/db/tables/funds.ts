import type { Generated } from 'kysely';
import type { CodeOf, WithdrawFeeType } from '../../../core/codes.js';

/**
 * The funds' tables (server/funds/): deposit channels, uploads, deposits, withdrawals, payout methods and
 * verifications.
 * Money is integer micro-USD, *_ms Unix milliseconds, *_at 'YYYY-MM-DD HH:mm:ss' UTC (../schema.ts).
 */

/**
 * A coin network a user deposits to (the `symbols` call). Credit in USD = number x usd_value_per_unit
 * (USD per one coin: USDT 1, BTC about 95000), rounded half up to micro-USD.
 */
export interface DepositNetworksTable {
  id: Generated<number>;
  currency_code: string;
  /** '' when the coin has no token protocol (BTC). */
  protocol_code: string;
  address: string;
  /** Decimal string: USD per 1 unit of the coin. */
  usd_value_per_unit: string;
  enabled: number;
  sort: number;
}

/** A currency a user can wire in (`wire_info`). Credit in USD = number x usd_value_per_unit. */
export interface DepositBankCurrenciesTable {
  id: Generated<number>;
  /** Currency code shown to the user: USD, EUR, HKD. */
  name: string;
  /** Decimal string: USD per 1 unit of the currency (EUR about 1.08). */
  usd_value_per_unit: string;
  enabled: number;
  sort: number;
}

/** The operator's collecting bank account for one bank currency (`bank_coin`). */
export interface DepositBankAccountsTable {
  id: Generated<number>;
  currency_id: number;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
  enabled: number;
}

/** An image a user uploaded; served at /uploads/<name>. A proof or ID photo must be the same user's upload. */
export interface UploadsTable {
  /** 32 random hex characters plus the extension of the sniffed type: 'ab12….png'. */
  name: string;
  user_id: number;
  /** image/jpeg, image/png or image/webp, from the content, never from the client. */
  mime: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

/** Upload bytes when BLOB_STORE=postgres (funds/blob-store.ts). */
export interface UploadBlobsTable {
  name: string;
  bytes: Buffer;
}

/** A deposit claim; the balance is credited only when an operator approves it. */
export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 coin, 1 bank. */
  type: number;
  network_id: number | null;
  bank_account_id: number | null;
  /** Coin code (USDT) or bank currency name (EUR). */
  currency_code: string;
  protocol_code: string;
  /** Decimal string in the deposit's currency, as the user typed it. */
  number: string;
  /** Decimal string snapshot of usd_value_per_unit at submit: approval credits number x this. */
  usd_price: string;
  /** '/uploads/<name>' of the user's own upload. */
  proof_img: string;
  /** Coin: the network address the user paid to. */
  address: string;
  /** 0 unchecked, 1 finished (credited), 2 rejected, 3 invalid. */
  status: number;
  /** micro-USD credited at approval; 0 otherwise. */
  credited: number;
  /** Operator's note to the user. */
  remark: string;
  created_at: string;
  reviewed_at: string | null;
}

/**
 * A currency a user can withdraw in (`draw_symbol_list`). Here usd_price means the opposite of the deposit
 * side: units of the payout currency received per 1 USD (docs/product.md: received = (amount - fee) x usd_price),
 * so USDT 1, EUR about 0.92, BTC about 0.0000105.
 */
export interface WithdrawSymbolsTable {
  id: Generated<number>;
  /** 1 coin, 2 bank. */
  type: number;
  code: string;
  protocol: string;
  /** Decimal string: the fixed fee in USD when fee_type is 1, otherwise a rate on the amount (0.01 = 1 %). */
  draw_rate: string;
  fee_type: CodeOf<typeof WithdrawFeeType>;
  /** Decimal string: payout-currency units per 1 USD. */
  usd_price: string;
  enabled: number;
  sort: number;
}

/** A saved payout destination; soft-deleted so withdrawals keep pointing at it (they also snapshot it). */
export interface PayoutMethodsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 coin address, 2 bank account; equals the type of its withdraw symbol. */
  type: number;
  /** withdraw_symbols.id the destination is for. */
  draw_id: number;
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  deleted: number;
  created_at: string;
  /**
   * Unix ms (the server's clock) it was bound: it can receive a withdrawal from bound_ms + payout_cooling_hours.
   * 0 for methods bound before the cooling-off existed (migration 019).
   */
  bound_ms: number;
}

/** A withdrawal request: `number` moved from balance to lock_balance when it was made. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 coin, 2 bank. */
  type: number;
  symbol_id: number;
  method_id: number;
  /** micro-USD frozen. */
  number: number;
  /** micro-USD fee (part of number). */
  fee: number;
  /** Decimal string, 2 places, in the payout currency: (number - fee) x usd_price. */
  real_number: string;
  currency_code: string;
  protocol: string;
  /** Snapshot of the symbol's usd_price. */
  usd_price: string;
  /** The user's remark. */
  memo: string;
  /** 0 pending review, 1 paid, 2 rejected (money back). */
  status: number;
  /** The operator's note. */
  notes: string;
  /** Destination snapshot. */
  address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  created_at: string;
  reviewed_at: string | null;
}

/** One identity verification per user. */
export interface VerificationsTable {
  user_id: number;
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  /** 0 none or rejected (reason says why), 1 under review, 2 verified. */
  review_status: number;
  reason: string;
  updated_at: string;
}
