import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../errors/app-error.js';
import { createTranslator } from '../i18n/translator.js';
import { LOCALES_DIR } from '../paths.js';
import { formatMicro } from '../../core/rules/money.js';
import {
  approveDeposit,
  creditMicro,
  listDepositsByStatus,
  refuseDeposit,
  type ReviewContext,
} from '../funds/deposits-service.js';
import { AccountPusher } from '../accounts/account-push.js';
import { listenToAccounts } from '../accounts/account-changes.js';
import { orderWire } from '../trading/order-wire.js';
import { RedisBus } from '../cluster/redis-bus.js';
import { Channels, type ChangeMessage } from '../cluster/bus.js';
import { allSettings, updateSettings } from './settings-admin-service.js';
import { BusUserPublisher } from '../cluster/bus-user-publisher.js';
import { listWithdrawalsByStatus, payWithdrawal, rejectWithdrawal } from '../funds/withdrawals-service.js';
import { CLI_ACTOR } from '../audit/audit-repository.js';
import { resetTwoFactor } from '../accounts/two-factor-service.js';
import { approveVerification, listVerificationsByStatus, rejectVerification } from '../funds/verification-service.js';
import { DepositStatus, ReviewStatus, WithdrawStatus } from '../../core/codes.js';

const HELP = `Lotline operator commands (npm run operator -- <command>), on the database in DATA_DIR (default ./data):

  deposits [status] [page]             list deposits (status 0 unchecked by default; 1 done, 2 rejected, 3 invalid)
  approve-deposit <id> [remark]        credit the deposit (number x its USD value) to the user's balance
  reject-deposit <id> [remark]         close it without credit (status 2)
  invalid-deposit <id> [remark]        close it without credit (status 3)
  withdrawals [status] [page]          list withdrawals (status 0 pending by default; 1 paid, 2 rejected)
  pay-withdrawal <id> [notes]          the money was sent: release the frozen amount out of the account
  reject-withdrawal <id> [notes]       refuse it: the frozen amount goes back to the balance
  verifications [status] [page]        list identity verifications (status 1 waiting by default)
  approve-verification <userId>        mark the user verified
  reject-verification <userId> <reason>  send it back to the user with a reason
  settings                             list the site settings (docs/operations.md, Operator settings)
  set-setting <key> <value>            change one setting (every running instance uses it at once)
  reset-two-factor <operator|user> <email>  remove their two-factor sign-in (lost phone and recovery codes;
                                       check who is asking first): the password alone signs in, enrolment again
`;

