import { Type, type Static } from 'typebox';
import { CacheBuster, Text } from './fields';
import { callsOf, GET, shape } from './contract';
import type {
  CodeOf,
  OnOff,
  ServiceLinkType,
  ShowMobile,
  SiteStatus,
  SiteType,
  TradeFeeType,
  VerifyRegType,
} from '../codes';

/** Reference data and site settings: area list, basic info, one setting, site status, captcha. */

export const SettingQuery = Type.Object({ key: Text(64), ...CacheBuster });
export type SettingQuery = Static<typeof SettingQuery>;

/** getBasicInfo: the settings the app may read (operator-only ones, site status and limits, are not listed). */
export interface SiteSettings {
  title: string;
  service_link: string;
  service_link_type: CodeOf<typeof ServiceLinkType>;
  verify_reg_type: CodeOf<typeof VerifyRegType>;
  trade_fee_type: CodeOf<typeof TradeFeeType>;
  is_show_mobile: CodeOf<typeof ShowMobile>;
  invite_required: CodeOf<typeof OnOff>;
  support_email: string;
  stop_out_level: number;
  demo_balance: number;
  /** 1: a desktop user agent is sent to the pc. host (docs/product.md). */
  desktop_redirect: CodeOf<typeof OnOff>;
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
  status: CodeOf<typeof SiteStatus>;
  type: CodeOf<typeof SiteType>;
  loss_url: string;
}
/** An area of the mobile sign-up's country list. */
export interface Area {
  id: number;
  code: string;
  name: string;
  global_code: string;
}
/** A picture code: its id (sent back as captcha_key) and the image as a data URL. */
export interface Captcha {
  id: string;
  b64s: string;
}

const call = callsOf('account');

/** Reference data and site settings, public and GET only. */
export const generalCalls = {
  areas: call({ path: '/api/default/area_list', methods: GET, access: 'public', reply: shape<Area[]>() }),
  basicInfo: call({ path: '/api/basicSet/getBasicInfo', methods: GET, access: 'public', reply: shape<SiteSettings>() }),
  /** One setting of SiteSettings by its key. */
  setting: call({
    path: '/api/default/setting',
    methods: GET,
    access: 'public',
    input: SettingQuery,
    reply: shape<SiteSettings[keyof SiteSettings]>(),
  }),
  companyStatus: call({
    path: '/api/company/getCompanyStatus',
    methods: GET,
    access: 'public',
    reply: shape<CompanyStatus>(),
  }),
  /** The complaint e-mail of /mine/email (setting support_email). */
  complaintEmail: call({
    path: '/api/basicSet/complaint_email',
    methods: GET,
    access: 'public',
    reply: shape<{ email: string }>(),
  }),
  captcha: call({ path: '/api/common/captcha', methods: GET, access: 'public', reply: shape<Captcha>() }),
};
