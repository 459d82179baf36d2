import type { PointerEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Icon } from './Icon';
import { iconTrash } from './icons-more';

/** How far (px) the row slides to show its action; a swipe past half of it opens, less closes. */
const ACTION_PX = 88;

/**
 * A list row that slides left (right in RTL) under a finger, or a mouse dragging it, to reveal one action, e.g. delete
 * (docs/product.md: swipe to delete). The same action is a visible button at the row's end too, in the tab order, so
 * a keyboard or a mouse needs no swipe; the revealed one is reachable once the row is open.
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
  const begin = (x: number, y: number) => {
    start.current = { x, y, base: shift };
    setDragging(true);
  };
  const move = (x: number, y: number) => {
    const s = start.current;
    if (!s) return;
    const dx = rtl() ? x - s.x : s.x - x;
    if (Math.abs(y - s.y) > Math.abs(dx)) return; // a vertical scroll, not a swipe
    setShift(Math.max(0, Math.min(ACTION_PX, s.base + dx)));
  };
  const end = () => {
    start.current = null;
    setDragging(false);
    setShift((v) => (v > ACTION_PX / 2 ? ACTION_PX : 0));
  };
  // A mouse drags as a finger swipes (touch has its own events below; a pen or finger's pointer events are left alone).
  const mouse = (fn: (e: PointerEvent<HTMLDivElement>) => void) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') fn(e);
  };
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
        onTouchStart={(e) => begin(e.touches[0]!.clientX, e.touches[0]!.clientY)}
        onTouchMove={(e) => move(e.touches[0]!.clientX, e.touches[0]!.clientY)}
        onTouchEnd={end}
        onPointerDown={mouse((e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          begin(e.clientX, e.clientY);
        })}
        onPointerMove={mouse((e) => move(e.clientX, e.clientY))}
        onPointerUp={mouse(end)}
        onPointerCancel={mouse(end)}
      >
        {children}
        <button
          type="button"
          className="swipe-more"
          aria-label={actionLabel}
          title={actionLabel}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onAction}
        >
          <Icon d={iconTrash} size={20} />
        </button>
      </div>
    </li>
  );
}
