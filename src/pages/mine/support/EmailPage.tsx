import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { NavBar } from '../../../components/NavBar';
import { CopyButton } from '../../../components/CopyButton';
import { fetchComplaintEmail } from '../../../api/funds-api';

/** /mine/email: the complaint and support e-mail from the server, with copy (docs/product.md, Screens). */
export default function EmailPage() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    void fetchComplaintEmail()
      .then((r) => setEmail(r.email))
      .catch(() => setEmail(''));
  }, []);
  return (
    <main className="page">
      <NavBar title={t('mine.complaint_email')} />
      <section className="card stack">
        <p className="muted">{t('support.email_intro')}</p>
        <p className="invite-code break-all" dir="ltr" data-testid="support-email">
          {email ? <a href={`mailto:${email}`}>{email}</a> : '--'}
        </p>
        <CopyButton text={email ?? ''} />
      </section>
    </main>
  );
}
