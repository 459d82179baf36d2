import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../../errors/app-error.js';
import { callRoute, type Guards } from '../call-route.js';
import { fundsCalls as calls } from '../../../core/wire/funds-calls.js';
import { authOf, requireRealUser, requireUser } from '../auth-hooks.js';
import { formatMicro } from '../../../core/rules/money.js';
import {
  findBankCurrency,
  findNetwork,
  listBankAccounts,
  listBankCurrencies,
  listNetworks,
} from '../../funds/deposit-channels-repository.js';
import { listUserDeposits, submitCoinDeposit, submitWireDeposit } from '../../funds/deposits-service.js';
import type { Deposit } from '../../funds/deposits-repository.js';
import { listUserWithdrawals, requestWithdrawal } from '../../funds/withdrawals-service.js';
import type { Withdrawal } from '../../funds/withdrawals-repository.js';
import { listSymbols, wireSymbol } from '../../funds/withdraw-symbols-repository.js';
import { bindMethod, deleteMethod, listMethods } from '../../funds/payout-methods-service.js';
import { ledgerPage } from '../../funds/statement-repository.js';
import type {
  BalanceSummary,
  BankAccount,
  BankCurrency,
  DepositNetwork,
  DepositRecord,
  LedgerRecord,
  WalletBalance,
  WithdrawRecord,
} from '../../../core/wire/funds.js';

const wireNetwork = (n: {
  id: number;
  address: string;
  currency_code: string;
  protocol_code: string;
  usd_value_per_unit: string;
}): DepositNetwork => ({
  id: n.id,
  address: n.address,
  currency_code: n.currency_code,
  protocol_code: n.protocol_code,
  usd_price: n.usd_value_per_unit,
});

const wireDeposit = (req: FastifyRequest, d: Deposit): DepositRecord => ({
  id: d.id,
  number: d.number,
  type: d.type,
  currency_code: d.currency_code,
  protocol_code: d.protocol_code,
  status: d.status,
  status_name: req.t(`server.deposit_status.${d.status}`),
  created_at: d.created_at,
  remark: d.remark,
});

const wireWithdrawal = (req: FastifyRequest, w: Withdrawal): WithdrawRecord => ({
  id: w.id,
  number: formatMicro(w.number),
  real_number: w.real_number,
  fee: formatMicro(w.fee),
  status: w.status,
  status_name: req.t(`server.withdraw_status.${w.status}`),
  created_at: w.created_at,
  type: w.type,
  address: w.address,
  bank_name: w.bank_name,
  payee_name: w.payee_name,
  payee_account: w.payee_account,
  memo: w.memo,
  notes: w.notes,
  draw_currency: { id: w.symbol_id, code: w.currency_code, protocol: w.protocol },
});

/**
 * Deposits, balance and ledger, withdrawals and payout methods (contract in
 * docs/api/funds.md). Every call that moves or reveals where money goes is real-user only; balances and the ledger
 * are readable by demo users, who have both. A withdrawal and a new payout method each take the code sent for them
 * (funds/payout-guard.ts).
 */
export async function fundsRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db } = deps;
  // preValidation: a visitor or demo user is refused before the input is validated, whatever it holds.
  const real = { preValidation: requireRealUser(db) };
  const user = { preValidation: requireUser(db) };
  depositChannelRoutes(app, deps, real);
  depositRoutes(app, deps, real);
  balanceRoutes(app, deps, user);
  withdrawalRoutes(app, deps, real);
}

/** Where a real user may deposit: the coin networks and the bank currencies with their accounts. */
function depositChannelRoutes(app: FastifyInstance, { db }: RouteDeps, real: Guards) {
  callRoute(app, calls.networks, async (_q, req) => ok(req, (await listNetworks(db)).map(wireNetwork)), real);

  callRoute(
    app,
    calls.network,
    async (q, req) => {
      const n = await findNetwork(db, q.id);
      if (!n) throw new AppError('server.errors.network_unknown');
      return ok(req, wireNetwork(n));
    },
    real,
  );

  callRoute(
    app,
    calls.bankCurrencies,
    async (_q, req) =>
      ok(
        req,
        (await listBankCurrencies(db)).map((c): BankCurrency => ({
          id: c.id,
          name: c.name,
          usd_price: c.usd_value_per_unit,
        })),
      ),
    real,
  );

  callRoute(
    app,
    calls.bankAccounts,
    async (q, req) => {
      if (!(await findBankCurrency(db, q.id))) throw new AppError('server.errors.currency_unknown');
      return ok(
        req,
        (await listBankAccounts(db, q.id)).map((a): BankAccount => ({
          id: a.id,
          bank_name: a.bank_name,
          bank_address: a.bank_address,
          bank_swift: a.bank_swift,
          payee_name: a.payee_name,
          payee_account: a.payee_account,
          bank_remark: a.bank_remark,
        })),
      );
    },
    real,
  );
}

