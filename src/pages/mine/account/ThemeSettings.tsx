import { t } from '../../../i18n/i18n';
import { setThemeChoice, setUpChoice, themeChoice, upChoice } from '../../../state/theme-setting';

/** One setting as a row of radio buttons under its name, with a line on what 'auto' follows. */
function Choices<T extends string>({
  name,
  title,
  hint,
  value,
  options,
  set,
}: {
  name: string;
  title: string;
  hint: string;
  value: T;
  options: [T, string][];
  set: (x: T) => void;
}) {
  return (
    <fieldset className="setting">
      <legend>{title}</legend>
      <div className="seg three">
        {options.map(([x, text]) => (
          <label key={x} className={value === x ? 'on' : ''}>
            <input type="radio" name={name} value={x} checked={value === x} onChange={() => set(x)} />
            {text}
          </label>
        ))}
      </div>
      <p className="muted">{hint}</p>
    </fieldset>
  );
}

/**
 * Me > Other's look settings, kept on this device (src/state/theme-setting.ts): the theme (automatic: the phone's
 * light or dark mode) and which colour a rise takes (automatic: red in Chinese, green in other languages).
 */
export function ThemeSettings() {
  return (
    <div className="card settings">
      <Choices
        name="theme"
        title={t('system.theme')}
        hint={t('system.theme_hint')}
        value={themeChoice.value}
        options={[
          ['auto', t('system.auto')],
          ['light', t('system.light')],
          ['dark', t('system.dark')],
        ]}
        set={setThemeChoice}
      />
      <Choices
        name="updown"
        title={t('system.updown')}
        hint={t('system.updown_hint')}
        value={upChoice.value}
        options={[
          ['auto', t('system.auto')],
          ['green', t('system.green_up')],
          ['red', t('system.red_up')],
        ]}
        set={setUpChoice}
      />
    </div>
  );
}
