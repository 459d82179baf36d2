import { t } from '../../i18n/i18n';
import { miniSeries, pairsLoaded, visiblePairs } from '../../state/market';
import { PairRow, SkeletonRow } from './PairRow';
import { useProgressiveCount } from '../../components/use-progressive-count';

/**
 * The quotes list of / : the first screen's rows at once, the rest a row per idle moment, skeleton rows while the
 * list loads. A component of its own: each step of the list, and the mini-charts' arrival, re-render this list
 * only, not the page's header, links and chips around it (a full page render per row was a long task: docs/performance-log.md).
 */
export function PairList() {
  const series = miniSeries.value;
  const list = visiblePairs.value;
  const shown = useProgressiveCount(list.length);
  return (
    <>
      <ul className="pair-list" aria-busy={!pairsLoaded.value}>
        {pairsLoaded.value
          ? list
              .slice(0, shown)
              .map((v, i) => <PairRow key={v.pair.Code} v={v} series={series[v.pair.Id]} eager={i < 8} />)
          : Array.from({ length: 10 }, (_, i) => <SkeletonRow key={i} />)}
      </ul>
      {pairsLoaded.value && list.length === 0 && <p className="muted center">{t('home.empty')}</p>}
    </>
  );
}
