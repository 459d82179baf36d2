import type { Db, Executor } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { credit } from '../ledger/ledger.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { dec } from '../../core/rules/decimal.js';
import { creditMicro } from '../../core/rules/deposit-credit.js';
import { parseAmount } from './amount-input.js';
import { ownUpload } from './uploads-service.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import { findBankAccount, findNetwork } from './deposit-channels-repository.js';
import {
  closeDeposit,
  findDeposit,
  insertDeposit,
  pageDepositsByStatus,
  pageUserDeposits,
  proofInUse,
  type Deposit,
} from './deposits-repository.js';
import { DepositStatus, DepositType, LedgerType } from '../../core/codes.js';

/** Largest amount a user may claim, in units of the deposit's currency. */
const MAX_NUMBER = 1_000_000_000_000;
/** Largest credit of one deposit, in USD: keeps every balance far inside exact integer range. */
const MAX_CREDIT_USD = 1_000_000_000n;
/** Coins are claimed to 8 decimals (satoshi), bank money to the cent. */
const COIN_DECIMALS = 8;
const BANK_DECIMALS = 2;

/** The credit rule is shared with the deposit screen's preview (core/rules/deposit-credit.ts). */
export { creditMicro };

/** Refuses a claim whose credit would pass MAX_CREDIT_USD, naming the largest amount in its currency. */
function checkCredit(number: string, usdPerUnit: string): void {
  const price = dec(usdPerUnit);
  const amount = dec(number);
  // number x price > MAX  <=>  number.n x price.n > MAX x 10^(scales)
  if (amount.n * price.n > MAX_CREDIT_USD * 10n ** BigInt(amount.scale + price.scale)) {
    const max = price.n > 0n ? (MAX_CREDIT_USD * 10n ** BigInt(price.scale)) / price.n : 0n;
    throw new AppError('server.errors.amount_too_large', { max: max.toString() });
  }
}

async function proofFor(db: Executor, userId: number, proofImg: string | undefined): Promise<string> {
  const url = await ownUpload(db, userId, proofImg, 'server.errors.proof_missing');
  if (await proofInUse(db, url)) throw new AppError('server.errors.proof_used');
  return url;
}

/** The unique index on proof_img refused a second claim that passed proofFor at the same moment: the same answer. */
function proofRace(err: unknown): never {
  throw isUniqueViolation(err) ? new AppError('server.errors.proof_used') : err;
}

export interface CoinDepositInput {
  number: string;
  proofImg?: string;
  address: string;
  charge_id: number;
}
export interface WireDepositInput {
  number: string;
  proofImg?: string;
  wire_id: number;
}

/** A coin deposit claim (status 0): the network must exist and `address` must be its address. */
export async function submitCoinDeposit(db: Db, userId: number, input: CoinDepositInput): Promise<{ id: number }> {
  const network = await findNetwork(db, input.charge_id);
  if (!network) throw new AppError('server.errors.network_unknown');
  if (input.address.trim() !== network.address) throw new AppError('server.errors.address_mismatch');
  const number = parseAmount(input.number, COIN_DECIMALS, MAX_NUMBER);
  checkCredit(number, network.usd_value_per_unit);
  // Proof check and insert in one transaction: two claims racing with one picture can't both pass.
  const id = await db
    .transaction()
    .execute(async (trx) =>
      insertDeposit(trx, {
        user_id: userId,
        type: DepositType.Coin,
        network_id: network.id,
        bank_account_id: null,
        currency_code: network.currency_code,
        protocol_code: network.protocol_code,
        number,
        usd_price: network.usd_value_per_unit,
        proof_img: await proofFor(trx, userId, input.proofImg),
        address: network.address,
        status: DepositStatus.Unchecked,
        credited: 0,
        remark: '',
        created_at: formatUtc(Date.now()),
        reviewed_at: null,
      }),
    )
    .catch(proofRace);
  return { id };
}

