import { formatMicro, toMicro } from '../core/rules/money';
import { profitMicro, riskRate, usdRate, type PairRule } from '../core/rules/position-value';
import type { RiskSnapshot } from '../core/protocol/frames';
import { Side as Sides, type CodeOf, type Side } from '../core/codes';
import type { PositionLine } from './candle-paint';

/** A holding order as the risk book needs it. */
export interface HeldPosition {
  id: number;
  rule: PairRule;
  side: CodeOf<typeof Side>;
  lots: string;
  open: number;
  marginMicro: number;
  /** Stop-loss and take-profit as the list read them (0: none); the chart draws them. */
  sl: number;
  tp: number;
}

/**
 * Floating profit and risk of the held orders, recomputed from ticks between the server's FOREX_TRADE
 * pushes with the same rules as the server; a push, when it comes, replaces the local figures.
 */
export class RiskBook {
  #positions: HeldPosition[] = [];
  #balance = 0;
  readonly #prices = new Map<string, { price: number; precision: number }>();
  readonly #server = new Map<number, { price: number; profit: number }>();
  /** Stop-losses as the server last pushed them (a trailing stop moves them); kept across local ticks, which cannot know them. */
  readonly #stops = new Map<number, number>();
  #dirty = false;
  /** Counts the changes of the positions' levels (a position held or gone, a stop moved): the chart's lines follow. */
  linesVersion = 0;

  /** Takes the held orders, the balance, and the prices known so far (the server's figures wait for the next push). */
  setPositions(
    list: HeldPosition[],
    balance: string,
    prices: { code: string; price: number; precision: number }[] = [],
  ): void {
    for (const p of prices) this.#prices.set(p.code, { price: p.price, precision: p.precision });
    this.#positions = list;
    this.#balance = toMicro(balance);
    this.#server.clear();
    this.#stops.clear();
    this.#dirty = true;
    this.linesVersion++;
  }

  /** The entry, stop-loss and take-profit of every position on `code`, for its chart. */
  lines(code: string): PositionLine[] {
    const out: PositionLine[] = [];
    for (const p of this.#positions) {
      if (p.rule.Code !== code) continue;
      const buy = p.side === Sides.Buy;
      const sl = this.#stops.get(p.id) ?? p.sl;
      out.push({ price: p.open, kind: 'open', buy, lots: p.lots });
      if (sl > 0) out.push({ price: sl, kind: 'sl', buy, lots: p.lots });
      if (p.tp > 0) out.push({ price: p.tp, kind: 'tp', buy, lots: p.lots });
    }
    return out;
  }

  get size(): number {
    return this.#positions.length;
  }

  /** Seeds or moves a price; true when a held position is on that symbol or is converted through it. */
  onQuote(symbol: string, price: number, precision = 5): boolean {
    const known = this.#prices.get(symbol);
    this.#prices.set(symbol, { price, precision: known?.precision ?? precision });
    // A position moves with its own pair, and with the pair that converts its quote currency to USD.
    const touches = this.#positions.some(
      (p) =>
        p.rule.Code === symbol ||
        (p.rule.QuoteCurrency !== 'USD' &&
          (symbol === `${p.rule.QuoteCurrency}USD` || symbol === `USD${p.rule.QuoteCurrency}`)),
    );
    if (touches) {
      for (const p of this.#positions) if (p.rule.Code === symbol) this.#server.delete(p.id);
      this.#dirty = true;
    }
    return touches;
  }

  /** The server's numbers win when they arrive. */
  applyServer(push: RiskSnapshot): void {
    for (const o of push.TransOrder) {
      this.#server.set(o.Id, { price: o.UpdatePrice, profit: toMicro(o.FactProfits) });
      if (o.TargetLossPrice !== undefined && this.#stops.get(o.Id) !== o.TargetLossPrice) {
        this.#stops.set(o.Id, o.TargetLossPrice);
        this.linesVersion++;
      }
    }
    this.#dirty = true;
  }

  /** Forgets positions the server closed (FOREX_CLOSED): the totals stop counting them at once. */
  drop(ids: readonly number[]): void {
    const gone = new Set(ids);
    const kept = this.#positions.filter((p) => !gone.has(p.id));
    if (kept.length === this.#positions.length) return;
    this.#positions = kept;
    this.linesVersion++;
    for (const id of ids) {
      this.#server.delete(id);
      this.#stops.delete(id);
    }
    this.#dirty = true;
  }

  /**
   * The current figures, or null when nothing changed since the last call. With nothing held they are
   * zero (once): FOREX_TRADE stops when the last position goes, so no push would ever clear them.
   */
  take(): RiskSnapshot | null {
    if (!this.#dirty) return null;
    this.#dirty = false;
    let margin = 0;
    let floating = 0;
    const rows = this.#positions.map((p) => {
      margin += p.marginMicro;
      const server = this.#server.get(p.id);
      const q = this.#prices.get(p.rule.Code);
      const rate = usdRate(p.rule.QuoteCurrency, (c) => this.#prices.get(c));
      const profit = server
        ? server.profit
        : q && rate
          ? profitMicro(p.rule, p.side, p.lots, p.open, q.price, rate)
          : 0;
      floating += profit;
      const sl = this.#stops.get(p.id);
      return {
        Id: p.id,
        UpdatePrice: server?.price ?? q?.price ?? p.open,
        FactProfits: formatMicro(profit),
        ...(sl === undefined ? {} : { TargetLossPrice: sl }),
      };
    });
    return {
      ProfitsTotal: formatMicro(floating),
      HazardRate: riskRate(this.#balance, margin, floating),
      CautionMoneyAll: formatMicro(margin),
      TransOrder: rows,
    };
  }
}
