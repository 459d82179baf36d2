import type { Generated } from 'kysely';

/** A price alert (012_alerts_push.ts, core/rules/price-alert.ts); armed and active are 0/1. */
export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  pair_id: number;
  /** A price on the pair's tick. */
  price: number;
  /** AlertDirection. */
  direction: number;
  /** AlertMode. */
  mode: number;
  armed: number;
  active: number;
  fired_count: number;
  last_fired_ms: number | null;
  created_ms: number;
}

/** One firing of a price alert (015_alert_fires.ts): the alert's condition as it was, and the trade that fired it. */
export interface PriceAlertFiresTable {
  id: Generated<number>;
  user_id: number;
  alert_id: number;
  pair_id: number;
  /** The alert's level. */
  price: number;
  direction: number;
  mode: number;
  /** The trade price that reached the level. */
  fired_price: number;
  /** That trade's time (Unix ms). */
  fired_ms: number;
}

/** A browser's Web Push subscription (one per device); `lang` is the language its notifications are written in. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_ms: number;
}

/** The notification kinds a user switched off, comma-separated (server/push/push-kinds.ts); no row: all on. */
export interface PushPrefsTable {
  user_id: number;
  disabled: string;
}

/** Server-made secrets shared by every instance (the VAPID key pair). */
export interface ServerSecretsTable {
  key: string;
  value: string;
}
