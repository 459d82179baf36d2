import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  forgetSettings,
  isNumericSetting,
  isSettingKey,
  readSettings,
  SETTING_RANGES,
  writeSetting,
  type SettingKey,
  type Settings,
} from '../content/settings-repository.js';
import { insertAudit, type Actor } from '../audit/audit-repository.js';
import { parseAllowList } from '../push/push-endpoint-policy.js';

const MAX_SETTING_CHARS = 2000;

/** Every setting (docs/operations.md, Operator settings), stored values over defaults, as text. */
export const allSettings = (db: Db): Promise<Settings> => readSettings(db);

/**
 * Admin: writes the given settings (unknown keys refused, numeric ones checked) and one audit record with
 * the changed keys' old and new values, in one transaction; unchanged keys are not written or audited.
 * `announce` (many instances) tells the others after the commit, so their next read is the new values.
 */
export async function updateSettings(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  announce?: () => void,
): Promise<Settings> {
  const changes: [SettingKey, string][] = [];
  for (const [key, raw] of Object.entries(input)) {
    if (!isSettingKey(key)) throw new AppError('server.errors.unknown_setting');
    const value = String(raw ?? '').trim();
    if (value.length > MAX_SETTING_CHARS) throw new AppError('server.errors.too_long', { field: key });
    if (isNumericSetting(key) && !/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/.test(value))
      throw new AppError('server.errors.invalid_field', { field: key });
    const range = SETTING_RANGES[key];
    if (range && !(/^\d+$/.test(value) && Number(value) >= range.min && Number(value) <= range.max))
      throw new AppError('server.errors.setting_range', { field: key, ...range });
    // Hosts and ports the server may post Web Push to: a list it could not read would refuse every device.
    if (key === 'push_host_allowlist' && !parseAllowList(value))
      throw new AppError('server.errors.invalid_field', { field: key });
    changes.push([key, value]);
  }
  const wrote = await db.transaction().execute(async (trx) => {
    const current = await readSettings(trx);
    const changed = changes.filter(([k, v]) => current[k] !== v);
    if (!changed.length) return false;
    for (const [k, v] of changed) await writeSetting(trx, k, v);
    await insertAudit(trx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: changed.map(([k]) => k).join(','),
      before: Object.fromEntries(changed.map(([k]) => [k, current[k]])),
      after: Object.fromEntries(changed),
    });
    return true;
  });
  // The writes went through the transaction: the copy cached for `db` must go too.
  forgetSettings(db);
  if (wrote) announce?.();
  return readSettings(db);
}