const int = (v: string | undefined, name: string, fallback?: number): number => {
  if (v === undefined && fallback !== undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${v ?? ''}"`);
  return n;
};

/**
 * The shell acts as 'cli' in the audit log. It has no socket hub: with one instance a balance it changes reaches
 * the trader's open page on their next refresh; with many (REDIS_URL) the ledger's change goes out as the ACCOUNT
 * (and BALANCE) push on the bus, and the instance holding the trader's socket delivers it.
 */
type Command = (db: Db, args: string[], ctx: CliContext) => Promise<unknown>;
/** With REDIS_URL, `announceSettings` tells the running instances to forget their copy of the settings. */
type CliContext = ReviewContext & { announceSettings?: () => void };

/** Each command calls the same service function as the HTTP operator route. */
const COMMANDS: Record<string, Command> = {
  deposits: async (db, [status, page]) => {
    const { rows, total } = await listDepositsByStatus(
      db,
      int(status, 'status', DepositStatus.Unchecked),
      int(page, 'page', 1),
    );
    return {
      total,
      rows: rows.map((d) => ({
        id: d.id,
        user: d.email,
        type: d.type ? 'bank' : 'coin',
        currency: d.currency_code,
        number: d.number,
        credit_usd: formatMicro(creditMicro(d.number, d.usd_price)),
        proof: d.proof_img,
        created_at: d.created_at,
      })),
    };
  },
  'approve-deposit': (db, [id, ...remark], ctx) => approveDeposit(db, int(id, 'id'), remark.join(' '), ctx),
  'reject-deposit': (db, [id, ...remark], ctx) =>
    refuseDeposit(db, int(id, 'id'), DepositStatus.Rejected, remark.join(' '), ctx),
  'invalid-deposit': (db, [id, ...remark], ctx) =>
    refuseDeposit(db, int(id, 'id'), DepositStatus.Invalid, remark.join(' '), ctx),
  withdrawals: async (db, [status, page]) => {
    const { rows, total } = await listWithdrawalsByStatus(
      db,
      int(status, 'status', WithdrawStatus.Pending),
      int(page, 'page', 1),
    );
    return {
      total,
      rows: rows.map((w) => ({
        id: w.id,
        user: w.email,
        usd: formatMicro(w.number),
        fee: formatMicro(w.fee),
        pay: `${w.real_number} ${w.currency_code}`,
        to: w.address || `${w.bank_name} ${w.payee_name} ${w.payee_account}`,
        memo: w.memo,
        created_at: w.created_at,
      })),
    };
  },
  'pay-withdrawal': (db, [id, ...notes], ctx) => payWithdrawal(db, int(id, 'id'), notes.join(' '), ctx),
  'reject-withdrawal': (db, [id, ...notes], ctx) => rejectWithdrawal(db, int(id, 'id'), notes.join(' '), ctx),
  verifications: async (db, [status, page]) =>
    listVerificationsByStatus(db, int(status, 'status', ReviewStatus.Reviewing), int(page, 'page', 1)),
  'approve-verification': async (db, [userId]) => {
    await approveVerification(db, int(userId, 'userId'), CLI_ACTOR);
    return 'verified';
  },
  'reject-verification': async (db, [userId, ...reason]) => {
    await rejectVerification(db, int(userId, 'userId'), reason.join(' '), CLI_ACTOR);
    return 'rejected';
  },
  settings: (db) => allSettings(db),
  'set-setting': async (db, [key, ...value], ctx) => {
    if (!key || !value.length) throw new Error('usage: set-setting <key> <value>');
    const all = await updateSettings(db, ctx.actor, { [key]: value.join(' ') }, ctx.announceSettings);
    return { [key]: all[key as keyof typeof all] };
  },
  'reset-two-factor': async (db, [kind, email], ctx) => {
    if ((kind !== 'operator' && kind !== 'user') || !email)
      throw new Error('usage: reset-two-factor <operator|user> <email>');
    const table = kind === 'operator' ? 'operators' : 'users';
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!row) throw new AppError('server.errors.not_found');
    if (!(await resetTwoFactor(db, { type: kind, id: row.id }, ctx.actor)))
      throw new AppError('server.errors.two_factor_off');
    return 'reset';
  },
};

/** Runs one operator command; returns the process exit code. */
export async function runOperatorCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stdout.write(HELP);
    return name && name !== 'help' ? 2 : 0;
  }
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const { db } = database;
  const bus = config.redisUrl ? new RedisBus(config.redisUrl, config.redisPrefix, console) : null;
  let account: AccountPusher | null = null;
  try {
    await migrateToLatest(db);
    await bus?.ready();
    // It changes balances only (no order), so an order's pair is not looked up.
    account = bus
      ? new AccountPusher(
          db,
          new BusUserPublisher(bus),
          (o) => orderWire(o, undefined, null),
          () => null,
        )
      : null;
    if (account) listenToAccounts(db, account.changed);
    const announceSettings = bus
      ? () => bus.publish(Channels.changes, { kind: 'settings', from: 'cli' } satisfies ChangeMessage)
      : undefined;
    const result = await command(db, args, { actor: CLI_ACTOR, announceSettings });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (err) {
    const t = createTranslator(LOCALES_DIR);
    process.stderr.write(`${err instanceof AppError ? t('en', err.key, err.params) : (err as Error).message}\n`);
    return 1;
  } finally {
    // The gathered push is sent first; quit() then waits for the replies of what was sent, so it is out before the
    // process ends.
    await account?.settle();
    await bus?.close();
    await database.close();
  }
}
