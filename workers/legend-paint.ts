/**
 * Draws a chart's legend values (open, high, low, close, volume) on a canvas of its own under the legend's boxes,
 * from the candles the worker holds: the live candle's, which every trade moves, or the candle under the crosshair.
 * In the worker the canvas is transferred, so a trade costs the UI thread no text change, hence no layout and no
 * paint; the page keeps the values as the boxes' labels. In main-thread socket mode the same code draws on the
 * page's canvas.
 */
import { formatNumberIn } from '../core/rules/number-format';
import type { KlineSeries } from './kline';
import { drawTabular, fitCanvas, widths, type PaintBox, type PaintCanvas, type TextCtx } from './quote-paint';

/** How a legend looks: measured by the page from its CSS. Boxes are in CSS pixels, inside the canvas. */
export interface LegendLook {
  /** The chart's series: `${code}:${period}`. */
  key: string;
  /** The canvas's size in CSS pixels and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  /** Open, high, low, close, volume. */
  boxes: PaintBox[];
  colors: { text: string; up: string; down: string };
  /** The pair's price decimals. */
  precision: number;
}

interface Legend {
  canvas: PaintCanvas;
  ctx: TextCtx | null;
  look: LegendLook;
  /** The candle shown: its open time, or null for the live (newest) candle. */
  at: number | null;
  drawn: string;
}

/** Every chart legend's canvas, by id, and the language their numbers are written in. */
export class LegendPaints {
  readonly #byId = new Map<number, Legend>();
  #lang = 'en';

  /** Draws into `canvas` as `look` says, from `s` (the look's series, if watched). */
  paint(id: number, canvas: PaintCanvas, look: LegendLook, s: KlineSeries | undefined): void {
    const ctx = canvas.getContext('2d') as TextCtx | null;
    this.#byId.set(id, { canvas, ctx, look, at: null, drawn: '' });
    this.look(id, look, s);
  }

  /** A legend's new look (a resize, a new language's fonts). */
  look(id: number, look: LegendLook, s: KlineSeries | undefined): void {
    const l = this.#byId.get(id);
    if (!l) return;
    fitCanvas(l.canvas, look);
    l.look = look;
    l.drawn = '';
    this.#draw(l, s);
  }

  /** Shows the candle opened at `time` (the crosshair's), or the live one (null). */
  at(id: number, time: number | null, s: KlineSeries | undefined): void {
    const l = this.#byId.get(id);
    if (!l) return;
    l.at = time;
    this.#draw(l, s);
  }

  unpaint(id: number): void {
    this.#byId.delete(id);
  }

  /** The numbers' language (a BCP 47 tag): every legend is written again. */
  setLang(lang: string, seriesOf: (key: string) => KlineSeries | undefined): void {
    this.#lang = lang;
    for (const l of this.#byId.values()) {
      l.drawn = '';
      this.#draw(l, seriesOf(l.look.key));
    }
  }

  /** Series `key` changed: its legends are drawn again (nothing is drawn where their texts did not change). */
  drawKey(key: string, s: KlineSeries): void {
    for (const l of this.#byId.values()) if (l.look.key === key) this.#draw(l, s);
  }

  #draw(l: Legend, s: KlineSeries | undefined): void {
    const { ctx, look } = l;
    if (!ctx || !s || look.boxes.length < 5) return;
    let i = s.length - 1;
    if (l.at !== null) while (i >= 0 && s.time[i] !== l.at) i--;
    const f = (x: number) => formatNumberIn(x, look.precision, this.#lang);
    const texts =
      i < 0
        ? ['', '', '', '', '']
        : [
            f(s.open[i]!),
            f(s.high[i]!),
            f(s.low[i]!),
            f(s.close[i]!),
            formatNumberIn(Math.round(s.volume[i]!), 0, this.#lang),
          ];
    const up = i >= 0 && s.close[i]! >= s.open[i]!;
    const key = `${texts.join('|')}|${up}`;
    if (key === l.drawn) return;
    l.drawn = key;
    ctx.setTransform(look.dpr, 0, 0, look.dpr, 0, 0);
    ctx.clearRect(0, 0, look.width, look.height);
    ctx.textBaseline = 'middle';
    // Placed by each character's left edge, left to right: the legend reads left to right in every language.
    ctx.textAlign = 'left';
    ctx.direction = 'ltr';
    texts.forEach((text, n) => {
      const box = look.boxes[n]!;
      ctx.fillStyle = n === 3 ? (up ? look.colors.up : look.colors.down) : look.colors.text;
      drawTabular(ctx, box.font, text, box.x + widths.width(ctx, box.font, text), box);
    });
  }
}
