import type { Executor } from '../db/database.js';
import { NUMERIC_SETTINGS } from '../../core/codes/numeric-settings.js';
import { ALERT_COOLDOWN_MAX_SECONDS, ALERT_COOLDOWN_SECONDS } from '../../core/rules/price-alert.js';
import { MIN_ORDER_MARGIN_USD } from '../../core/rules/min-margin.js';
import { PAYOUT_COOLING_HOURS, PAYOUT_COOLING_MAX_HOURS } from '../../core/rules/payout-cooling.js';
import type { CompanyStatus, SiteSettings } from '../../core/wire/general.js';
import { ShowMobile } from '../../core/codes.js';

/**
 * Operator-editable settings with the defaults seeded on first start. Numeric ones are sent as numbers.
 * `site_status`/`site_type`/`loss_url` answer getCompanyStatus (type 0 = main site: company directory).
 * `desktop_redirect` '1' sends a desktop browser to the desktop site (first sub-domain replaced by `pc`);
 * '0' (default) keeps the phone layout, centred on a wide screen.
 */
export const SETTING_DEFAULTS = {
  title: 'Lotline',
  service_link: '',
  service_link_type: '1',
  verify_reg_type: '1',
  trade_fee_type: '2',
  is_show_mobile: '0',
  invite_required: '0',
  support_email: 'support@lotline.local',
  stop_out_level: '50',
  demo_balance: '100000',
  site_status: '0',
  site_type: '1',
  loss_url: '',
  desktop_redirect: '0',
  /** Code e-mails and SMS one client IP may request per hour, and the whole site (code 429 beyond). */
  code_sends_per_ip_hour: '20',
  code_sends_per_hour: '1000',
  /** Open pending orders one user may hold: each reserves margin, and the trigger book holds them all in memory. */
  max_pending_orders: '200',
  /** The widest trailing stop distance, in pips of the pair (10^-precision each): core/rules/trailing-stop.ts. */
  trailing_max_pips: '10000',
  /** Switched-on price alerts one user may hold: the engine's alert books hold them all in memory. */
  max_price_alerts: '20',
  /**
   * Seconds an every-time price alert stays quiet after it fired (0: none, at most a day): the engine's alert watcher
   * checks it in the fire's own conditional write, so it holds across instances and restarts.
   */
  alert_every_time_cooldown_seconds: String(ALERT_COOLDOWN_SECONDS),
  /**
   * Web Push goes only to these hosts and their sub-domains, comma-separated, each on 443 or the `:port` it names
   * ("fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com, notify.windows.com"). Empty: any
   * public host on 443 (server/push/push-endpoint-policy.ts).
   */
  push_host_allowlist: '',
  /** Browsers one user may subscribe to Web Push; subscribing one more drops the oldest. */
  push_max_devices: '10',
  /**
   * The smallest margin an order may take, in USD (exact, 6 decimals at most; 0: none). Below it a pending order
   * could never be worth filling yet counts toward max_pending_orders: core/rules/min-margin.ts.
   */
  min_order_margin_usd: MIN_ORDER_MARGIN_USD,
  /**
   * '1': an operator without two-factor sign-in is refused every money call (deposits, withdrawals, users' balances)
   * and sent to enrolment by the desk (server/admin/operator-two-factor.ts); '0' (default): two-factor is optional.
   */
  operator_2fa_required: '0',
  /**
   * Hours a newly bound payout method waits before it can receive a withdrawal (0: none, at most 30 days): someone
   * who took over a session can add their own address, but not empty the account into it before the owner, mailed
   * at once (funds/payout-notices.ts), can react. Counted from each method's bound_ms, so a change applies to all.
   */
  payout_cooling_hours: String(PAYOUT_COOLING_HOURS),
  /**
   * Percent of the app's page views that report their field data (web vitals, long frames, dropped frames) to
   * perf/rum: 0 none, 100 all. The app reads it in getBasicInfo and draws once per page view.
   */
  rum_sample_percent: '10',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingKey, string>;

/** Numeric settings that must be whole numbers in a range (the others: any plain decimal). */
export const SETTING_RANGES: Partial<Record<SettingKey, { min: number; max: number }>> = {
  alert_every_time_cooldown_seconds: { min: 0, max: ALERT_COOLDOWN_MAX_SECONDS },
  push_max_devices: { min: 1, max: 100 },
  operator_2fa_required: { min: 0, max: 1 },
  payout_cooling_hours: { min: 0, max: PAYOUT_COOLING_MAX_HOURS },
  rum_sample_percent: { min: 0, max: 100 },
};

// Every name in the shared list is a setting (a renamed one fails the type check here).
const NUMERIC: ReadonlySet<SettingKey> = new Set<SettingKey>(NUMERIC_SETTINGS);

/** Settings stored as text but sent, and edited, as numbers. */
export const isNumericSetting = (k: SettingKey): boolean => NUMERIC.has(k);

export const isSettingKey = (k: string): k is SettingKey => Object.hasOwn(SETTING_DEFAULTS, k);

/** The settings whose value is a code of core/codes, typed as getBasicInfo and getCompanyStatus send them. */
type SettingCodes = Pick<SiteSettings, CodeSettingKey> & {
  site_status: CompanyStatus['status'];
  site_type: CompanyStatus['type'];
};
type CodeSettingKey = {
  [K in SettingKey & keyof SiteSettings]: SiteSettings[K] extends number
    ? number extends SiteSettings[K]
      ? never
      : K
    : never;
}[SettingKey & keyof SiteSettings];

/**
 * A code setting as the code it holds (`settingCode(s, 'verify_reg_type') === VerifyRegType.Captcha`): the server
 * compares the same named codes as the app, never the stored text.
 */
export const settingCode = <K extends keyof SettingCodes>(s: Settings, key: K): SettingCodes[K] =>
  Number(s[key]) as SettingCodes[K];

/** Whether sign-up asks for a mobile number: is_show_mobile with the area and the number, or the number alone. */
export const asksMobile = (s: Settings): boolean => {
  const v = settingCode(s, 'is_show_mobile');
  return v === ShowMobile.AreaAndPhone || v === ShowMobile.PhoneOnly;
};

/**
 * How long a read of the settings is reused. Every order reads them (fee type), and they change only when
 * an operator edits one: a write through this process forgets the copy at once, another process's write
 * (a CLI) shows within this time.
 */
const SETTINGS_TTL_MS = 1000;
const cached = new WeakMap<object, { at: number; value: Settings }>();
/**
 * Bumped by every forget: a read that started before a forget (an edit on another instance, announced on the
 * bus) may have read the old rows, so it answers them but does not keep them.
 */
let generation = 0;

/** All settings, stored values over defaults. */
export async function readSettings(db: Executor): Promise<Settings> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return { ...hit.value };
  const started = generation;
  const rows = await db.selectFrom('settings').selectAll().execute();
  const s: Settings = { ...SETTING_DEFAULTS };
  for (const r of rows) if (isSettingKey(r.key)) s[r.key] = r.value;
  if (started === generation) cached.set(db, { at: Date.now(), value: s });
  return { ...s };
}

/** Stores one setting and forgets the reused copy, so the next read sees it. */
export async function writeSetting(db: Executor, key: SettingKey, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  forgetSettings(db);
}

/**
 * Forgets the reused copy of `db`'s settings: after writes made through a transaction of it, or an edit another
 * instance announced (server/cluster/edit-relay.ts).
 */
export const forgetSettings = (db: Executor): void => {
  generation++;
  cached.delete(db);
};

/** A setting as the wire shows it: a number for numeric settings, text otherwise. */
export const wireValue = (key: SettingKey, value: string): string | number =>
  NUMERIC.has(key) ? Number(value) : value;

/** Writes defaults for keys not yet stored (first start, or a new key after an upgrade). */
export async function seedSettings(db: Executor): Promise<void> {
  const values = Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value }));
  await db
    .insertInto('settings')
    .values(values)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
