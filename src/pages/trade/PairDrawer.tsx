import { useEffect, useRef } from 'react';
import { pairs, selectPair, selectedCode } from '../../state/market';
import { PairQuote } from '../../components/PairQuote';
import { t } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';
import { iconClose } from '../../components/icons';

/**
 * The pair switcher: a drawer from the inline-start edge (left, right in RTL) with each pair's live price. Its own
 * chunk (app/screen.ts); TradePage holds every pair's quotes while it is open.
 */
export function PairDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="overlay drawer-overlay" onClick={onClose}>
      <div
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('trade.choose_pair')}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      >
        <header className="sheet-head">
          <h2>{t('trade.choose_pair')}</h2>
          <button type="button" className="icon-btn" aria-label={t('public.close')} onClick={onClose}>
            <Icon d={iconClose} />
          </button>
        </header>
        <ul className="drawer-list">
          {pairs.value.map((v, i) => (
            <li key={v.pair.Code}>
              <button
                type="button"
                ref={i === 0 ? first : undefined}
                data-code={v.pair.Code}
                className={v.pair.Code === selectedCode.value ? 'drawer-row on' : 'drawer-row'}
                onClick={() => {
                  selectPair(v.pair.Code);
                  onClose();
                }}
              >
                <span className="pair-name">
                  <strong>{v.pair.ShowCode}</strong>
                </span>
                <PairQuote v={v} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
