import { Link } from 'wouter';
import { t } from '../../i18n/i18n';
import { NavBar } from '../../components/NavBar';

/**
 * /feedback: the placeholder page docs/product.md names. It says plainly that the form is not here yet and
 * where feedback can go meanwhile, instead of pretending to take it.
 */
export default function FeedbackPage() {
  return (
    <main className="page">
      <NavBar title={t('feedback.title')} />
      <div className="notice">
        <p>{t('feedback.placeholder')}</p>
        <Link className="btn ghost" href="/mine/email">
          {t('feedback.email_us')}
        </Link>
      </div>
    </main>
  );
}
