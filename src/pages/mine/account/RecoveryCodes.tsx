import { t } from '../../../i18n/i18n';
import { CopyButton } from '../../../components/CopyButton';

/** The 10 recovery codes, shown once after two-factor is turned on (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className="card stack" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="hero-text">
        {t('security.recovery_title')}
      </h2>
      <p className="muted">{t('security.recovery_note')}</p>
      <ol className="recovery-codes" dir="ltr" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <CopyButton text={codes.join('\n')} label={t('security.copy_codes')} />
      <button type="button" className="btn primary block" onClick={onDone}>
        {t('security.saved')}
      </button>
    </section>
  );
}
