import { Type, type Static } from 'typebox';
import { Int, OptText } from './fields';
import { DepositStatus, ReviewStatus, WithdrawStatus } from '../codes';

/** The back office's review queues (deposits, withdrawals, identity checks) and their decisions. */

export const UserParams = Type.Object({ userId: Int(1, Number.MAX_SAFE_INTEGER) });
export type UserParams = Static<typeof UserParams>;
const ListQuery = (statuses: number[], fallback: number) =>
  Type.Object({
    status: Type.Optional(
      Type.Union(
        statuses.map((s) => Type.Literal(s)),
        { default: fallback },
      ),
    ),
    page: Type.Optional(Int(1, 100_000)),
  });
export const DepositsQuery = ListQuery(
  [DepositStatus.Unchecked, DepositStatus.Finished, DepositStatus.Rejected, DepositStatus.Invalid],
  DepositStatus.Unchecked,
);
export type DepositsQuery = Static<typeof DepositsQuery>;
export const WithdrawalsQuery = ListQuery(
  [WithdrawStatus.Pending, WithdrawStatus.Paid, WithdrawStatus.Rejected],
  WithdrawStatus.Pending,
);
export type WithdrawalsQuery = Static<typeof WithdrawalsQuery>;
export const VerificationsQuery = ListQuery(
  [ReviewStatus.None, ReviewStatus.Reviewing, ReviewStatus.Verified],
  ReviewStatus.Reviewing,
);
export type VerificationsQuery = Static<typeof VerificationsQuery>;
export const RemarkBody = Type.Optional(Type.Object({ remark: OptText() }));
export type RemarkBody = Static<typeof RemarkBody>;
export const NotesBody = Type.Optional(Type.Object({ notes: OptText() }));
export type NotesBody = Static<typeof NotesBody>;
export const ReasonBody = Type.Optional(Type.Object({ reason: OptText() }));
export type ReasonBody = Static<typeof ReasonBody>;

/** Who a queued record belongs to. */
export interface QueueUser {
  user_id: number;
  email: string | null;
  uid: string;
}

/**
 * A deposit in the queue: the record as stored (status a DepositStatus, type a DepositType, `number` in the
 * deposit's currency), short-lived signed links to the proof and to its preview (a JPEG at most 1,024 px on its
 * long side; '' when there is no proof), and the USD approval would credit.
 */
export interface QueueDeposit extends QueueUser {
  id: number;
  type: number;
  network_id: number | null;
  bank_account_id: number | null;
  currency_code: string;
  protocol_code: string;
  number: string;
  usd_price: string;
  proof_img: string;
  address: string;
  status: number;
  /** micro-USD credited at approval; 0 otherwise. */
  credited: number;
  remark: string;
  created_at: string;
  reviewed_at: string | null;
  credit_usd: string;
  proof_preview: string;
}

/** A withdrawal in the queue: the record as stored, amounts as USD decimal strings (status a WithdrawStatus, type a PayoutType). */
export interface QueueWithdrawal extends QueueUser {
  id: number;
  type: number;
  symbol_id: number;
  method_id: number;
  number: string;
  fee: string;
  real_number: string;
  currency_code: string;
  protocol: string;
  usd_price: string;
  memo: string;
  status: number;
  notes: string;
  address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  created_at: string;
  reviewed_at: string | null;
}

/**
 * An identity check in the queue (review_status a ReviewStatus), the photos and their previews (JPEG, at most
 * 1,024 px on the long side) as short-lived signed links.
 */
export interface QueueVerification extends QueueUser {
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  review_status: number;
  reason: string;
  updated_at: string;
  front_preview: string;
  reverse_preview: string;
}

/** A deposit or withdrawal as a decision leaves it: the record as stored (status a DepositStatus or WithdrawStatus). */
export interface ReviewedRecord {
  id: number;
  status: number;
}
