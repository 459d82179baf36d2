import { memo, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectPair, type PairView } from '../../state/market';
import { MiniChart } from '../../components/MiniChart';
import { PairQuote } from '../../components/PairQuote';
import { t } from '../../i18n/i18n';
import { useQuoteVisibility } from '../../socket/quote-visibility';

/**
 * One market row: logo, code, mini-chart, live price and change; "market closed" when it is. Tap opens /trade.
 * Its quotes come only while it is on screen, and its logo loads once it has been: 33 logos are 33 requests on a
 * slow network (the shipped ones are PNGs: an SVG image is a document of its own, a task
 * each: docs/performance-log.md, scripts/make-logos.mjs). `eager`: a first-screen row, seen at once.
 */
export const PairRow = memo(function PairRow({
  v,
  series,
  eager,
}: {
  v: PairView;
  series: number[] | undefined;
  eager?: boolean;
}) {
  const p = v.pair;
  const ref = useRef<HTMLButtonElement>(null);
  const seen = useQuoteVisibility(ref, v, eager);
  const open = () => {
    selectPair(p.Code);
    navigate('/trade');
  };
  return (
    <li>
      <button type="button" className="pair-row" onClick={open} data-code={p.Code} ref={ref}>
        <img
          src={seen ? p.Logo : undefined}
          width={32}
          height={32}
          alt=""
          decoding="async"
          // Offline, a logo never shown online has no copy: an empty circle, not a broken-image mark.
          onError={hideBroken}
        />
        <span className="pair-name">
          <strong>{p.ShowCode}</strong>
          {!v.open.value && <small className="closed">{t('home.market_closed')}</small>}
        </span>
        <MiniChart values={seen ? series : undefined} />
        <PairQuote v={v} painted seen={seen} />
      </button>
    </li>
  );
});

const hideBroken = (e: { currentTarget: HTMLImageElement }) => {
  e.currentTarget.style.visibility = 'hidden';
};

/** The placeholder row while the list loads. */
export function SkeletonRow() {
  return (
    <li className="pair-row skeleton" aria-hidden="true">
      <span className="sk sk-logo" />
      <span className="sk sk-name" />
      <span className="sk sk-chart" />
      <span className="sk sk-quote" />
    </li>
  );
}
