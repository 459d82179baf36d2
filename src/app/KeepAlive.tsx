import type { ComponentType } from 'preact';
import { useRef } from 'react';

/**
 * Keeps a screen mounted after its first visit and hides it while another route shows (product.md:
 * home and trade are kept alive), so returning to it keeps its scroll, filters and live rows.
 */
export function KeepAlive({ show, component: Page }: { show: boolean; component: ComponentType<{ active: boolean }> }) {
  const visited = useRef(false);
  if (show) visited.current = true;
  if (!visited.current) return null;
  return <div class="keep-alive" hidden={!show}><Page active={show} /></div>;
}
