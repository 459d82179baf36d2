import type uPlot from 'uplot';
import { loadChartGestures } from '../../app/screen';

/**
 * The chart's touch and wheel gestures (touch-gestures.ts), fetched at the first touch or wheel on `u`: /trade's
 * first load has no bytes to spare, and a chart nobody touches needs none of them. The event that asked for them is
 * handed over, so the first pan starts with the finger that is already down. Returns a function that removes
 * whichever listeners are there then.
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
    void loadChartGestures()
      .then((m) => {
        if (!gone) detach = m.attachGestures(u, periodSec, e);
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
