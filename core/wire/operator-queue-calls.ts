import { callsOf, GET, POST, shape, type Page } from './contract';
import { IdParams } from './fields';
import {
  DepositsQuery,
  NotesBody,
  ReasonBody,
  RemarkBody,
  UserParams,
  VerificationsQuery,
  WithdrawalsQuery,
  type QueueDeposit,
  type QueueVerification,
  type QueueWithdrawal,
  type ReviewedRecord,
} from './operator-queues';

/**
 * The review queues (docs/api/admin.md), open to either role: each list by status, and its decisions, each taking
 * the record's own note (remark, notes or reason). A decision answers the record as it now stands.
 */
const call = callsOf('admin');

export const operatorQueueCalls = {
  deposits: call({
    path: '/admin/api/deposits',
    methods: GET,
    access: 'operator',
    input: DepositsQuery,
    reply: shape<Page<QueueDeposit>>(),
  }),
  depositApprove: call({
    path: '/admin/api/deposits/:id/approve',
    methods: POST,
    access: 'operator',
    params: IdParams,
    input: RemarkBody,
    reply: shape<ReviewedRecord>(),
  }),
  depositReject: call({
    path: '/admin/api/deposits/:id/reject',
    methods: POST,
    access: 'operator',
    params: IdParams,
    input: RemarkBody,
    reply: shape<ReviewedRecord>(),
  }),
  depositInvalid: call({
    path: '/admin/api/deposits/:id/invalid',
    methods: POST,
    access: 'operator',
    params: IdParams,
    input: RemarkBody,
    reply: shape<ReviewedRecord>(),
  }),
  withdrawals: call({
    path: '/admin/api/withdrawals',
    methods: GET,
    access: 'operator',
    input: WithdrawalsQuery,
    reply: shape<Page<QueueWithdrawal>>(),
  }),
  withdrawalPay: call({
    path: '/admin/api/withdrawals/:id/pay',
    methods: POST,
    access: 'operator',
    params: IdParams,
    input: NotesBody,
    reply: shape<ReviewedRecord>(),
  }),
  withdrawalReject: call({
    path: '/admin/api/withdrawals/:id/reject',
    methods: POST,
    access: 'operator',
    params: IdParams,
    input: NotesBody,
    reply: shape<ReviewedRecord>(),
  }),
  verifications: call({
    path: '/admin/api/verifications',
    methods: GET,
    access: 'operator',
    input: VerificationsQuery,
    reply: shape<Page<QueueVerification>>(),
  }),
  verificationApprove: call({
    path: '/admin/api/verifications/:userId/approve',
    methods: POST,
    access: 'operator',
    params: UserParams,
    input: ReasonBody,
    reply: shape<null>(),
  }),
  verificationReject: call({
    path: '/admin/api/verifications/:userId/reject',
    methods: POST,
    access: 'operator',
    params: UserParams,
    input: ReasonBody,
    reply: shape<null>(),
  }),
};
