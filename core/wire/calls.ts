import type { AnyCall } from './contract';
import type { accountCalls } from './account';
import type { alertCalls } from './alerts';
import type { contentCalls } from './content';
import type { deviceCalls } from './devices';
import type { fundsCalls } from './funds-calls';
import type { generalCalls } from './general';
import type { marketCalls } from './market';
import type { perfCalls } from './perf';
import type { pushCalls } from './push';
import type { tradingCalls } from './trading';
import type { twoFactorCalls } from './two-factor';
import type { verificationCalls } from './verification';

/**
 * Every call of core/wire keyed by its path: the table the app's `call()` is typed by (a path not in it, or a field
 * or reply not in its definition, fails tsc). Type only, so the app's bundle carries none of the definitions.
 */
type Groups =
  | typeof accountCalls
  | typeof alertCalls
  | typeof contentCalls
  | typeof deviceCalls
  | typeof fundsCalls
  | typeof generalCalls
  | typeof marketCalls
  | typeof perfCalls
  | typeof pushCalls
  | typeof tradingCalls
  | typeof twoFactorCalls
  | typeof verificationCalls;

type Each<G> = G extends unknown ? G[keyof G] : never;
type Defs = Extract<Each<Groups>, AnyCall>;

export type CallTable = { [D in Defs as D['path']]: D };
export type CallPath = keyof CallTable;
