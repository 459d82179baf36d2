import { Type, type Static } from 'typebox';
import { CacheBuster, Text } from './fields';

/** Reference data and site settings: area list, basic info, one setting, site status, captcha. */

export const SettingQuery = Type.Object({ key: Text(64), ...CacheBuster });
export type SettingQuery = Static<typeof SettingQuery>;

/** getBasicInfo: the settings the app may read (operator-only ones, site status and limits, are not listed). */
export interface SiteSettings {
  title: string;
  service_link: string;
  service_link_type: number;
  verify_reg_type: number;
  trade_fee_type: number;
  is_show_mobile: number;
  invite_required: number;
  support_email: string;
  stop_out_level: number;
  demo_balance: number;
  /** 1: a desktop user agent is sent to the pc. host (docs/product.md). */
  desktop_redirect: number;
  /** The widest trailing stop distance in pips of a pair: the order form says it before the tap. */
  trailing_max_pips: number;
  /** An every-time price alert fires at most once in this many seconds (0: every crossing). */
  alert_every_time_cooldown_seconds: number;
  /** Hours a new payout method waits before it can receive a withdrawal (0: none): the bind screen says it. */
  payout_cooling_hours: number;
  /** Percent of page views that send their field data to perf/rum (0 to 100). */
  rum_sample_percent: number;
}

/** getCompanyStatus: `type` 0 is the main site (company directory); a non-zero `status` with loss_url sends the app there. */
export interface CompanyStatus {
  status: number;
  type: number;
  loss_url: string;
}
/** An area of the mobile sign-up's country list. */
export interface Area {
  id: number;
  code: string;
  name: string;
  global_code: string;
}
