import { t } from '../i18n/i18n';
import { Copy } from './DeskCopy';

/** The recovery codes shown once, right after two-factor is turned on: to copy and keep. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <>
      <h3>{t('security.recovery_title')}</h3>
      <p className="muted">{t('security.recovery_note')}</p>
      <pre dir="ltr" data-testid="recovery-codes">
        {codes.join('\n')}
      </pre>
      <div className="row-actions">
        <Copy text={codes.join('\n')} label={t('security.copy_codes')} />
        <button type="button" className="primary" onClick={onSaved}>
          {t('security.saved')}
        </button>
      </div>
    </>
  );
}
