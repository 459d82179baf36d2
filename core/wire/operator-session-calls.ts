import { callsOf, GET, POST, shape } from './contract';
import { OperatorLoginBody, type OperatorLogin, type OperatorWho } from './operator-session';
import {
  SecondFactorLoginBody,
  TwoFactorCodeBody,
  TwoFactorStatusQuery,
  type SecondFactorChallenge,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from './two-factor';

/**
 * The back office's own session (docs/api/admin.md): login (with its second step when the operator's two-factor is
 * on), logout, me, and the operator's own two-factor, open to either role and never behind the money rule (it sends
 * operators here).
 */
const call = callsOf('admin');

export const operatorSessionCalls = {
  login: call({
    path: '/admin/api/login',
    methods: POST,
    access: 'public',
    input: OperatorLoginBody,
    reply: shape<OperatorLogin | SecondFactorChallenge>(),
  }),
  loginSecondFactor: call({
    path: '/admin/api/login/two_factor',
    methods: POST,
    access: 'public',
    input: SecondFactorLoginBody,
    reply: shape<OperatorLogin>(),
  }),
  logout: call({ path: '/admin/api/logout', methods: POST, access: 'operator', reply: shape<null>() }),
  me: call({ path: '/admin/api/me', methods: GET, access: 'operator', reply: shape<OperatorWho>() }),
  twoFactorStatus: call({
    path: '/admin/api/two_factor',
    methods: GET,
    access: 'operator',
    input: TwoFactorStatusQuery,
    reply: shape<TwoFactorStatus>(),
  }),
  twoFactorSetup: call({
    path: '/admin/api/two_factor/setup',
    methods: POST,
    access: 'operator',
    reply: shape<TwoFactorSetup>(),
  }),
  twoFactorEnable: call({
    path: '/admin/api/two_factor/enable',
    methods: POST,
    access: 'operator',
    input: TwoFactorCodeBody,
    reply: shape<TwoFactorEnabled>(),
  }),
  twoFactorDisable: call({
    path: '/admin/api/two_factor/disable',
    methods: POST,
    access: 'operator',
    input: TwoFactorCodeBody,
    reply: shape<null>(),
  }),
};
