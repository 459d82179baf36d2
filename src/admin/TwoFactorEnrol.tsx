import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { QrCode } from '../components/QrCode';
import { groupKey, type useTwoFactor } from '../components/two-factor/use-two-factor';
import { Copy } from './DeskCopy';

/** Two-factor's enrolment: the QR code or the key to scan or type, then the code the app shows, to confirm. */
export function TwoFactorEnrol({
  tf,
  codeField,
  onSubmit,
}: {
  tf: ReturnType<typeof useTwoFactor>;
  codeField: ReactNode;
  onSubmit: () => void;
}) {
  const setup = tf.setup!;
  return (
    <form
      className="editor"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p>{t('security.scan')}</p>
      <QrCode data={setup.uri} size={176} label={t('security.qr_label')} />
      <p className="muted">{t('security.manual')}</p>
      <code dir="ltr" data-testid="two-factor-key">
        {groupKey(setup.secret)}
      </code>
      <div className="row-actions">
        <Copy text={setup.secret} label={t('security.copy_key')} />
      </div>
      <p>{t('security.enter_code')}</p>
      {codeField}
      <div className="row-actions">
        <button type="submit" className="primary" disabled={tf.busy}>
          {t('security.confirm')}
        </button>
        <button type="button" onClick={tf.cancel}>
          {t('security.cancel')}
        </button>
      </div>
    </form>
  );
}
