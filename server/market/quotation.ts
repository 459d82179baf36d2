import { dayChange, type Quotation } from '../../core/rules/market-types.js';

/**
 * A pair's quotation from its last price and its newest daily candle (open time in Unix seconds). Open = the price
 * at 00:00 UTC today (today's 1D open, or the last price if nothing traded today). PrevClose = Open, except for a
 * shut market with nothing traded today (a weekend, a holiday): the open of its newest daily candle, which is the
 * close before its last session, so Saturday shows Friday's change instead of 0.00 % (as MT5 does).
 */
export function quotationOf(
  close: number,
  day: { time: number; open: number } | undefined,
  ms: number,
  shut: boolean,
): Quotation {
  const today = !!day && day.time === Math.floor(ms / 86_400_000) * 86_400;
  const open = today ? day.open : close;
  const prev = !today && day && shut ? day.open : open;
  return {
    Open: open,
    Close: close,
    Change: dayChange(open, close),
    PrevClose: prev,
    SessionChange: dayChange(prev, close),
  };
}
