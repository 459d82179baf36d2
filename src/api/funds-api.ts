import { call } from './client';
import type { CodeOf, DepositType, PayoutType } from '../../core/codes';
import type { BindForm, CoinSubmit, DrawBody, WireSubmit } from '../../core/wire/funds';
import type { RealNameBody, VerificationCentre } from '../../core/wire/verification';

/**
 * Funds, wallet, verification and support calls (docs/api/funds.md). Their shapes live in
 * core/wire/funds.ts, shared with the server's routes.
 */
export type {
  BalanceSummary,
  BankAccount,
  BankCurrency,
  BindForm,
  DepositNetwork,
  DepositRecord,
  DrawMethod,
  DrawSymbol,
  LedgerRecord,
  Paged,
  WithdrawRecord,
} from '../../core/wire/funds';

// ---- deposits ----
export const fetchNetworks = () => call('/api/quickCharge/symbols');
export const fetchBankCurrencies = () => call('/api/quickCharge/wire_info');
export const fetchBankAccounts = (currencyId: number) =>
  call('/api/quickCharge/bank_coin', { query: { id: currencyId } });
export const submitCoinDeposit = (f: Required<Omit<CoinSubmit, 't'>>) =>
  call('/api/quickCharge/submit', { form: f, loading: true, toastSuccess: true });
export const submitBankDeposit = (f: Required<Omit<WireSubmit, 't'>>) =>
  call('/api/quickCharge/wire_submit', { form: f, loading: true, toastSuccess: true });
export const fetchDeposits = (type: CodeOf<typeof DepositType>, page: number) =>
  call('/api/quickCharge/quick_ist', { query: { type, page } });

// ---- balance and ledger ----
export const fetchBalanceSummary = () => call('/v1/api/main/account/forexDetail');
export const fetchWalletBalance = () => call('/v1/api/main/wallet/getBalance');
export const fetchLedger = (page: number) => call('/v1/api/main/accountLog/forexChange', { query: { page } });

// ---- withdrawals and payout methods ----
/** draw_type / list type (PayoutType). fee_type is a WithdrawFeeType. */
export type DrawType = CodeOf<typeof PayoutType>;
export const fetchDrawSymbols = (type: DrawType) => call('/api/account/draw_symbol_list', { query: { type } });
export const fetchDrawMethods = (drawType: DrawType, drawId?: number) =>
  call('/api/wallet/get_draw_method', { query: { draw_type: drawType, draw_id: drawId } });
export const bindDrawMethod = (f: BindForm) =>
  call('/api/wallet/bind_draw_method', { form: f, loading: true, toastSuccess: true });
export const deleteDrawMethod = (id: number) =>
  call('/api/wallet/del_draw_method', { form: { id }, loading: true, toastSuccess: true });
export const submitWithdraw = (f: Required<DrawBody>) =>
  call('/api/account/draw', { form: f, loading: true, toastSuccess: true });
export const fetchWithdrawals = (type: DrawType, page: number) =>
  call('/api/account/draw_list', { query: { type, page } });

// ---- identity verification ----
/** What the verification screen reads of the centre. */
export type Verification = Pick<VerificationCentre, 'review_status' | 'name' | 'card_id' | 'reason'>;
export const fetchVerification = () => call('/api/user_real/center');
export const submitVerification = (f: Required<RealNameBody>) =>
  call('/api/user_real/real_name', { form: f, loading: true, toastSuccess: true });

// ---- support ----
export const fetchComplaintEmail = () => call('/api/basicSet/complaint_email');
