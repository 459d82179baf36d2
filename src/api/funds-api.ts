import { call } from './client';

/** Funds, wallet, verification and support calls (product.md section 7 "Funds"; paths the spec leaves open are in the README). */

export interface Paged<T> { data: T[]; total: number }

// ---- deposits ----
/** A coin network that collects deposits: shown as code-protocol when a protocol exists. */
/** usd_price: USD credited per unit of the currency (decimal string), as the server credits it at approval. */
export interface DepositNetwork { id: number; address: string; currency_code: string; protocol_code: string; usd_price: string }
export interface BankCurrency { id: number; name: string; usd_price: string }
export interface BankAccount { id: number; bank_name: string; bank_address: string; bank_swift: string; payee_name: string; payee_account: string; bank_remark: string }
/** status 0 unchecked, 1 finished, 2 rejected, 3 invalid; type 0 coin, 1 bank. */
export interface DepositRecord { id: number; number: string; type: number; currency_code: string; status: number; created_at: string; remark: string }

export const fetchNetworks = () => call<DepositNetwork[]>('/api/quickCharge/symbols');
export const fetchBankCurrencies = () => call<BankCurrency[]>('/api/quickCharge/wire_info');
export const fetchBankAccounts = (currencyId: number) => call<BankAccount[]>('/api/quickCharge/bank_coin', { query: { id: currencyId } });
export const submitCoinDeposit = (f: { number: string; proofImg: string; address: string; charge_id: number }) =>
  call<null>('/api/quickCharge/submit', { form: f, loading: true, toastSuccess: true });
export const submitBankDeposit = (f: { number: string; proofImg: string; wire_id: number }) =>
  call<null>('/api/quickCharge/wire_submit', { form: f, loading: true, toastSuccess: true });
export const fetchDeposits = (type: 0 | 1, page: number) => call<Paged<DepositRecord>>('/api/quickCharge/quick_ist', { query: { type, page } });

// ---- balance and ledger ----
export interface BalanceSummary { currency: string; balance: string; lock_balance: string; total: string }
/** Value moves the available balance, Frozen the frozen one (a withdrawal: frozen +n, then paid -n or released). */
export interface LedgerRecord { Id: number; Value: string; Frozen: string; Type: number; Memo: string; MemoTran: string; CreatedAtTran: string }

export const fetchBalanceSummary = () => call<BalanceSummary>('/v1/api/main/account/forexDetail');
export const fetchWalletBalance = () => call<{ balance: string; lock_balance: string }>('/v1/api/main/wallet/getBalance');
export const fetchLedger = (page: number) => call<{ list: LedgerRecord[]; total: number }>('/v1/api/main/accountLog/forexChange', { query: { page } });

// ---- withdrawals and payout methods ----
/** draw_type / list type: 1 coin, 2 bank. fee_type 1: draw_rate is a fixed USD fee, otherwise a rate. */
export type DrawType = 1 | 2;
export interface DrawSymbol { id: number; code: string; protocol: string; draw_rate: string; fee_type: number; usd_price: string }
export interface DrawMethod {
  id: number; type: DrawType; draw_id: number; dc_address: string; bank_name: string; bank_address: string; bank_swift: string;
  payee_name: string; payee_account: string; draw_currency: { id: number; code: string; protocol: string };
}
export interface WithdrawRecord {
  id: number; number: string; real_number: string; fee: string; status: number; status_name: string; created_at: string;
  type: number; address: string; payee_account: string; notes: string; draw_currency: { code: string };
}
export type BindForm =
  | { type: 1; draw_id: number; dc_address: string }
  | { type: 2; draw_id: number; bank_name: string; bank_address: string; bank_swift: string; payee_name: string; payee_account: string };

export const fetchDrawSymbols = (type: DrawType) => call<DrawSymbol[]>('/api/account/draw_symbol_list', { query: { type } });
export const fetchDrawMethods = (drawType: DrawType, drawId?: number) =>
  call<DrawMethod[]>('/api/wallet/get_draw_method', { query: { draw_type: drawType, draw_id: drawId } });
export const bindDrawMethod = (f: BindForm) => call<null>('/api/wallet/bind_draw_method', { form: f, loading: true, toastSuccess: true });
export const deleteDrawMethod = (id: number) => call<null>('/api/wallet/del_draw_method', { form: { id }, loading: true, toastSuccess: true });
export const submitWithdraw = (f: { draw_currency_id: number; number: string; memo: string; draw_method_id: number }) =>
  call<{ id: number; number: string; fee: string; real_number: string }>('/api/account/draw', { form: f, loading: true, toastSuccess: true });
export const fetchWithdrawals = (type: DrawType, page: number) => call<Paged<WithdrawRecord>>('/api/account/draw_list', { query: { type, page } });

// ---- identity verification ----
/** review_status 0 form, 1 under review, 2 verified; `reason` says why a review was rejected. */
export interface Verification { review_status: number; name: string; card_id: string; reason: string }
export const fetchVerification = () => call<Verification>('/api/user_real/center');
export const submitVerification = (f: { name: string; card_id: string; front_pic: string; reverse_pic: string }) =>
  call<null>('/api/user_real/real_name', { form: f, loading: true, toastSuccess: true });

// ---- support ----
export const fetchComplaintEmail = () => call<{ email: string }>('/api/basicSet/complaint_email');
