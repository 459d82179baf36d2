import { dec, decToString, divRound, mul, priceDec, toMicroRounded, type Dec } from './decimal';
import { type PairRule, type UsdRate } from './position-value';
import { MarginMode, Side, TradeFeeType, type CodeOf } from '../codes';
import { WithdrawFeeType } from '../codes';

/**
 * The money rules (docs/product.md, Rules; docs/api/trading.md), once, for the order form, the
 * worker and the server. Money results are integers of micro-USD (see money.ts), each rounded once.
 */

export { USD_RATE, profitMicro, riskRate, usdRate, type PairRule, type UsdRate } from './position-value';

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
