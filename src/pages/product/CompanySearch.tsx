import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import { searchCompanies, type Company } from '../../api/content-api';
import { chosenCompany } from '../../state/company';
import { Popup } from '../../components/Popup';
import { CompanyDetail } from './CompanyDetail';

/** Main-site mode of /product: search the company directory by name and choose one (kept 3 years in a cookie). */
export function CompanySearch() {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Company[] | null>(null);
  const [open, setOpen] = useState<Company | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    const id = setTimeout(() => {
      void searchCompanies(q.trim())
        .then((l) => {
          if (mine === seq.current) setResults(l);
        })
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(id);
  }, [q]);
  return (
    <>
      <div className="search-box">
        <input
          type="search"
          value={q}
          autoFocus
          placeholder={t('company.placeholder')}
          aria-label={t('company.placeholder')}
          maxLength={64}
          onChange={(e) => setQ((e.target as HTMLInputElement).value)}
        />
      </div>
      <ul className="record-list company-list">
        {results?.map((c) => (
          <li key={c.id}>
            <button type="button" className="record company-row" data-company={c.id} onClick={() => setOpen(c)}>
              {c.logo ? (
                <img src={c.logo} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span className="logo-ph" aria-hidden="true">
                  {c.name.slice(0, 1)}
                </span>
              )}
              <span className="record-main">
                <strong>{c.name}</strong>
                <span className="muted small">{c.subject}</span>
                <span className="muted small">{c.location}</span>
              </span>
              {chosenCompany.value === c.id && <span className="tag status-1">{t('company.chosen')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {results && results.length === 0 && <p className="muted center">{t('company.empty')}</p>}
      <Popup open={!!open} onClose={() => setOpen(null)} title={open?.name} height="60%">
        {open && <CompanyDetail company={open} onChosen={() => setOpen(null)} />}
      </Popup>
    </>
  );
}
