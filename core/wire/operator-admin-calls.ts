import { callsOf, GET, POST, shape, type Page } from './contract';
import { IdParams } from './fields';
import {
  AdjustBody,
  AuditQuery,
  OperatorBody,
  PageQuery,
  SettingsBody,
  UsersQuery,
  type AdminSettings,
  type AdminUser,
  type AdminUserDetail,
  type AuditRow,
  type OperatorRow,
  type OutboxMail,
} from './operator-admin';

/**
 * The admin-only part of the back office (docs/api/admin.md): users, the audit log, the mail outbox, settings and
 * operators. Every change writes its audit record in the transaction of the change.
 */
const call = callsOf('admin');

export const operatorAdminCalls = {
  users: call({
    path: '/admin/api/users',
    methods: GET,
    access: 'admin',
    input: UsersQuery,
    reply: shape<Page<AdminUser>>(),
  }),
  user: call({
    path: '/admin/api/users/:id',
    methods: GET,
    access: 'admin',
    params: IdParams,
    reply: shape<AdminUserDetail>(),
  }),
  userAdjust: call({
    path: '/admin/api/users/:id/adjust',
    methods: POST,
    access: 'admin',
    params: IdParams,
    input: AdjustBody,
    reply: shape<AdminUser>(),
  }),
  userDisable: call({
    path: '/admin/api/users/:id/disable',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<AdminUser>(),
  }),
  userEnable: call({
    path: '/admin/api/users/:id/enable',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<AdminUser>(),
  }),
  userTwoFactorReset: call({
    path: '/admin/api/users/:id/two_factor/reset',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<null>(),
  }),
  audit: call({
    path: '/admin/api/audit',
    methods: GET,
    access: 'admin',
    input: AuditQuery,
    reply: shape<Page<AuditRow>>(),
  }),
  outbox: call({
    path: '/admin/api/outbox',
    methods: GET,
    access: 'admin',
    input: PageQuery,
    reply: shape<Page<OutboxMail>>(),
  }),
  settings: call({ path: '/admin/api/settings', methods: GET, access: 'admin', reply: shape<AdminSettings>() }),
  settingsSave: call({
    path: '/admin/api/settings',
    methods: POST,
    access: 'admin',
    input: SettingsBody,
    reply: shape<AdminSettings>(),
  }),
  operators: call({ path: '/admin/api/operators', methods: GET, access: 'admin', reply: shape<OperatorRow[]>() }),
  operatorCreate: call({
    path: '/admin/api/operators',
    methods: POST,
    access: 'admin',
    input: OperatorBody,
    reply: shape<OperatorRow>(),
  }),
  operatorDisable: call({
    path: '/admin/api/operators/:id/disable',
    methods: POST,
    access: 'admin',
    params: IdParams,
    reply: shape<OperatorRow>(),
  }),
};
