import { Type, type Static } from 'typebox';
import { CacheBuster, Text } from './fields';
import { callsOf, GET, POST, shape } from './contract';
import type { LoginResult } from './account';

/**
 * Two-factor sign-in (docs/api/account.md#two-factor-sign-in): the trader's calls under
 * /api/user/two_factor, the operator's under /admin/api/two_factor, and the second step of either login.
 */

/** A code as typed: 6 digits, or a recovery code (XXXXX-XXXXX; spaces and dashes are ignored). */
const Code = Text(32);

// ---- requests ----
/** Confirms an enrolment, or turns two-factor off: a current code (off also takes a recovery code). */
export const TwoFactorCodeBody = Type.Object({ code: Code });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;
/** The second step of a login: the ticket the password step answered, and a code. */
export const SecondFactorLoginBody = Type.Object({ ticket: Text(512), code: Code });
export type SecondFactorLoginBody = Static<typeof SecondFactorLoginBody>;
export const TwoFactorStatusQuery = Type.Object({ ...CacheBuster });

// ---- answers ----
/**
 * A login's answer when the password was right and two-factor is on: no session yet. `second_factor` is 1,
 * `ticket` goes with the code to the second step, within `expires_in` seconds.
 */
export interface SecondFactorChallenge {
  second_factor: 1;
  ticket: string;
  expires_in: number;
}
/** Whether an account's two-factor is on (1) and how many unused recovery codes it has. */
export interface TwoFactorStatus {
  enabled: number;
  recovery_left: number;
}
/**
 * An enrolment's start: the secret in base32 (typed into an authenticator by hand) and the otpauth:// URI (its QR
 * code). Sent this once: after the confirmation no call returns the secret.
 */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
}
/** The confirmation's answer: the 10 one-time recovery codes, shown once (the server keeps only their hashes). */
export interface TwoFactorEnabled {
  recovery_codes: string[];
}

const call = callsOf('account');

/** The trader's two-factor calls (real accounts only) and the login's second step. */
export const twoFactorCalls = {
  status: call({
    path: '/api/user/two_factor',
    methods: GET,
    access: 'real user',
    input: TwoFactorStatusQuery,
    reply: shape<TwoFactorStatus>(),
  }),
  setup: call({
    path: '/api/user/two_factor/setup',
    methods: POST,
    access: 'real user',
    reply: shape<TwoFactorSetup>(),
  }),
  enable: call({
    path: '/api/user/two_factor/enable',
    methods: POST,
    access: 'real user',
    input: TwoFactorCodeBody,
    reply: shape<TwoFactorEnabled>(),
  }),
  disable: call({
    path: '/api/user/two_factor/disable',
    methods: POST,
    access: 'real user',
    input: TwoFactorCodeBody,
    reply: shape<null>(),
  }),
  login: call({
    path: '/api/user/two_factor/login',
    methods: POST,
    access: 'public',
    input: SecondFactorLoginBody,
    reply: shape<LoginResult>(),
  }),
};
