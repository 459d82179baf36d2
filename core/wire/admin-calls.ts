import type { AnyCall } from './contract';
import type { operatorAdminCalls } from './operator-admin-calls';
import type {
  bankAccountCalls,
  bankCurrencyCalls,
  depositNetworkCalls,
  operatorCatalogueCalls,
  withdrawSymbolCalls,
} from './operator-catalogue-calls';
import type { operatorContentCalls } from './operator-content-calls';
import type { operatorQueueCalls } from './operator-queue-calls';
import type { operatorSessionCalls } from './operator-session-calls';
import type { perfAdminCalls } from './perf';

/**
 * Every back-office call of core/wire keyed by method and path ('POST /admin/api/users/:id/adjust'): the table the
 * desk's `adminCall()` is typed by, so a path, a field or a reply not in a definition fails tsc. The method is part
 * of the key since one path often has two calls (GET lists, POST creates). Type only: the desk's chunk carries none
 * of the definitions (nor TypeBox).
 */
type Groups =
  | typeof operatorSessionCalls
  | typeof operatorQueueCalls
  | typeof operatorAdminCalls
  | typeof operatorCatalogueCalls
  | typeof depositNetworkCalls
  | typeof bankCurrencyCalls
  | typeof bankAccountCalls
  | typeof withdrawSymbolCalls
  | typeof operatorContentCalls
  | typeof perfAdminCalls;

type Each<G> = G extends unknown ? G[keyof G] : never;
type Defs = Extract<Each<Groups>, AnyCall>;

export type AdminCallTable = { [D in Defs as `${D['methods'][number]} ${D['path']}`]: D };
export type AdminKey = keyof AdminCallTable;
