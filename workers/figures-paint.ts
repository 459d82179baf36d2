/**
 * Draws the order form's live figures (margin, fee, margin level, stop-out) on a canvas laid over them, from the quotes
 * and the risk figures the worker holds. On BTC/USD nearly every trade moves the margin: drawn here, that costs the UI
 * thread no text change, hence no layout and no paint. The page keeps each value as its box's label, sent back with
 * the next batch when a text changes. In main-thread socket mode the same code draws on the page's canvas.
 */
import { figureTexts, type AccountRisk, type FigureInputs, type PriceOf } from '../core/rules/order-figures';
import { drawTabular, fitCanvas, widths, type PaintBox, type PaintCanvas, type TextCtx } from './quote-paint';

/** How the figures look: measured by the page from its CSS. Boxes are in CSS pixels, inside the canvas. */
export interface FiguresLook {
  /** The canvas's size in CSS pixels and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  /** Margin, fee, margin level, stop-out: each box as wide as its column. */
  boxes: PaintBox[];
  color: string;
  /** Each text sits flush with its box's end: the right edge, the left in ar and fa. */
  rtl: boolean;
}

interface Form {
  inputs: FigureInputs;
  canvas: PaintCanvas | null;
  ctx: TextCtx | null;
  look: FiguresLook | null;
  /** The texts last drawn, and last sent as labels ('|'-joined). */
  drawn: string;
  sent: string;
}

/** Every order form's figures, by id, and the language their numbers are written in. */
export class FiguresPaints {
  readonly #byId = new Map<number, Form>();
  /** Texts changed since the last `takeLabels`, by id. */
  readonly #labels = new Map<number, string[]>();
  #lang = 'en';
  /**
   * The pairs the forms read (each one's own, and those that convert its quote currency to USD), and whether the
   * figures must be written again at the next `drawAll`: the flush runs at every frame while any of the list's pairs
   * ticks, and most of those ticks move nothing here.
   */
  #reads = new Set<string>();
  #stale = true;
  #acct: AccountRisk | null = null;

  /** A form's figures are `inputs` from now on (a new lots, leverage, target, balance). */
  set(id: number, inputs: FigureInputs): void {
    const f = this.#byId.get(id);
    if (f) f.inputs = inputs;
    else this.#byId.set(id, { inputs, canvas: null, ctx: null, look: null, drawn: '', sent: '' });
    this.#formsChanged();
  }

  /** A pair's price moved: the figures are written again if a form reads it. */
  onQuote(symbol: string): void {
    if (this.#reads.has(symbol)) this.#stale = true;
  }

  /** Draws form `id`'s figures into `canvas` from now on, as `look` says. */
  paint(id: number, canvas: PaintCanvas, look: FiguresLook): void {
    const f = this.#byId.get(id);
    if (!f) return;
    f.canvas = canvas;
    f.ctx = canvas.getContext('2d') as TextCtx | null;
    this.look(id, look);
  }

  /** A form's new look (a resize, a new language's fonts or direction). */
  look(id: number, look: FiguresLook): void {
    const f = this.#byId.get(id);
    if (!f?.canvas) return;
    fitCanvas(f.canvas, look);
    f.look = look;
    f.drawn = '';
    this.#stale = true;
  }

  unpaint(id: number): void {
    this.#byId.delete(id);
    this.#labels.delete(id);
    this.#formsChanged();
  }

  #formsChanged(): void {
    this.#reads = new Set(
      [...this.#byId.values()].flatMap(({ inputs: { pair: p } }) => [
        p.Code,
        `${p.QuoteCurrency}USD`,
        `USD${p.QuoteCurrency}`,
      ]),
    );
    this.#stale = true;
  }

  /** The numbers' language (a BCP 47 tag): every form is written again at the next `drawAll`. */
  setLang(lang: string): void {
    this.#lang = lang;
    for (const f of this.#byId.values()) f.drawn = f.sent = '';
    this.#stale = true;
  }

  /**
   * Writes every form's figures at the prices and account now, if a price they read, the account or a form changed
   * since the last call; draws and labels only the texts that changed.
   */
  drawAll(priceOf: PriceOf, acct: AccountRisk | null): void {
    if (!this.#stale && acct === this.#acct) return;
    this.#stale = false;
    this.#acct = acct;
    for (const [id, f] of this.#byId) {
      const texts = figureTexts(f.inputs, priceOf, acct, this.#lang);
      const key = texts.join('|');
      if (key !== f.sent) {
        f.sent = key;
        this.#labels.set(id, texts);
      }
      if (key !== f.drawn && f.ctx && f.look) {
        f.drawn = key;
        draw(f.ctx, f.look, texts);
      }
    }
  }

  /** The texts changed since the last call, by form id (the page's labels), or null. */
  takeLabels(): [number, string[]][] | null {
    if (!this.#labels.size) return null;
    const out = [...this.#labels];
    this.#labels.clear();
    return out;
  }
}

function draw(ctx: TextCtx, look: FiguresLook, texts: string[]): void {
  ctx.setTransform(look.dpr, 0, 0, look.dpr, 0, 0);
  ctx.clearRect(0, 0, look.width, look.height);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.direction = 'ltr';
  ctx.fillStyle = look.color;
  look.boxes.forEach((box: PaintBox, i) => {
    const text = texts[i] ?? '';
    const w = widths.width(ctx, box.font, text);
    // Flush with the box's end; a text wider than its box (a huge margin on a small phone) is narrowed to fit.
    const edge = look.rtl ? box.x : box.x + box.w;
    const sx = w > box.w && w > 0 ? box.w / w : 1;
    ctx.setTransform(look.dpr * sx, 0, 0, look.dpr, look.dpr * (1 - sx) * edge, 0);
    drawTabular(ctx, box.font, text, look.rtl ? edge + w : edge, box);
  });
  ctx.setTransform(look.dpr, 0, 0, look.dpr, 0, 0);
}
