import { Type, type Static } from 'typebox';
import { CacheBuster, Id, IntOf, OptText, Page, Text } from './fields';
import { DepositType, PayoutType, type CodeOf, type WithdrawFeeType } from '../codes';

/** Deposits, balance and ledger, withdrawals and payout methods (docs/product.md). */

/** Amounts are text so they are checked digit by digit (server/funds/amount-input.ts), never through a float. */
const Amount = Type.String({ minLength: 1, maxLength: 32 });
const DrawType = IntOf(PayoutType.Coin, PayoutType.Bank);
/**
 * The code that confirms a withdrawal or a new payout method: the e-mail code sent for that purpose (CodeType), or,
 * while two-factor sign-in is on, the authenticator app's code (or a recovery code): /api/user/info's payout_guard.
 */
const AuthCode = Text(16);

// ---- requests ----
export const IdQuery = Type.Object({ id: Id, ...CacheBuster });
export type IdQuery = Static<typeof IdQuery>;
export const CoinSubmit = Type.Object({
  number: Amount,
  proofImg: OptText(300),
  address: Text(128),
  charge_id: Id,
  ...CacheBuster,
});
export type CoinSubmit = Static<typeof CoinSubmit>;
export const WireSubmit = Type.Object({ number: Amount, proofImg: OptText(300), wire_id: Id, ...CacheBuster });
export type WireSubmit = Static<typeof WireSubmit>;
export const DepositList = Type.Object({ type: IntOf(DepositType.Coin, DepositType.Bank), page: Page, ...CacheBuster });
export type DepositList = Static<typeof DepositList>;
export const PageQuery = Type.Object({ page: Page, ...CacheBuster });
export type PageQuery = Static<typeof PageQuery>;
export const SymbolQuery = Type.Object({ type: DrawType, ...CacheBuster });
export type SymbolQuery = Static<typeof SymbolQuery>;
export const MethodQuery = Type.Object({ draw_type: DrawType, draw_id: Type.Optional(Id), ...CacheBuster });
export type MethodQuery = Static<typeof MethodQuery>;
export const BindBody = Type.Object({
  type: DrawType,
  draw_id: Id,
  dc_address: OptText(128),
  bank_name: OptText(128),
  bank_address: OptText(),
  bank_swift: OptText(11),
  payee_name: OptText(128),
  payee_account: OptText(64),
  auth_code: AuthCode,
});
export type BindBody = Static<typeof BindBody>;
/** What the app sends to bind a method: the fields of its type only (BindBody accepts it). */
export type BindForm =
  | { type: typeof PayoutType.Coin; draw_id: number; dc_address: string; auth_code: string }
  | {
      type: typeof PayoutType.Bank;
      draw_id: number;
      bank_name: string;
      bank_address: string;
      bank_swift: string;
      payee_name: string;
      payee_account: string;
      auth_code: string;
    };
export const DrawBody = Type.Object({
  draw_currency_id: Id,
  number: Amount,
  memo: OptText(),
  draw_method_id: Id,
  auth_code: AuthCode,
});
export type DrawBody = Static<typeof DrawBody>;
export const DrawList = Type.Object({ type: DrawType, page: Page, ...CacheBuster });
export type DrawList = Static<typeof DrawList>;

// ---- answers ----
export interface Paged<T> {
  data: T[];
  total: number;
}

/** A coin network that collects deposits; usd_price is USD credited per unit (decimal string), as approval credits it. */
export interface DepositNetwork {
  id: number;
  address: string;
  currency_code: string;
  protocol_code: string;
  usd_price: string;
}
export interface BankCurrency {
  id: number;
  name: string;
  usd_price: string;
}
export interface BankAccount {
  id: number;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
}
/** A user's deposit: status a DepositStatus (status_name translated), type a DepositType. */
export interface DepositRecord {
  id: number;
  number: string;
  type: number;
  currency_code: string;
  protocol_code: string;
  status: number;
  status_name: string;
  created_at: string;
  remark: string;
}

export interface BalanceSummary {
  currency: string;
  balance: string;
  lock_balance: string;
  total: string;
}
export interface WalletBalance {
  balance: string;
  lock_balance: string;
}
/** Value moves the available balance, Frozen the frozen one (a withdrawal: frozen +n, then paid -n or released); Type a LedgerType. */
export interface LedgerRecord {
  Id: number;
  Value: string;
  Frozen: string;
  Type: number;
  Memo: string;
  MemoTran: string;
  CreatedAtTran: string;
}
export interface LedgerPage {
  list: LedgerRecord[];
  total: number;
}

/** A payout currency; fee_type a WithdrawFeeType, type a PayoutType. */
export interface DrawSymbol {
  id: number;
  code: string;
  protocol: string;
  draw_rate: string;
  fee_type: CodeOf<typeof WithdrawFeeType>;
  usd_price: string;
  type: number;
}
export interface DrawMethod {
  id: number;
  type: number;
  draw_id: number;
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  draw_currency: { id: number; code: string; protocol: string };
  /** When it can first receive a withdrawal ('YYYY-MM-DD HH:mm:ss', UTC): bound time + payout_cooling_hours. */
  usable_from: string;
  /** 1 while the cooling-off runs (by the server's clock), 0 once it can receive a withdrawal. */
  cooling: number;
}
/** What `bind_draw_method` answers: the method (a new one, or the same destination saved before) and its instant. */
export interface BindReceipt {
  id: number;
  usable_from: string;
  cooling: number;
}
/** What `draw` answers: the frozen amount, its fee and what the payee receives. */
export interface WithdrawReceipt {
  id: number;
  number: string;
  fee: string;
  real_number: string;
}
/** A user's withdrawal: status a WithdrawStatus (status_name translated), type a PayoutType. */
export interface WithdrawRecord {
  id: number;
  number: string;
  real_number: string;
  fee: string;
  status: number;
  status_name: string;
  created_at: string;
  type: number;
  address: string;
  bank_name: string;
  payee_name: string;
  payee_account: string;
  memo: string;
  notes: string;
  draw_currency: { id: number; code: string; protocol: string };
}
