import type uPlot from 'uplot';
import { loadChartGestures } from '../../app/screen';

/**
 * The chart's touch and wheel gestures (touch-gestures.ts), fetched at the first touch or wheel on `u`: /trade's
 * first load has no bytes to spare, and a chart nobody touches needs none of them. The event that asked for them is
 * handed over, with the finger's last move and its lift if they came while the code was on its way (a slow network,
 * a busy phone): the first pan happens, late rather than never. Returns a function that removes whichever listeners
 * are there then.
 */
export function gesturesOnFirstTouch(u: uPlot, periodSec: () => number): () => void {
  const over = u.over;
  let gone = false;
  let detach = () => {
    over.removeEventListener('touchstart', wake);
    over.removeEventListener('wheel', wake);
  };
  function wake(e: TouchEvent | WheelEvent) {
    detach();
    // The finger's newest move and its lift, until the code is here.
    const since = new Map<string, TouchEvent>();
    const seen = (m: TouchEvent) => {
      if (m.type === 'touchmove') since.delete('touchend');
      since.set(m.type === 'touchmove' ? 'touchmove' : 'touchend', m);
    };
    const types = ['touchmove', 'touchend', 'touchcancel'] as const;
    for (const type of types) over.addEventListener(type, seen, { passive: true });
    detach = () => {
      for (const type of types) over.removeEventListener(type, seen);
    };
    void loadChartGestures()
      .then((m) => {
        detach();
        if (!gone) detach = m.attachGestures(u, periodSec, e, [...since.values()]);
      })
      .catch(() => undefined);
  }
  over.addEventListener('touchstart', wake, { passive: true });
  over.addEventListener('wheel', wake, { passive: true });
  return () => {
    gone = true;
    detach();
  };
}
