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

/** A user's page in the back office: the user, their recent ledger, orders and sessions (money as USD strings). */
export interface AdminUserDetail {
  user: AdminUser;
  ledger: { id: number; value: string; lock_value: string; type: number; memo: string; created_at: string }[];
  orders: {
    id: number;
    code: string;
    order_type: number;
    quantity: string;
    multiple: number;
    status: number;
    caution_money: string;
    fact_profits: string;
  }[];
  sessions: { id: number; created_ms: number; last_seen_ms: number; ip: string; user_agent: string; live: boolean }[];
  /** 1 when the trader's two-factor sign-in is on. */
  two_factor: number;
}

/** One record of the audit log: who (`actor`) did what to which record, the state before and after. */
export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** One message of the mail outbox (status: what became of it; error: why it failed). */
export interface OutboxMail {
  id: number;
  channel: string;
  destination: string;
  subject: string;
  body: string;
  created_at: string;
  status: string;
  error: string | null;
}

/** Every setting by key, as text (docs/operations.md, Operator settings). */
export type AdminSettings = Record<string, string>;

/** A back-office operator as listed (never the password hash). */
export interface OperatorRow {
  id: number;
  email: string;
  role: string;
  disabled: number;
  created_at?: string;
}
