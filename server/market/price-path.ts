import { normal } from './prng.js';

/** What a price path needs to know about an instrument. */
export interface PathParams {
  /** Annualised volatility (0.08 = 8 %). */
  vol: number;
  /** The level the simulated price is pulled back to, so years of history stay near real-looking prices. */
  anchor: number;
  /** Trading minutes per year (see market-hours). */
  minutesPerYear: number;
}

/** Mean reversion speed per year: a few percent of the gap per day, invisible intraday, but years of history stay near real levels. */
const KAPPA = 4;

/**
 * One step of the log-price: a geometric random walk with gentle mean reversion toward the anchor.
 * `minutes` is the step length in trading minutes (fractions allowed: a tick is a fraction of a minute).
 */
export function stepPrice(price: number, minutes: number, p: PathParams, rand: () => number): number {
  const dt = minutes / p.minutesPerYear;
  const drift = -KAPPA * Math.log(price / p.anchor) * dt - (p.vol * p.vol * dt) / 2;
  return price * Math.exp(drift + p.vol * Math.sqrt(dt) * normal(rand));
}
