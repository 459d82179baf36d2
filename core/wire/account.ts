import { Type, type Static } from 'typebox';
import { CacheBuster, Int, OptText, Text } from './fields';
import { PASSWORD_MAX } from '../rules/credentials';
import { callsOf, GET, POST, shape } from './contract';
import type { SecondFactorChallenge } from './two-factor';
import type { AccountKind, CodeOf } from '../codes';

/** Identity calls of docs/product.md: login (password or demo device), register, passwords, codes. */

/** A demo device id: what the app generates (a UUID), with room for other clients' formats. */
const DemoId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** The length rule itself (core/rules/credentials.ts) answers with its own message; this only caps the input. */
const Password = Text(PASSWORD_MAX);
const Code = Text(16);

// ---- requests ----
export const LoginBody = Type.Object({
  account: OptText(),
  password: OptText(PASSWORD_MAX),
  login_type: OptText(16),
  demo_id: Type.Optional(DemoId),
  /** The picture code, when the last answer was LoginReply.CaptchaRequired: the captcha's id and the text typed. */
  captcha_key: OptText(64),
  captcha_code: OptText(16),
});
export type LoginBody = Static<typeof LoginBody>;
export const DemoQuery = Type.Object({ demo_id: DemoId, ...CacheBuster });
export type DemoQuery = Static<typeof DemoQuery>;
export const RegisterBody = Type.Object({
  type: Text(16),
  account: Text(),
  password: Password,
  re_password: Password,
  invite_code: OptText(32),
  sms_code: Code,
  key: OptText(64),
  mobile: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]*$' })),
  area_id: Type.Optional(Int(1, 100000)),
});
export type RegisterBody = Static<typeof RegisterBody>;
export const ForgotBody = Type.Object({
  type: OptText(16),
  account: Text(),
  new_password: Password,
  secondary_password: Password,
  auth_code: Code,
});
export type ForgotBody = Static<typeof ForgotBody>;
export const AmendBody = Type.Object({
  type: OptText(16),
  new_password: Password,
  secondary_password: Type.Optional(Password),
  auth_code: Code,
});
export type AmendBody = Static<typeof AmendBody>;
/**
 * Sends a code; `type` is a CodeType (1 register, 2 forgot, 3 change password, 4 withdraw, 5 bind a payout method).
 * 3 to 5 go to the logged-in user's own address, whatever `to` says.
 */
export const SendBody = Type.Object({ to: OptText(), area_id: Type.Optional(Int(1, 100000)), type: Int(1, 5) });
export type SendBody = Static<typeof SendBody>;

// ---- answers ----
/** The user object of docs/product.md; money as exact decimal strings of USD. */
export interface PublicUser {
  id: number;
  uid: string;
  email: string;
  is_demo: CodeOf<typeof AccountKind>;
  invite_code: string;
  balance: string;
  lock_balance: string;
  /**
   * /api/user/info only: which code confirms a withdrawal or a new payout method, a PayoutGuard (1 the e-mail code
   * sent for it, 2 the authenticator app's, while two-factor sign-in is on).
   */
  payout_guard?: number;
}
/** Login, demo login and register: the session token and who it is. */
export interface LoginResult {
  token: string;
  user: PublicUser;
}

const call = callsOf('account');

/** Identity calls: login (password or demo device), the session's user, logout, register, passwords, codes. */
export const accountCalls = {
  /** A demo device (`demo_id`) or a password: a session, or (two-factor on) a ticket for the second step. */
  login: call({
    path: '/api/user/loginForU',
    methods: POST,
    access: 'public',
    input: LoginBody,
    reply: shape<LoginResult | SecondFactorChallenge>(),
  }),
  demo: call({
    path: '/api/user/createAccountDemoForU',
    methods: GET,
    access: 'public',
    input: DemoQuery,
    reply: shape<LoginResult>(),
  }),
  info: call({ path: '/api/user/info', methods: GET, access: 'user', reply: shape<PublicUser>() }),
  logout: call({ path: '/api/user/logout', methods: POST, access: 'user', reply: shape<null>() }),
  register: call({
    path: '/api/user/register',
    methods: POST,
    access: 'public',
    input: RegisterBody,
    reply: shape<LoginResult>(),
  }),
  forgotPassword: call({
    path: '/api/user/forget_password',
    methods: POST,
    access: 'public',
    input: ForgotBody,
    reply: shape<null>(),
  }),
  amendPassword: call({
    path: '/api/user/amend_password',
    methods: POST,
    access: 'real user',
    input: AmendBody,
    reply: shape<null>(),
  }),
  /** Public, but a code that confirms a logged-in user's act asks for a real user's session (SendBody). */
  sendEmail: call({
    path: '/api/notify/send_email',
    methods: POST,
    access: 'public',
    input: SendBody,
    reply: shape<null>(),
  }),
  sendSms: call({
    path: '/api/notify/send_sms',
    methods: POST,
    access: 'public',
    input: SendBody,
    reply: shape<null>(),
  }),
};
