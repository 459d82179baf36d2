import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';
import { ok } from '../envelope.js';
import { AppError } from '../../errors/app-error.js';
import {
  isSettingKey,
  readSettings,
  settingCode,
  wireValue,
  type SettingKey,
} from '../../content/settings-repository.js';
import { createCaptcha } from '../../accounts/captcha-service.js';
import { generalCalls as calls, type CompanyStatus, type SiteSettings } from '../../../core/wire/general.js';
import { callRoute } from '../call-route.js';

/** Settings the app may read; operator-only ones (site status, limits) are not listed. */
/** Each is a field of SiteSettings (core/wire/general.ts): a field renamed there fails tsc here. */
const PUBLIC_SETTINGS: readonly (SettingKey & keyof SiteSettings)[] = [
  'title',
  'service_link',
  'service_link_type',
  'verify_reg_type',
  'trade_fee_type',
  'is_show_mobile',
  'invite_required',
  'support_email',
  'stop_out_level',
  'demo_balance',
  'desktop_redirect',
  'trailing_max_pips',
  // The alert dialog says it when the trader picks "every time".
  'alert_every_time_cooldown_seconds',
  // The payout-method screen says it before the trader binds one.
  'payout_cooling_hours',
  // The app's field data: the share of page views that report.
  'rum_sample_percent',
];

/** Reference data and site settings: area list, basic info, one setting, site status, captcha. */
export async function generalRoutes(app: FastifyInstance, { db }: RouteDeps) {
  callRoute(app, calls.areas, async (_q, req) => {
    const rows = await db.selectFrom('areas').select(['id', 'code', 'name', 'global_code']).orderBy('sort').execute();
    return ok(req, rows);
  });

  callRoute(app, calls.basicInfo, async (_q, req) => {
    const s = await readSettings(db);
    // Each key's wire type is SiteSettings' (settings-repository.ts wireValue); fromEntries cannot say so.
    return ok(req, Object.fromEntries(PUBLIC_SETTINGS.map((k) => [k, wireValue(k, s[k])])) as unknown as SiteSettings);
  });

  callRoute(app, calls.setting, async ({ key }, req) => {
    if (!isSettingKey(key) || !(PUBLIC_SETTINGS as readonly SettingKey[]).includes(key))
      throw new AppError('server.errors.unknown_setting');
    const s = await readSettings(db);
    return ok(req, wireValue(key, s[key]));
  });

  callRoute(app, calls.companyStatus, async (_q, req) => {
    const s = await readSettings(db);
    return ok(req, {
      status: settingCode(s, 'site_status'),
      type: settingCode(s, 'site_type'),
      loss_url: s.loss_url,
    } satisfies CompanyStatus);
  });

  /** The complaint e-mail of /mine/email: the old app called another host; we serve it (setting support_email). */
  callRoute(app, calls.complaintEmail, async (_q, req) => ok(req, { email: (await readSettings(db)).support_email }));

  /** The old API left the captcha path open ("GET {token}"); it lives here (docs/decisions.md). */
  callRoute(app, calls.captcha, async (_q, req) => ok(req, await createCaptcha(db)));
}
