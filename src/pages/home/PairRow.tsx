import { memo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectPair, type PairView } from '../../state/market';
import { MiniChart } from '../../components/MiniChart';
import { PairQuote } from '../../components/PairQuote';
import { t } from '../../i18n/i18n';
import { MarketStatus } from '../../../core/codes';

/** One market row: logo, code, mini-chart, live price and change; "market closed" when it is. Tap opens /trade. */
export const PairRow = memo(function PairRow({ v, series }: { v: PairView; series: number[] | undefined }) {
  const p = v.pair;
  const open = () => { selectPair(p.Code); navigate('/trade'); };
  return (
    <li>
      <button type="button" className="pair-row" onClick={open} data-code={p.Code}>
        <img src={p.Logo} width={32} height={32} alt="" loading="lazy" decoding="async" />
        <span className="pair-name">
          <strong>{p.ShowCode}</strong>
          {p.MarketStatus !== MarketStatus.Open && <small className="closed">{t('home.market_closed')}</small>}
        </span>
        <MiniChart values={series} />
        <PairQuote v={v} />
      </button>
    </li>
  );
});

/** The placeholder row while the list loads. */
export function SkeletonRow() {
  return (
    <li className="pair-row skeleton" aria-hidden="true">
      <span className="sk sk-logo" /><span className="sk sk-name" /><span className="sk sk-chart" /><span className="sk sk-quote" />
    </li>
  );
}
