import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import { fetchTradeList } from '../../api/market-api';
import { miniSeries, viewsFor, type PairView } from '../../state/market';
import { NavBar } from '../../components/NavBar';
import { PairRow } from '../home/PairRow';
import { isMain } from '../../state/site';
import { CompanySearch } from './CompanySearch';

/** /product: search pairs by code (trade_list?searchCurrency=), or, on a main site (isMain), the company directory. */
export default function ProductPage() {
  if (isMain.value) {
    return (
      <main className="page">
        <NavBar title={t('company.title')} />
        <CompanySearch />
      </main>
    );
  }
  return <PairSearch />;
}

function PairSearch() {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<PairView[] | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    const id = setTimeout(() => {
      fetchTradeList(q.trim() || undefined).then(
        (list) => mine === seq.current && setResults(viewsFor(list)),
        () => undefined, // toasted by the api client
      );
    }, 250);
    return () => clearTimeout(id);
  }, [q]);
  return (
    <main className="page">
      <NavBar title={t('product.title')} />
      <div className="search-box">
        <input
          type="search"
          value={q}
          autoFocus
          placeholder={t('product.placeholder')}
          aria-label={t('product.placeholder')}
          maxLength={32}
          onChange={(e) => setQ((e.target as HTMLInputElement).value)}
        />
      </div>
      <ul className="pair-list">
        {results?.map((v) => (
          <PairRow key={v.pair.Code} v={v} series={miniSeries.value[v.pair.Id]} />
        ))}
      </ul>
      {results && results.length === 0 && <p className="muted center">{t('product.empty')}</p>}
    </main>
  );
}
