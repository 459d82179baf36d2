import type { ComponentType } from 'react';
import { useRef } from 'react';

/**
 * Keeps a screen mounted after its first visit and hides it while another route shows (docs/product.md:
 * home and trade are kept alive), so returning to it keeps its scroll, filters and live rows.
 */
export function KeepAlive({ show, component: Page }: { show: boolean; component: ComponentType<{ active: boolean }> }) {
  const visited = useRef(false);
  if (show) visited.current = true;
  if (!visited.current) return null;
  return (
    <div className="keep-alive" hidden={!show}>
      <Page active={show} />
    </div>
  );
}
