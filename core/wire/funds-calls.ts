import { callsOf, GET, GET_POST, POST, shape } from './contract';
import {
  BindBody,
  CoinSubmit,
  DepositList,
  DrawBody,
  DrawList,
  IdQuery,
  MethodQuery,
  PageQuery,
  SymbolQuery,
  WireSubmit,
  type BalanceSummary,
  type BankAccount,
  type BankCurrency,
  type BindReceipt,
  type DepositNetwork,
  type DepositRecord,
  type DrawMethod,
  type DrawSymbol,
  type LedgerPage,
  type Paged,
  type WalletBalance,
  type WithdrawReceipt,
  type WithdrawRecord,
} from './funds';

/**
 * The funds calls (docs/api/funds.md), beside funds.ts, which holds their fields and shapes. Every call that moves or
 * reveals where money goes is real-user only; balances and the ledger are readable by demo users, who have both.
 */
const call = callsOf('funds');

export const fundsCalls = {
  // ---- deposits ----
  networks: call({
    path: '/api/quickCharge/symbols',
    methods: GET,
    access: 'real user',
    reply: shape<DepositNetwork[]>(),
  }),
  network: call({
    path: '/api/quickCharge/info',
    methods: GET,
    access: 'real user',
    input: IdQuery,
    reply: shape<DepositNetwork>(),
  }),
  bankCurrencies: call({
    path: '/api/quickCharge/wire_info',
    methods: GET,
    access: 'real user',
    reply: shape<BankCurrency[]>(),
  }),
  bankAccounts: call({
    path: '/api/quickCharge/bank_coin',
    methods: GET,
    access: 'real user',
    input: IdQuery,
    reply: shape<BankAccount[]>(),
  }),
  coinDeposit: call({
    path: '/api/quickCharge/submit',
    methods: GET_POST,
    access: 'real user',
    input: CoinSubmit,
    reply: shape<{ id: number }>(),
  }),
  bankDeposit: call({
    path: '/api/quickCharge/wire_submit',
    methods: GET_POST,
    access: 'real user',
    input: WireSubmit,
    reply: shape<{ id: number }>(),
  }),
  deposits: call({
    path: '/api/quickCharge/quick_ist',
    methods: GET,
    access: 'real user',
    input: DepositList,
    reply: shape<Paged<DepositRecord>>(),
  }),
  // ---- balance and ledger (demo users too) ----
  balanceSummary: call({
    path: '/v1/api/main/account/forexDetail',
    methods: GET,
    access: 'user',
    reply: shape<BalanceSummary>(),
  }),
  walletBalance: call({
    path: '/v1/api/main/wallet/getBalance',
    methods: GET,
    access: 'user',
    reply: shape<WalletBalance>(),
  }),
  ledger: call({
    path: '/v1/api/main/accountLog/forexChange',
    methods: GET,
    access: 'user',
    input: PageQuery,
    reply: shape<LedgerPage>(),
  }),
  // ---- withdrawals and payout methods ----
  drawSymbols: call({
    path: '/api/account/draw_symbol_list',
    methods: GET,
    access: 'real user',
    input: SymbolQuery,
    reply: shape<DrawSymbol[]>(),
  }),
  drawMethods: call({
    path: '/api/wallet/get_draw_method',
    methods: GET,
    access: 'real user',
    input: MethodQuery,
    reply: shape<DrawMethod[]>(),
  }),
  bindMethod: call({
    path: '/api/wallet/bind_draw_method',
    methods: POST,
    access: 'real user',
    input: BindBody,
    reply: shape<BindReceipt>(),
  }),
  deleteMethod: call({
    path: '/api/wallet/del_draw_method',
    methods: POST,
    access: 'real user',
    input: IdQuery,
    reply: shape<null>(),
  }),
  withdraw: call({
    path: '/api/account/draw',
    methods: POST,
    access: 'real user',
    input: DrawBody,
    reply: shape<WithdrawReceipt>(),
  }),
  withdrawals: call({
    path: '/api/account/draw_list',
    methods: GET,
    access: 'real user',
    input: DrawList,
    reply: shape<Paged<WithdrawRecord>>(),
  }),
};
