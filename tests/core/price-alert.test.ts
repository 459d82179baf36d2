import { describe, expect, it } from 'vitest';
import { afterStep, alertReached, alertStep, alertWatch, onTick } from '../../core/rules/price-alert';
import { AlertDirection, AlertMode } from '../../core/codes';

const { Above, Below } = AlertDirection;
const { Once, Every } = AlertMode;

describe('price alert: what one price does to an alert', () => {
  // direction, mode, armed, level, price, precision -> step (hand-computed)
  it.each([
    ['above, armed, price under the level: nothing', Above, Once, true, 1.1, 1.09999, 5, null],
    ['above, armed, price at the level: fires', Above, Once, true, 1.1, 1.1, 5, 'fire'],
    ['above, armed, price past the level: fires', Above, Every, true, 1.1, 1.10001, 5, 'fire'],
    ['below, armed, price over the level: nothing', Below, Once, true, 151.42, 151.421, 3, null],
    ['below, armed, price at the level: fires', Below, Every, true, 151.42, 151.42, 3, 'fire'],
    ['below, armed, price under: fires', Below, Once, true, 151.42, 150, 3, 'fire'],
    ['once, fired, price back across: stays off', Above, Once, false, 1.1, 1.0, 5, null],
    ['every, fired, price still at the level: waits', Above, Every, false, 1.1, 1.1, 5, null],
    ['every, fired, price one tick back under: re-arms', Above, Every, false, 1.1, 1.09999, 5, 'rearm'],
    ['every below, fired, price still under: waits', Below, Every, false, 95_000, 94_000, 2, null],
    ['every below, fired, price one tick over: re-arms', Below, Every, false, 95_000, 95_000.01, 2, 'rearm'],
    ['float noise: 0.1 + 0.2 reaches an above 0.3 on ticks', Above, Once, true, 0.3, 0.1 + 0.2, 2, 'fire'],
    ['float noise: 0.1 + 0.2 reaches a below 0.3 on ticks', Below, Once, true, 0.3, 0.1 + 0.2, 2, 'fire'],
  ] as const)('%s', (_n, dir, mode, armed, level, price, precision, expected) => {
    expect(alertStep(dir, mode, armed, level, price, precision)).toBe(expected);
  });

  it.each([
    ['fire once: off for good', 'fire', Once, true, { armed: false, active: false }],
    ['fire every time: disarmed, still on', 'fire', Every, true, { armed: false, active: true }],
    ['re-arm', 'rearm', Every, false, { armed: true, active: true }],
    ['nothing keeps the state', null, Every, false, { armed: false, active: true }],
  ] as const)('state after %s', (_n, step, mode, armed, expected) => {
    expect(afterStep(step, mode, armed)).toEqual(expected);
  });

  it('a path fires a once alert once and an every-time alert at each crossing after a cross back', () => {
    const path = [1.099, 1.1, 1.101, 1.1, 1.0999, 1.1, 1.1005, 1.0995, 1.1];
    const run = (mode: typeof Once | typeof Every) => {
      let s = { armed: true, active: true };
      const fired: number[] = [];
      path.forEach((p, i) => {
        if (!s.active) return;
        const step = alertStep(Above, mode, s.armed, 1.1, p, 4);
        if (step === 'fire') fired.push(i);
        s = afterStep(step, mode, s.armed);
      });
      return fired;
    };
    expect(run(Once)).toEqual([1]);
    // 1.1 fires (1); 1.101 and 1.1 wait; 1.0999 re-arms; 1.1 fires (5); 1.0995 re-arms; 1.1 fires (8).
    expect(run(Every)).toEqual([1, 5, 8]);
  });
});

describe('price alert: where the engine watches it', () => {
  it.each([
    ['above armed: its level, rising', Above, true, 1.1, 5, { level: 1.1, dir: 1 }],
    ['above disarmed: one tick under, falling', Above, false, 1.1, 5, { level: 1.09999, dir: -1 }],
    ['below armed: its level, falling', Below, true, 95_000, 2, { level: 95_000, dir: -1 }],
    ['below disarmed: one tick over, rising', Below, false, 95_000, 2, { level: 95_000.01, dir: 1 }],
  ] as const)('%s', (_n, dir, armed, level, precision, expected) => {
    expect(alertWatch(dir, armed, level, precision)).toEqual(expected);
  });

  it('reached agrees with the watch level at every tick around it', () => {
    for (let t = 109_990; t <= 110_010; t++) {
      const price = t / 100_000;
      const w = alertWatch(Above, true, 1.1, 5);
      expect(alertReached(Above, 1.1, price, 5)).toBe(price >= w.level);
      const back = alertWatch(Above, false, 1.1, 5);
      expect(alertStep(Above, Every, false, 1.1, price, 5) === 'rearm').toBe(
        Math.round(price * 1e5) <= Math.round(back.level * 1e5),
      );
    }
  });

  it.each([
    [1.10001, 5, true],
    [1.100015, 5, false],
    [95_000.01, 2, true],
    [95_000.001, 2, false],
    [0, 2, false],
    [-1, 2, false],
    [Number.NaN, 2, false],
    [0.3, 2, true],
  ] as const)('onTick(%s, %s) is %s', (price, precision, expected) => {
    expect(onTick(price, precision)).toBe(expected);
  });
});
