import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** Keeps `[x, y]` so that a box of `w` x `h` stays inside the viewport. */
const clamp = (x: number, y: number, w: number, h: number): [number, number] => [
  Math.max(0, Math.min(x, window.innerWidth - w)),
  Math.max(0, Math.min(y, window.innerHeight - h)),
];

/**
 * Moves `box` by dragging its handle (pointer events, so touch, pen and mouse alike): the pointer is captured, and
 * the box stays inside the viewport. Presses that start on a button are the button's.
 */
export function useDrag(box: RefObject<HTMLElement | null>) {
  // Below the screens' top bar: its back button stays reachable.
  const [pos, setPos] = useState<[number, number]>([8, 64]);
  const grab = useRef<{ dx: number; dy: number } | null>(null);
  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    grab.current = { dx: e.clientX - pos[0], dy: e.clientY - pos[1] };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const g = grab.current;
    const el = box.current;
    if (!g || !el) return;
    setPos(clamp(e.clientX - g.dx, e.clientY - g.dy, el.offsetWidth, el.offsetHeight));
  };
  const onPointerUp = () => {
    grab.current = null;
  };
  return { pos, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
