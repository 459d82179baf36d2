import { useEffect } from 'react';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { QrCode } from '../../../components/QrCode';
import { CopyButton } from '../../../components/CopyButton';
import { user } from '../../../state/session';
import { refreshUser } from '../../../state/session-actions';

/** The invite link (docs/product.md, Screens): the site's origin plus the hash route the register screen reads. */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/#/register?invite_code=${encodeURIComponent(code)}`;

/** /mine/invite: the code, a QR code (160) of the link, the link and a copy button. */
export default function InvitePage() {
  useEffect(() => {
    void refreshUser();
  }, []);
  const code = user.value?.invite_code ?? '';
  const link = code ? inviteLink(window.location.origin, code) : '';
  return (
    <main className="page">
      <NavBar title={t('invite.title')} />
      <section className="card center stack invite">
        <p className="muted">{t('invite.code')}</p>
        <p className="invite-code" dir="ltr" data-testid="invite-code">
          {code}
        </p>
        {link && <QrCode data={link} size={160} label={t('invite.qr_label')} />}
        <p className="break-all small" dir="ltr" data-testid="invite-link">
          {link}
        </p>
        <CopyButton text={link} label={t('invite.copy_link')} />
        <p className="muted small">{t('invite.hint')}</p>
      </section>
    </main>
  );
}