/** A real user's deposits: a coin or bank deposit submitted, and their list. */
function depositRoutes(app: FastifyInstance, { db }: RouteDeps, real: Guards) {
  callRoute(
    app,
    calls.coinDeposit,
    async (q, req) => ok(req, await submitCoinDeposit(db, authOf(req).user.id, q), 'server.messages.deposit_submitted'),
    real,
  );

  callRoute(
    app,
    calls.bankDeposit,
    async (q, req) => ok(req, await submitWireDeposit(db, authOf(req).user.id, q), 'server.messages.deposit_submitted'),
    real,
  );

  callRoute(
    app,
    calls.deposits,
    async (q, req) => {
      const { rows, total } = await listUserDeposits(db, authOf(req).user.id, q.type, q.page ?? 1);
      return ok(req, { data: rows.map((d) => wireDeposit(req, d)), total });
    },
    real,
  );
}

/** Balance and ledger, readable by demo users too. */
function balanceRoutes(app: FastifyInstance, { db }: RouteDeps, user: Guards) {
  callRoute(
    app,
    calls.balanceSummary,
    async (_q, req) => {
      const u = authOf(req).user;
      return ok(req, {
        currency: 'USD',
        balance: formatMicro(u.balance),
        lock_balance: formatMicro(u.lock_balance),
        total: formatMicro(u.balance + u.lock_balance),
      } satisfies BalanceSummary);
    },
    user,
  );

  callRoute(
    app,
    calls.walletBalance,
    async (_q, req) => {
      const u = authOf(req).user;
      return ok(req, {
        balance: formatMicro(u.balance),
        lock_balance: formatMicro(u.lock_balance),
      } satisfies WalletBalance);
    },
    user,
  );

  callRoute(
    app,
    calls.ledger,
    async (q, req) => {
      const { rows, total } = await ledgerPage(db, authOf(req).user.id, q.page ?? 1);
      return ok(req, {
        list: rows.map((r): LedgerRecord => ({
          Id: r.id,
          Value: formatMicro(r.value),
          Frozen: formatMicro(r.lock_value),
          Type: r.type,
          Memo: r.memo,
          MemoTran: req.t(`server.ledger.${r.type}`),
          CreatedAtTran: r.created_at,
        })),
        total,
      });
    },
    user,
  );
}

/** A real user's withdrawals and payout methods. */
function withdrawalRoutes(app: FastifyInstance, deps: RouteDeps, real: Guards) {
  const { db } = deps;
  callRoute(app, calls.drawSymbols, async (q, req) => ok(req, (await listSymbols(db, q.type)).map(wireSymbol)), real);

  callRoute(
    app,
    calls.drawMethods,
    async (q, req) => ok(req, await listMethods(db, authOf(req).user.id, q.draw_type, q.draw_id, deps.now())),
    real,
  );

  callRoute(
    app,
    calls.bindMethod,
    async (b, req) => ok(req, await bindMethod(deps, authOf(req).user, b, req.lang), 'server.messages.bind_success'),
    real,
  );

  callRoute(
    app,
    calls.deleteMethod,
    async (b, req) => {
      await deleteMethod(db, authOf(req).user.id, b.id);
      return ok(req, null, 'server.messages.deleted');
    },
    real,
  );

  callRoute(
    app,
    calls.withdraw,
    async (b, req) =>
      ok(req, await requestWithdrawal(deps, authOf(req).user, b, req.lang), 'server.messages.withdraw_submitted'),
    real,
  );

  callRoute(
    app,
    calls.withdrawals,
    async (q, req) => {
      const { rows, total } = await listUserWithdrawals(db, authOf(req).user.id, q.type, q.page ?? 1);
      return ok(req, { data: rows.map((w) => wireWithdrawal(req, w)), total });
    },
    real,
  );
}
