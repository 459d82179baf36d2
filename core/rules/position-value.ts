import { dec, mul, priceDec, toMicroRounded, type Dec } from './decimal';
import { Side, type CodeOf } from '../codes';

/**
 * What held positions are worth now (floating profit, the rate to USD, the account's margin level): the part of the
 * money rules (trading-rules.ts, which re-exports it) the socket worker runs on every tick. In a file of its own so
 * the worker's first chunk carries only these; the order form's figures come with a chunk of their own.
 */

/** The fields of a trade pair the rules read. */
export interface PairRule {
  Code: string;
  PricePrecision: number;
  ForexContNum: number;
  /** 1 fixed margin per lot (lots x units per lot, in USD); otherwise by leverage. */
  MarginMode: number;
  ForexFeeRate: string;
  QuoteCurrency: string;
}

/** A price's currency to USD as an exact fraction num/den. */
export interface UsdRate {
  num: bigint;
  den: bigint;
}
export const USD_RATE: UsdRate = { num: 1n, den: 1n };

/**
 * The rate that turns an amount in `currency` into USD, from the current prices: USD itself; XXXUSD
 * (multiply by its price); USDXXX (divide by its price). Null when no pair quotes it.
 */
export function usdRate(
  currency: string,
  price: (code: string) => { price: number; precision: number } | undefined,
): UsdRate | null {
  if (currency === 'USD') return USD_RATE;
  const direct = price(`${currency}USD`);
  if (direct && direct.price > 0) {
    const d = priceDec(direct.price, direct.precision);
    return { num: d.n, den: 10n ** BigInt(d.scale) };
  }
  const inverse = price(`USD${currency}`);
  if (inverse && inverse.price > 0) {
    const d = priceDec(inverse.price, inverse.precision);
    return { num: 10n ** BigInt(d.scale), den: d.n };
  }
  return null;
}

/** Profit in micro-USD of `lots` opened at `open`, valued at `price`: buy (price - open), sell (open - price), x lots x units. */
export function profitMicro(
  pair: PairRule,
  side: CodeOf<typeof Side>,
  lots: string,
  open: number,
  price: number,
  rate: UsdRate,
): number {
  const diff: Dec = {
    n: priceDec(price, pair.PricePrecision).n - priceDec(open, pair.PricePrecision).n,
    scale: pair.PricePrecision,
  };
  const signed = side === Side.Buy ? diff : { ...diff, n: -diff.n };
  return toMicroRounded(mul(mul(signed, dec(lots)), dec(pair.ForexContNum)), rate.num, rate.den);
}

/** HazardRate: equity / margin in use x 100, with equity = balance + margin in use + floating profit; 0 when nothing is held. */
export function riskRate(balanceMicro: number, marginAllMicro: number, floatingMicro: number): number {
  if (marginAllMicro <= 0) return 0;
  return Math.round(((balanceMicro + marginAllMicro + floatingMicro) / marginAllMicro) * 10_000) / 100;
}
