import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { Field } from '../../../components/Field';
import { QrCode } from '../../../components/QrCode';
import { CopyButton } from '../../../components/CopyButton';
import { groupKey } from '../../../components/two-factor/use-two-factor';
import type { TwoFactorSetup } from '../../../../core/wire/two-factor';

/**
 * Enrolment: the QR code of the otpauth:// URI (qr-code-styling, loaded only here), the key as text in groups of
 * four (left to right in every language, copyable), and the code that proves the app has it.
 */
export function TwoFactorEnrol({
  setup,
  busy,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  busy: boolean;
  onConfirm: (code: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = code.trim();
    setError(typed ? undefined : t('security.code_required'));
    if (typed && !(await onConfirm(typed))) setCode('');
  };
  return (
    <>
      <section className="card center stack invite">
        <p>{t('security.scan')}</p>
        <QrCode data={setup.uri} size={176} label={t('security.qr_label')} />
        <p className="muted">{t('security.manual')}</p>
        <p className="address key" dir="ltr" data-testid="two-factor-key">
          {groupKey(setup.secret)}
        </p>
        <CopyButton text={setup.secret} label={t('security.copy_key')} />
      </section>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('security.enter_code')}</p>
        <Field
          label={t('security.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={setCode}
          error={error}
        />
        <button type="submit" className="btn primary block" disabled={busy}>
          {t('security.confirm')}
        </button>
        <button type="button" className="btn ghost block" onClick={onCancel}>
          {t('security.cancel')}
        </button>
      </form>
    </>
  );
}
