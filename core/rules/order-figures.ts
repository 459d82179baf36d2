import { formatMicro, toMicro } from './money';
import { formatNumberIn } from './number-format';
import { percentIn } from './percent-format';
import { feeMicro, marginMicro, riskRate, stopOutPrice, usdRate, type PairRule } from './trading-rules';
import { Side, type CodeOf } from '../codes';

/**
 * The order form's live figures (margin, fee, margin level, stop-out prices), once for the page (text) and the socket
 * worker (drawn on a canvas, src/socket/figures-painting.ts), by the rules the server applies.
 */

/** What an order being written is: everything but the prices and the account's figures, which move with ticks. */
export interface FigureInputs {
  pair: PairRule;
  /** Null: lots that do not parse or fit the pair. */
  lots: string | null;
  multiple: number | null;
  /** A pending order's target; null for a market order (the pair's last price). */
  at: number | null;
  /** The account's balance in micro-USD. */
  balance: number;
  /** A visitor has no account: no margin level, no stop-out. */
  loggedIn: boolean;
  /** The site's trade_fee_type and stop_out_level (%). */
  feeType: number;
  stopOutLevel: number;
}

/** The held orders' margin and floating profit as the risk figures carry them (USD decimal strings). */
export interface AccountRisk {
  CautionMoneyAll: string;
  ProfitsTotal: string;
}

/** A pair's last price and its precision, by code (the rate to USD reads another pair's). */
export type PriceOf = (code: string) => { price: number; precision: number } | undefined;

/**
 * The four texts, in the order the form shows them: margin, fee, margin level, stop-out ("buy / sell"); '--' where
 * they cannot be known (bad lots, no price, no rate to USD, or, for the last two, no account). `tag`: the language
 * numbers are written in (BCP 47).
 */
export function figureTexts(inp: FigureInputs, priceOf: PriceOf, acct: AccountRisk | null, tag: string): string[] {
  const { pair: p, lots, multiple } = inp;
  const ref = inp.at ?? priceOf(p.Code)?.price ?? 0;
  const rate = usdRate(p.QuoteCurrency, priceOf);
  if (!lots || !multiple || !rate || !(ref > 0)) return ['--', '--', '--', '--'];
  // Margin and fee with 6 decimals (product.md section 9), as the order sheet shows them.
  const money = (micro: number) => formatNumberIn(formatMicro(micro, 6), 6, tag);
  const margin = marginMicro(p, lots, ref, multiple, rate);
  const fee = feeMicro(p, lots, margin, inp.feeType);
  if (!inp.loggedIn) return [money(margin), money(fee), '--', '--'];
  const after = {
    balanceMicro: inp.balance - margin - fee,
    marginAllMicro: (acct ? toMicro(acct.CautionMoneyAll) : 0) + margin,
    floatingMicro: acct ? toMicro(acct.ProfitsTotal) : 0,
  };
  const stopOut = (side: CodeOf<typeof Side>) => {
    const at = stopOutPrice(p, side, lots, ref, rate, after, inp.stopOutLevel);
    return at ? formatNumberIn(at, p.PricePrecision, tag) : '--';
  };
  // Math.round(-0.4) is -0: `|| 0` keeps a "-0%" off the screen.
  const level = Math.round(riskRate(after.balanceMicro, after.marginAllMicro, after.floatingMicro)) || 0;
  return [money(margin), money(fee), percentIn(level, 0, tag), `${stopOut(Side.Buy)} / ${stopOut(Side.Sell)}`];
}