/** A bank wire claim (status 0) to one of the operator's collecting accounts. */
export async function submitWireDeposit(db: Db, userId: number, input: WireDepositInput): Promise<{ id: number }> {
  const account = await findBankAccount(db, input.wire_id);
  if (!account) throw new AppError('server.errors.bank_account_unknown');
  const number = parseAmount(input.number, BANK_DECIMALS, MAX_NUMBER);
  checkCredit(number, account.usd_value_per_unit);
  const id = await db
    .transaction()
    .execute(async (trx) =>
      insertDeposit(trx, {
        user_id: userId,
        type: DepositType.Bank,
        network_id: null,
        bank_account_id: account.id,
        currency_code: account.currency_name,
        protocol_code: '',
        number,
        usd_price: account.usd_value_per_unit,
        proof_img: await proofFor(trx, userId, input.proofImg),
        address: '',
        status: DepositStatus.Unchecked,
        credited: 0,
        remark: '',
        created_at: formatUtc(Date.now()),
        reviewed_at: null,
      }),
    )
    .catch(proofRace);
  return { id };
}

/** A user's own deposits of one type, newest first. */
export const listUserDeposits = (db: Db, userId: number, type: number, page: number) =>
  pageUserDeposits(db, userId, type, page);

/** Deposits in one status for the operator's queue. */
export const listDepositsByStatus = (db: Db, status: number, page: number) => pageDepositsByStatus(db, status, page);

/** Who reviews (for the audit record). The user's sessions hear of a credit from the ledger itself (ACCOUNT). */
export interface ReviewContext {
  actor: Actor;
}

/** The part of a deposit a review changes, as the audit record keeps it. */
const reviewed = (d: Deposit) => ({ status: d.status, credited: d.credited, remark: d.remark, user_id: d.user_id });

/**
 * Operator: approves an unchecked deposit and credits number x usd_price (the snapshot taken at submit)
 * with ledger type 1 and its audit record, in one transaction. Only the first of any number of concurrent
 * reviews changes it; the others get "already reviewed".
 */
export async function approveDeposit(db: Db, id: number, remark: string, ctx: ReviewContext): Promise<Deposit> {
  const done = await transact(db, async (trx) => {
    const d = await findDeposit(trx, id);
    if (!d) throw new AppError('server.errors.not_found');
    const credited = creditMicro(d.number, d.usd_price);
    if (
      !(await closeDeposit(trx, id, {
        status: DepositStatus.Finished,
        credited,
        remark,
        reviewed_at: formatUtc(Date.now()),
      }))
    ) {
      throw new AppError('server.errors.deposit_not_pending');
    }
    await credit(trx, d.user_id, [{ value: credited, type: LedgerType.Deposit, memo: `#${id}` }]);
    const after = (await findDeposit(trx, id))!;
    await insertAudit(trx, ctx.actor, {
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: id,
      before: reviewed(d),
      after: reviewed(after),
    });
    return after;
  });
  return done;
}

/** Operator: closes an unchecked deposit without credit, as rejected (2) or invalid (3), with its audit record. */
export async function refuseDeposit(
  db: Db,
  id: number,
  status: typeof DepositStatus.Rejected | typeof DepositStatus.Invalid,
  remark: string,
  ctx: ReviewContext,
): Promise<Deposit> {
  return db.transaction().execute(async (trx) => {
    const d = await findDeposit(trx, id);
    if (!d) throw new AppError('server.errors.not_found');
    if (!(await closeDeposit(trx, id, { status, credited: 0, remark, reviewed_at: formatUtc(Date.now()) }))) {
      throw new AppError('server.errors.deposit_not_pending');
    }
    const after = (await findDeposit(trx, id))!;
    await insertAudit(trx, ctx.actor, {
      action: status === DepositStatus.Rejected ? 'deposit.reject' : 'deposit.invalid',
      targetType: 'deposit',
      targetId: id,
      before: reviewed(d),
      after: reviewed(after),
    });
    return after;
  });
}
