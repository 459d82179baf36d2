import { AppError } from '../errors/app-error.js';
import { transact } from '../db/on-commit.js';
import { credit } from '../ledger/ledger.js';
import { readSettings } from '../content/settings-repository.js';
import { lockedBalanceOf } from '../db/row-locks.js';
import type { User } from '../accounts/users-repository.js';
import { toMicro } from '../../core/rules/money.js';
import { AccountKind, LedgerType } from '../../core/codes.js';
import type { EngineContext } from './engine-context.js';
import { deleteUserOrders } from './orders-repository.js';
import { deleteUserCloseParts } from './close-parts-repository.js';

/**
 * Closes and removes every order of a demo user and restores the starting balance (`demo_balance`) with one
 * type 9 record of the difference, in one transaction.
 */
export async function resetDemo(ctx: EngineContext, user: User): Promise<void> {
  if (user.is_demo !== AccountKind.Demo) throw new AppError('server.errors.demo_only');
  const settings = await readSettings(ctx.db);
  const start = toMicro(settings.demo_balance);
  await transact(ctx.db, async (trx) => {
    await deleteUserCloseParts(trx, user.id);
    await deleteUserOrders(trx, user.id);
    const balance = await lockedBalanceOf(trx, user.id);
    await credit(trx, user.id, [{ value: start - balance, type: LedgerType.DemoReset }]);
    await ctx.record(trx, user.id, null);
  });
  ctx.positions.forgetUser(user.id);
  ctx.announce([user.id]);
}
