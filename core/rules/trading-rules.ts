import { dec, decToString, divRound, mul, priceDec, toMicroRounded, type Dec } from './decimal';
import { MarginMode, Side, TradeFeeType, type CodeOf } from '../codes';
import { WithdrawFeeType } from '../codes';

/**
 * The money rules (docs/product.md, Rules; docs/api/trading.md), once, for the order form, the
 * worker and the server. Money results are integers of micro-USD (see money.ts), each rounded once.
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

/**
 * Margin in micro-USD. Fixed mode: lots x units per lot (the pair's contract sets USD per lot).
 * Otherwise: lots x units x price / leverage, converted to USD.
 */
export function marginMicro(pair: PairRule, lots: string, price: number, leverage: number, rate: UsdRate): number {
  const l = dec(lots);
  if (pair.MarginMode === MarginMode.Fixed) return toMicroRounded(mul(l, dec(pair.ForexContNum)));
  const notional = mul(mul(l, dec(pair.ForexContNum)), priceDec(price, pair.PricePrecision));
  return toMicroRounded(notional, rate.num, rate.den * BigInt(leverage));
}

/** Fee in micro-USD: trade_fee_type 1 is lots x fee rate (USD per lot); otherwise margin x fee rate. */
export function feeMicro(pair: PairRule, lots: string, margin: number, tradeFeeType: number): number {
  const rate = dec(pair.ForexFeeRate);
  if (tradeFeeType === TradeFeeType.PerLot) return toMicroRounded(mul(dec(lots), rate));
  return Number(divRound(BigInt(margin) * rate.n, 10n ** BigInt(rate.scale)));
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

/**
 * The price of one position at which the account's HazardRate reaches `level` (%), other positions
 * held still: equity moves by units x lots x rate per unit of price. Null when it can never be reached.
 */
export function stopOutPrice(
  pair: PairRule,
  side: CodeOf<typeof Side>,
  lots: string,
  price: number,
  rate: UsdRate,
  account: { balanceMicro: number; marginAllMicro: number; floatingMicro: number },
  level: number,
): number | null {
  if (account.marginAllMicro <= 0) return null;
  const equity = account.balanceMicro + account.marginAllMicro + account.floatingMicro;
  const target = (level / 100) * account.marginAllMicro;
  // micro-USD per 1.0 of price for this position
  const perUnit =
    (Number(dec(lots).n) / 10 ** dec(lots).scale) * pair.ForexContNum * 1e6 * (Number(rate.num) / Number(rate.den));
  if (perUnit <= 0) return null;
  const move = (target - equity) / perUnit; // price change that brings equity to target, for a buy
  const p = side === Side.Buy ? price + move : price - move;
  if (!(p > 0) || !Number.isFinite(p)) return null;
  return Math.round(p * 10 ** pair.PricePrecision) / 10 ** pair.PricePrecision;
}

/** A positive decimal typed by a user ("12", "0.5"), or null for empty, non-numeric, zero or negative text. */
function positiveAmount(text: string | null | undefined): Dec | null {
  const t = (text ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const d = dec(t);
  return d.n > 0n ? d : null;
}

/** A configured decimal (rate, price), or null when it is not one; the rules never throw on bad config. */
function configDec(text: string): Dec | null {
  try {
    return dec(text);
  } catch {
    return null;
  }
}

/** a - b, exactly. */
function sub(a: Dec, b: Dec): Dec {
  const scale = Math.max(a.scale, b.scale);
  return { n: a.n * 10n ** BigInt(scale - a.scale) - b.n * 10n ** BigInt(scale - b.scale), scale };
}

/** `a` rounded half away from zero to `places` decimals, as a fixed-point string ("98.00"). */
function fixed(a: Dec, places: number): string {
  const n = places >= a.scale ? a.n * 10n ** BigInt(places - a.scale) : divRound(a.n, 10n ** BigInt(a.scale - places));
  return decToString({ n, scale: places });
}

/**
 * Withdraw fee in USD, 6 decimals: fee_type 1 is the fixed draw_rate; otherwise draw_rate x amount.
 * "0.000000" while the amount is empty, not a number, zero or negative.
 */
export function withdrawFee(amount: string, feeType: number, drawRate: string): string {
  const a = positiveAmount(amount);
  const rate = configDec(drawRate);
  if (!a || !rate || rate.n < 0n) return '0.000000';
  return fixed(feeType === WithdrawFeeType.Fixed ? rate : mul(a, rate), 6);
}

/**
 * Amount received in the payout currency: (amount - fee) x usd_price, where usd_price is units of that
 * currency per 1 USD; 2 decimals (half up), never below 0; "0" when the amount is empty, not a number,
 * zero or negative (docs/product.md, Rules).
 */
export function amountReceived(amount: string, fee: string, usdPrice: string): string {
  const a = positiveAmount(amount);
  if (!a) return '0';
  const f = configDec(fee);
  const price = configDec(usdPrice);
  if (!f || !price) return '0.00';
  const net = sub(a, f);
  if (net.n <= 0n || price.n <= 0n) return '0.00';
  return fixed(mul(net, price), 2);
}

/** The withdraw form's fee and amount-received lines for a chosen payout currency; received is "--" with none. */
export function withdrawQuote(
  amount: string,
  symbol: { fee_type: number; draw_rate: string; usd_price: string; code: string } | null,
): { fee: string; received: string } {
  if (!symbol) return { fee: withdrawFee(amount, 0, '0'), received: '--' };
  const fee = withdrawFee(amount, symbol.fee_type, symbol.draw_rate);
  return { fee, received: amountReceived(amount, fee, symbol.usd_price) };
}
