import { t } from '../../i18n/i18n';
import { Field } from '../../components/Field';
import type { Area } from '../../api/code-forms-api';
import { ShowMobile, type CodeOf } from '../../../core/codes';

/** Register's mobile number (digits only), after its area when is_show_mobile is AreaAndPhone. */
export function MobileField({
  showMobile,
  areas,
  areaId,
  setAreaId,
  mobile,
  setMobile,
}: {
  showMobile: CodeOf<typeof ShowMobile>;
  areas: Area[];
  areaId: number | undefined;
  setAreaId: (id: number) => void;
  mobile: string;
  setMobile: (v: string) => void;
}) {
  return (
    <div className="field">
      {showMobile === ShowMobile.AreaAndPhone && (
        <>
          <label htmlFor="area">{t('register.area')}</label>
          <select id="area" value={areaId} onChange={(e) => setAreaId(Number((e.target as HTMLSelectElement).value))}>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} +{a.global_code}
              </option>
            ))}
          </select>
        </>
      )}
      <Field
        label={t('register.mobile')}
        type="tel"
        name="mobile"
        inputMode="tel"
        maxLength={20}
        value={mobile}
        onChange={(v) => setMobile(v.replace(/\D/g, ''))}
      />
    </div>
  );
}
