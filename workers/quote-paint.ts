/**
 * Draws a list row's price and day change into a canvas of its own. In the worker the canvas is the row's,
 * transferred (`transferControlToOffscreen`): the worker draws and the compositor shows it, so a tick costs the UI
 * thread nothing, not even a paint. In main-thread socket mode the same code draws on the page's canvas.
 */
import { showsZero } from '../core/rules/number-format';

/** A text's box inside the canvas, in CSS pixels, and the font it is drawn in (a CSS `font` value). */
export interface PaintBox {
  x: number;
  y: number;
  w: number;
  h: number;
  font: string;
}

/** How a quote looks: measured by the page from its CSS (the boxes' layout, fonts, colours, direction). */
export interface PaintLook {
  /** The canvas's size in CSS pixels and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  price: PaintBox;
  /** None for a price alone (an order button's fill price). */
  chg?: PaintBox;
  /** The stale mark's font (`.price.stale::after`). */
  markFont: string;
  colors: { text: string; muted: string; up: string; down: string };
  /** Numbers sit flush with the row's end (the right edge, the left in ar and fa), or centred (a button's price). */
  align: 'left' | 'right' | 'center';
  /** No tick for a while, or the offline copy: muted, with a clock mark. */
  stale: boolean;
}

/** The texts a quote shows. */
export interface PaintText {
  price: string;
  chg: string;
  up: boolean;
}

/** What is drawn with: a 2D context of an OffscreenCanvas (worker) or of the page's canvas (main-thread mode). */
export interface TextCtx {
  font: string;
  fillStyle: unknown;
  textBaseline: string;
  textAlign: string;
  direction: string;
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
}

/** A canvas of either kind (the worker's type library has no HTMLCanvasElement). */
export interface PaintCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
}

const STALE_MARK = ' \u23f1';
const isDigit = (c: string) => c >= '0' && c <= '9';

/**
 * Character widths per font, with every digit as wide as the widest: the page's numbers are tabular
 * (`font-variant-numeric: tabular-nums`), which a canvas cannot ask of a font, so a tick never shifts the digits.
 */
class Widths {
  readonly #fonts = new Map<string, { digit: number; chars: Map<string, number> }>();

  of(ctx: TextCtx, font: string) {
    let f = this.#fonts.get(font);
    if (!f) {
      ctx.font = font;
      let digit = 0;
      for (let d = 0; d <= 9; d++) digit = Math.max(digit, ctx.measureText(String(d)).width);
      f = { digit, chars: new Map() };
      this.#fonts.set(font, f);
    }
    return f;
  }

  /** The text's width drawn digit by digit in equal cells. */
  width(ctx: TextCtx, font: string, text: string): number {
    const f = this.of(ctx, font);
    let w = 0;
    for (const c of text) w += isDigit(c) ? f.digit : this.char(ctx, font, f.chars, c);
    return w;
  }

  char(ctx: TextCtx, font: string, chars: Map<string, number>, c: string): number {
    let w = chars.get(c);
    if (w === undefined) {
      ctx.font = font;
      chars.set(c, (w = ctx.measureText(c).width));
    }
    return w;
  }
}

/** Character widths per font, shared by every painter of the worker. */
export const widths = new Widths();

/** Sizes `canvas` to a look's CSS size at its device pixel ratio (a canvas keeps its pixels when left unchanged). */
export function fitCanvas(canvas: PaintCanvas, look: { width: number; height: number; dpr: number }): void {
  const w = Math.max(1, Math.round(look.width * look.dpr));
  const h = Math.max(1, Math.round(look.height * look.dpr));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
}

/** Draws `text` in equal digit cells, ending at `right` (CSS px), vertically centred in `box`. */
export function drawTabular(ctx: TextCtx, font: string, text: string, right: number, box: PaintBox): void {
  const f = widths.of(ctx, font);
  let x = right - widths.width(ctx, font, text);
  ctx.font = font;
  const y = box.y + box.h / 2;
  for (const c of text) {
    if (isDigit(c)) {
      const w = widths.char(ctx, font, f.chars, c);
      ctx.fillText(c, x + (f.digit - w) / 2, y);
      x += f.digit;
    } else {
      ctx.fillText(c, x, y);
      x += widths.char(ctx, font, f.chars, c);
    }
  }
}

