import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { User } from '../accounts/users-repository.js';
import { formatUtc } from '../../core/rules/datetime.js';
import { ownUpload } from './uploads-service.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import {
  findVerification,
  moveVerification,
  pageVerificationsByStatus,
  upsertOpenVerification,
} from './verifications-repository.js';
import { ReviewStatus } from '../../core/codes.js';
import type { VerificationCentre } from '../../core/wire/verification.js';

/** An ID number: letters, digits and dashes; 4 to 32 characters. */
const CARD_RE = /^[A-Za-z0-9][A-Za-z0-9-]{3,31}$/;

/** Shows only the last 4 characters of an ID number. */
export const maskCard = (card: string) => (card.length <= 4 ? card : `${'*'.repeat(card.length - 4)}${card.slice(-4)}`);

/** The verification centre (user_real/center): status, masked details, the rejection reason, and who the user is. */
export async function verificationCentre(db: Db, user: User): Promise<VerificationCentre> {
  const v = await findVerification(db, user.id);
  return {
    review_status: v?.review_status ?? ReviewStatus.None,
    name: v?.name ?? '',
    card_id: v ? maskCard(v.card_id) : '',
    reason: v?.reason ?? '',
    invite_code: user.invite_code,
    email: user.email ?? '',
    uid: user.uid,
  };
}

export interface VerificationInput {
  name: string;
  card_id: string;
  front_pic?: string;
  reverse_pic?: string;
}

/**
 * Submits name, ID number and two of the user's own photos; review_status becomes 1. Refused while
 * one is under review (1) or once verified (2).
 */
export async function submitVerification(db: Db, user: User, input: VerificationInput): Promise<void> {
  const current = await findVerification(db, user.id);
  refuseIfClosed(current?.review_status);
  const name = input.name.trim();
  if (!name) throw new AppError('server.errors.missing_field', { field: 'name' });
  const card = input.card_id.trim();
  if (!CARD_RE.test(card)) throw new AppError('server.errors.invalid_field', { field: 'card_id' });
  const front = await ownUpload(db, user.id, input.front_pic, 'server.errors.missing_field', { field: 'front_pic' });
  const reverse = await ownUpload(db, user.id, input.reverse_pic, 'server.errors.missing_field', {
    field: 'reverse_pic',
  });
  if (front === reverse) throw new AppError('server.errors.invalid_field', { field: 'reverse_pic' });
  const ok = await upsertOpenVerification(db, {
    user_id: user.id,
    name,
    card_id: card,
    front_pic: front,
    reverse_pic: reverse,
    review_status: ReviewStatus.Reviewing,
    reason: '',
    updated_at: formatUtc(Date.now()),
  });
  if (!ok) refuseIfClosed((await findVerification(db, user.id))?.review_status);
}

function refuseIfClosed(status: number | undefined): void {
  if (status === ReviewStatus.Reviewing) throw new AppError('server.errors.verification_pending');
  if (status === ReviewStatus.Verified) throw new AppError('server.errors.verification_done');
}

/**
 * Operator: verifies a submission under review (1 -> 2), with its audit record, in one transaction. An
 * optional remark is kept in the row's reason column (the app shows a reason only on a rejected form) and
 * in the audit record.
 */
export async function approveVerification(db: Db, userId: number, actor: Actor, remark = ''): Promise<void> {
  const note = remark.trim();
  await db.transaction().execute(async (trx) => {
    if (
      !(await moveVerification(trx, userId, ReviewStatus.Reviewing, ReviewStatus.Verified, note, formatUtc(Date.now())))
    ) {
      throw new AppError('server.errors.verification_not_pending');
    }
    await insertAudit(trx, actor, {
      action: 'verification.approve',
      targetType: 'user',
      targetId: userId,
      before: { review_status: ReviewStatus.Reviewing },
      after: { review_status: ReviewStatus.Verified, reason: note },
    });
  });
}

/** Operator: rejects a submission under review (1 -> 0) with a reason the user reads, and its audit record. */
export async function rejectVerification(db: Db, userId: number, reason: string, actor: Actor): Promise<void> {
  if (!reason.trim()) throw new AppError('server.errors.missing_field', { field: 'reason' });
  await db.transaction().execute(async (trx) => {
    if (
      !(await moveVerification(
        trx,
        userId,
        ReviewStatus.Reviewing,
        ReviewStatus.None,
        reason.trim(),
        formatUtc(Date.now()),
      ))
    ) {
      throw new AppError('server.errors.verification_not_pending');
    }
    await insertAudit(trx, actor, {
      action: 'verification.reject',
      targetType: 'user',
      targetId: userId,
      before: { review_status: ReviewStatus.Reviewing },
      after: { review_status: ReviewStatus.None, reason: reason.trim() },
    });
  });
}

/** Verifications in one status for the operator's queue (1 = waiting). */
export const listVerificationsByStatus = (db: Db, status: number, page: number) =>
  pageVerificationsByStatus(db, status, page);
