import type { ReactNode } from 'react';
import { useRef, useState } from 'react';

/** How far (px) the row slides to show its action; a swipe past half of it opens, less closes. */
const ACTION_PX = 88;

/**
 * A list row that slides left (right in RTL) under a finger to reveal one action, e.g. delete
 * (docs/product.md: swipe to delete). The action is also a real button, reachable by keyboard and screen readers.
 */
export function SwipeRow({
  children,
  actionLabel,
  onAction,
}: {
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}) {
  const start = useRef<{ x: number; y: number; base: number } | null>(null);
  const [shift, setShift] = useState(0);
  const [dragging, setDragging] = useState(false);
  const rtl = () => document.documentElement.dir === 'rtl';
  return (
    <li className="swipe-row">
      <button
        type="button"
        className="swipe-action"
        tabIndex={shift ? 0 : -1}
        onClick={() => {
          setShift(0);
          onAction();
        }}
      >
        {actionLabel}
      </button>
      <div
        className="swipe-body"
        data-open={shift > 0 ? '1' : undefined}
        style={{ transform: `translateX(${rtl() ? shift : -shift}px)`, transition: dragging ? 'none' : undefined }}
        onTouchStart={(e) => {
          const p = e.touches[0]!;
          start.current = { x: p.clientX, y: p.clientY, base: shift };
          setDragging(true);
        }}
        onTouchMove={(e) => {
          const s = start.current;
          if (!s) return;
          const p = e.touches[0]!;
          const dx = rtl() ? p.clientX - s.x : s.x - p.clientX;
          if (Math.abs(p.clientY - s.y) > Math.abs(dx)) return; // a vertical scroll, not a swipe
          setShift(Math.max(0, Math.min(ACTION_PX, s.base + dx)));
        }}
        onTouchEnd={() => {
          start.current = null;
          setDragging(false);
          setShift((v) => (v > ACTION_PX / 2 ? ACTION_PX : 0));
        }}
      >
        {children}
      </div>
    </li>
  );
}
