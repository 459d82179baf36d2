import { t } from '../../i18n/i18n';
import type { Company } from '../../api/content-api';
import { chooseCompany } from '../../state/company';
import { showToast } from '../../state/toast';

/** One company of the directory, as its sheet shows it, with the button that chooses it. */
export function CompanyDetail({ company, onChosen }: { company: Company; onChosen: () => void }) {
  return (
    <div className="stack">
      <dl className="detail">
        <dt>{t('company.subject')}</dt>
        <dd>{company.subject}</dd>
        <dt>{t('company.address')}</dt>
        <dd>{company.registered_address}</dd>
        <dt>{t('company.location')}</dt>
        <dd>{company.location}</dd>
        <dt>{t('company.email')}</dt>
        <dd dir="ltr">
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
        <dt>{t('company.url')}</dt>
        <dd dir="ltr">
          {/^https?:\/\//i.test(company.url) ? (
            <a href={company.url} target="_blank" rel="noopener noreferrer">
              {company.url}
            </a>
          ) : (
            company.url
          )}
        </dd>
      </dl>
      <button
        type="button"
        className="btn primary block"
        onClick={() => {
          chooseCompany(company.id);
          showToast(t('company.saved'));
          onChosen();
        }}
      >
        {t('company.choose')}
      </button>
    </div>
  );
}