/** One painted quote: its canvas, how it looks, and what it last drew (a repeat draws nothing). */
export class QuotePaint {
  readonly #canvas: PaintCanvas;
  readonly #ctx: TextCtx | null;
  #look: PaintLook | null = null;
  #text: PaintText | null = null;
  #drawn = '';

  constructor(canvas: PaintCanvas) {
    this.#canvas = canvas;
    this.#ctx = canvas.getContext('2d') as TextCtx | null;
  }

  /** A new look (size, fonts, colours, staleness): drawn again at once if a text is known. */
  setLook(look: PaintLook): void {
    fitCanvas(this.#canvas, look);
    this.#look = look;
    this.#drawn = '';
    this.draw();
  }

  /** The quote's newest texts: drawn if they differ from what is shown. */
  setText(text: PaintText): void {
    this.#text = text;
    this.draw();
  }

  draw(): void {
    const ctx = this.#ctx;
    const look = this.#look;
    const text = this.#text;
    if (!ctx || !look || !text) return;
    const key = `${text.price}|${text.chg}|${text.up}|${look.stale}`;
    if (key === this.#drawn) return;
    this.#drawn = key;
    ctx.setTransform(look.dpr, 0, 0, look.dpr, 0, 0);
    ctx.clearRect(0, 0, look.width, look.height);
    ctx.textBaseline = 'middle';
    // Each character is placed by its left edge, left to right, in every language: numbers read left to right (the
    // canvas would otherwise take the page's direction, and in ar draw each character ending where it should start).
    ctx.textAlign = 'left';
    ctx.direction = 'ltr';
    const { price, chg } = look;
    // In ar and fa the numbers start at the box's left edge: their right end is the left edge plus their width.
    const endOf = (box: PaintBox, w: number) =>
      look.align === 'left' ? box.x + w : look.align === 'center' ? box.x + (box.w + w) / 2 : box.x + box.w;
    const mark = look.stale ? widths.width(ctx, look.markFont, STALE_MARK) : 0;
    const priceW = widths.width(ctx, price.font, text.price);
    ctx.fillStyle = look.stale ? look.colors.muted : look.colors.text;
    const priceEnd = endOf(price, priceW + mark) - mark;
    drawTabular(ctx, price.font, text.price, priceEnd, price);
    if (look.stale) {
      ctx.font = look.markFont;
      ctx.fillText(STALE_MARK, priceEnd, price.y + price.h / 2);
    }
    if (!chg) return;
    ctx.fillStyle = showsZero(text.chg) ? look.colors.muted : text.up ? look.colors.up : look.colors.down;
    drawTabular(ctx, chg.font, text.chg, endOf(chg, widths.width(ctx, chg.font, text.chg)), chg);
  }
}

/** The painted quotes of the socket core: each canvas by id, and which pair each draws (a pair may have many). */
export class QuotePaints {
  readonly #byId = new Map<number, { p: QuotePaint; symbol: string }>();
  readonly #bySymbol = new Map<string, Set<QuotePaint>>();

  /** Binds canvas `id` (new with `canvas`, else the one held) to `symbol`; draws `text`, if known, as `look` says. */
  paint(id: number, symbol: string, canvas: PaintCanvas | null, look: PaintLook, text?: PaintText): void {
    if (canvas) this.#byId.set(id, { p: new QuotePaint(canvas), symbol });
    const entry = this.#byId.get(id);
    if (!entry) return;
    this.#bySymbol.get(entry.symbol)?.delete(entry.p);
    entry.symbol = symbol;
    let set = this.#bySymbol.get(symbol);
    if (!set) this.#bySymbol.set(symbol, (set = new Set()));
    set.add(entry.p);
    if (text) entry.p.setText(text);
    entry.p.setLook(look);
  }

  look(id: number, look: PaintLook): void {
    this.#byId.get(id)?.p.setLook(look);
  }

  /** Stops drawing into canvas `id`; `drop`: and forgets it. */
  unpaint(id: number, drop: boolean): void {
    const entry = this.#byId.get(id);
    if (!entry) return;
    this.#bySymbol.get(entry.symbol)?.delete(entry.p);
    if (drop) this.#byId.delete(id);
  }

  /** Draws each quote into the canvases of its pair. */
  draw(quotes: readonly (PaintText & { symbol: string })[]): void {
    if (!this.#byId.size) return;
    for (const q of quotes) for (const p of this.#bySymbol.get(q.symbol) ?? []) p.setText(q);
  }
}
