import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { t } from '../i18n/i18n';

/** How far (px) a pull must go to refresh; the indicator closes 500 ms after the refresh (docs/product.md). */
const THRESHOLD = 64;
const CLOSE_AFTER_MS = 500;

/** Pull down at the top of the page to refresh (touch). */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const end = async () => {
    const go = pull >= THRESHOLD;
    start.current = null;
    setPull(0);
    if (!go || busy) return;
    setBusy(true);
    try {
      await onRefresh();
    } catch {
      /* toasted */
    }
    setTimeout(() => setBusy(false), CLOSE_AFTER_MS);
  };
  return (
    <div
      onTouchStart={(e) => {
        start.current = window.scrollY <= 0 ? e.touches[0]!.clientY : null;
      }}
      onTouchMove={(e) => {
        if (start.current !== null) setPull(Math.max(0, Math.min(120, e.touches[0]!.clientY - start.current)));
      }}
      onTouchEnd={() => void end()}
    >
      {(pull > 0 || busy) && (
        <div className="pull-indicator" role="status" style={{ blockSize: `${busy ? 40 : pull / 2}px` }}>
          {busy ? <span className="spinner small" /> : pull >= THRESHOLD ? t('order.pulling') : ''}
        </div>
      )}
      {children}
    </div>
  );
}
