import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { iconEye, iconEyeOff } from './icons-more';
import { useId, useState } from 'react';
import { t } from '../i18n/i18n';

interface Props {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  maxLength?: number;
  error?: string;
  /** Content after the input, e.g. a send-code button or a captcha picture. */
  after?: ReactNode;
}

/** A labelled input with its error text; password fields get a show/hide toggle. */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  name,
  autoComplete,
  inputMode,
  maxLength = 256,
  error,
  after,
}: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          name={name}
          value={value}
          maxLength={maxLength}
          type={(isPassword && shown ? 'text' : type) as string as 'text'}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onChange((e.target as HTMLInputElement).value)}
        />
        {isPassword && (
          <button
            type="button"
            className="icon-btn"
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
            aria-label={shown ? t('common.hide_password') : t('common.show_password')}
          >
            <Icon d={shown ? iconEyeOff : iconEye} />
          </button>
        )}
        {after}
      </div>
      {error && (
        <p className="field-error" id={`${id}-err`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
