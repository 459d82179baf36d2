import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { loadRestTexts } from '../../i18n/more-texts';
import { Popup } from '../../components/Popup';
import { errorProps, FieldError } from '../../components/FieldError';
import { defaultIndicatorSettings, parseIndicatorSettings } from '../../../core/indicators/indicator-settings';
import { formOf, readForm, type FormErrors, type IndicatorForm } from './indicator-form';

/** The sheet's texts (the `indicators` namespace, in the rest chunk): the button awaits them with this chunk. */
export const load = loadRestTexts;

type Key = keyof IndicatorForm;

interface Props {
  /** The choice as stored (src/state/indicator-choice.ts), and how to keep a new one. */
  choice: string | null;
  store: (json: string) => void;
  onClose: () => void;
}

/** Each indicator's row: its name's text key (or the name itself) and its parameters' fields with their labels. */
const ROWS: { key: Key; name: string; fields: [field: string, label: string][] }[] = [
  { key: 'ma', name: 'indicators.ma', fields: [['periods', 'indicators.periods']] },
  { key: 'ema', name: 'indicators.ema', fields: [['periods', 'indicators.periods']] },
  {
    key: 'boll',
    name: 'indicators.boll',
    fields: [
      ['period', 'indicators.period'],
      ['mult', 'indicators.mult'],
    ],
  },
  { key: 'vol', name: 'indicators.vol', fields: [['periods', 'indicators.periods']] },
  {
    key: 'macd',
    name: 'MACD',
    fields: [
      ['fast', 'indicators.fast'],
      ['slow', 'indicators.slow'],
      ['signal', 'indicators.signal'],
    ],
  },
  { key: 'rsi', name: 'indicators.rsi', fields: [['periods', 'indicators.periods']] },
  {
    key: 'kdj',
    name: 'indicators.kdj',
    fields: [
      ['n', 'N'],
      ['k', 'K'],
      ['d', 'D'],
    ],
  },
];
/** Where each row goes: the overlays on the price, then the panes below it. */
const OVERLAYS: Key[] = ['ma', 'ema', 'boll'];

/** A text key, or a name written the same in every language (MACD, N, K, D). */
const text = (k: string) => (k.includes('.') ? t(k) : k);

/**
 * The chart's indicators (loaded on the first tap of the button beside the periods): each one's switch and
 * parameters, the overlays on the price first, then the panes below. Applied, they are kept on the device and the
 * chart is built again with them; what cannot be read is said under its field, and nothing changes.
 */
export default function IndicatorSheet({ choice, store, onClose }: Props) {
  const was = parseIndicatorSettings(choice);
  const [form, setForm] = useState<IndicatorForm>(() => formOf(was));
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (key: Key, field: string, value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: { ...f[key], [field]: value } }));
  const apply = () => {
    const [settings, errs] = readForm(form, was);
    setErrors(errs);
    if (!settings) return;
    store(JSON.stringify(settings));
    onClose();
  };
  const row = ({ key, name, fields }: (typeof ROWS)[number]) => (
    <div key={key} className="ind-row" data-indicator={key}>
      <label className="check">
        <input
          type="checkbox"
          name={key}
          checked={form[key].on}
          onChange={(e) => set(key, 'on', e.currentTarget.checked)}
        />
        <span>{text(name)}</span>
      </label>
      <div className="ind-fields">
        {fields.map(([field, label]) => {
          const id = `${key}.${field}`;
          return (
            <label key={field} className="ind-field">
              <span>{text(label)}</span>
              <input
                name={id}
                inputMode={field === 'periods' ? 'text' : 'decimal'}
                dir="ltr"
                value={String(form[key][field])}
                {...errorProps(id, errors[id])}
                onChange={(e) => set(key, field, e.currentTarget.value)}
              />
            </label>
          );
        })}
      </div>
      {fields.map(([field]) => (
        <FieldError key={field} name={`${key}.${field}`} error={errors[`${key}.${field}`]} />
      ))}
    </div>
  );
  return (
    <Popup open onClose={onClose} title={t('trade.indicators')} height="70%">
      <form
        className="stack ind-sheet"
        data-testid="indicator-sheet"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <h3 className="ind-group">{t('indicators.overlays')}</h3>
        {ROWS.filter((r) => OVERLAYS.includes(r.key)).map(row)}
        <h3 className="ind-group">{t('indicators.panes')}</h3>
        {ROWS.filter((r) => !OVERLAYS.includes(r.key)).map(row)}
        <div className="ind-actions">
          <button type="button" className="btn ghost" onClick={() => setForm(formOf(defaultIndicatorSettings))}>
            {t('indicators.reset')}
          </button>
          <button type="submit" className="btn primary">
            {t('indicators.apply')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
