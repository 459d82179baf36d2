import { Type, type Static } from 'typebox';
import { Int, Num, OptText, Text } from './fields';
import type { AccountKind, CodeOf } from '../codes';

/** The admin-only part of the back office: users, the audit log, the mail outbox, settings and operators. */

const Page = Type.Optional(Int(1, 100_000));
export const UsersQuery = Type.Object({ q: OptText(100), page: Page });
export type UsersQuery = Static<typeof UsersQuery>;
export const PageQuery = Type.Object({ page: Page });
export type PageQuery = Static<typeof PageQuery>;
export const AuditQuery = Type.Object({ page: Page, target_type: OptText(32), target_id: OptText(64) });
export type AuditQuery = Static<typeof AuditQuery>;
/** A signed USD amount and the memo the user reads in the ledger. */
export const AdjustBody = Type.Object({ amount: Text(32), memo: Text(256) });
export type AdjustBody = Static<typeof AdjustBody>;
export const OperatorBody = Type.Object({
  email: Text(254),
  password: Text(64),
  role: Type.Union([Type.Literal('admin'), Type.Literal('reviewer')]),
});
export type OperatorBody = Static<typeof OperatorBody>;
export const SettingsBody = Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 2000 }), Num({})]));
export type SettingsBody = Static<typeof SettingsBody>;

/** A user as the back office lists them: money as USD decimal strings, status a UserStatus. */
export interface AdminUser {
  id: number;
  uid: string;
  email: string;
  is_demo: CodeOf<typeof AccountKind>;
  balance: string;
  lock_balance: string;
  status: number;
  created_at: string;
}
