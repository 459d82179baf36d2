import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotePaint, type PaintLook } from '../../workers/quote-paint';
import { createSocketCore } from '../../workers/socket-core';
import { FakeSocket, fakeScope } from './fake-socket';
import { recordingCanvas } from './recording-canvas';

const look = (over: Partial<PaintLook> = {}): PaintLook => ({
  width: 100,
  height: 40,
  dpr: 2,
  price: { x: 0, y: 0, w: 100, h: 22, font: 'price' },
  chg: { x: 0, y: 22, w: 100, h: 18, font: 'chg' },
  markFont: 'mark',
  colors: { text: 'white', muted: 'grey', up: 'green', down: 'red' },
  align: 'right',
  stale: false,
  ...over,
});

describe('a painted quote', () => {
  it('sizes its canvas in device pixels and draws the price flush right with every digit in an equal cell', () => {
    const r = recordingCanvas();
    const p = new QuotePaint(r.canvas);
    p.setLook(look());
    p.setText({ price: '1.10', chg: '+0.5%', up: true });
    expect([r.canvas.width, r.canvas.height]).toEqual([200, 80]);
    // The price: 3 digits of 8 px and a point of 4 = 28 px, ending at 100; "1" (5 px) centred in its 8 px cell.
    const price = r.draws.filter((d) => d.font === 'price');
    expect(price.map((d) => [d.text, d.x])).toEqual([
      ['1', 72 + 1.5],
      ['.', 80],
      ['1', 84 + 1.5],
      ['0', 92],
    ]);
    expect(price.every((d) => d.fill === 'white' && d.y === 11)).toBe(true);
    // Left to right in every language: the page's direction must not flip the characters.
    expect([r.ctx.textAlign, r.ctx.direction]).toEqual(['left', 'ltr']);
    const chg = r.draws.filter((d) => d.font === 'chg');
    expect(chg.map((d) => d.text).join('')).toBe('+0.5%');
    expect(chg.every((d) => d.fill === 'green' && d.y === 31)).toBe(true);
  });

  it('paints a change that shows zero in the neutral colour, never in the up or down one', () => {
    const colourOf = (chg: string, up: boolean) => {
      const r = recordingCanvas();
      const p = new QuotePaint(r.canvas);
      p.setLook(look());
      p.setText({ price: '1.10', chg, up });
      return [...new Set(r.draws.filter((d) => d.font === 'chg').map((d) => d.fill))];
    };
    // A closed market all weekend, and a move too small to show: what is painted is 0, so is its colour.
    expect(colourOf('0.00%', true)).toEqual(['grey']);
    expect(colourOf('-0.00%', false)).toEqual(['grey']);
    expect(colourOf('\u200e-0,00\u00a0%', false)).toEqual(['grey']);
    expect(colourOf('+0.01%', true)).toEqual(['green']);
    expect(colourOf('-0.10%', false)).toEqual(['red']);
  });

  it('draws a price alone centred in its box (an order button’s fill price)', () => {
    const r = recordingCanvas();
    const p = new QuotePaint(r.canvas);
    p.setLook(look({ chg: undefined, align: 'center' }));
    p.setText({ price: '20', chg: '+1%', up: true });
    // 16 px of digits centred in 100: from 42 to 58. No change is drawn.
    expect(r.draws.map((d) => [d.text, d.x, d.font])).toEqual([
      ['2', 42, 'price'],
      ['0', 50, 'price'],
    ]);
  });

  it('starts the numbers at the left edge in a right-to-left language', () => {
    const r = recordingCanvas();
    const p = new QuotePaint(r.canvas);
    p.setLook(look({ align: 'left' }));
    p.setText({ price: '20', chg: '-1%', up: false });
    expect(r.draws.filter((d) => d.font === 'price').map((d) => d.x)).toEqual([0, 8]);
    expect(r.draws.filter((d) => d.font === 'chg').map((d) => [d.text, d.x, d.fill])).toEqual([
      ['-', 0, 'red'],
      ['1', 4 + 1.5, 'red'],
      ['%', 12, 'red'],
    ]);
  });

  it('draws a stale price muted with the clock mark after it, and nothing again for the same texts', () => {
    const r = recordingCanvas();
    const p = new QuotePaint(r.canvas);
    p.setText({ price: '20', chg: '+1%', up: true });
    expect(r.clears()).toBe(0); // no look yet: nothing to draw with
    p.setLook(look({ stale: true }));
    const mark = r.draws.find((d) => d.font === 'mark')!;
    // The mark " ⏱" is 2 characters of 8 px in its font: it ends at the right edge, the price before it.
    expect(mark).toMatchObject({ text: ' \u23f1', x: 84, fill: 'grey' });
    expect(r.draws.filter((d) => d.font === 'price').map((d) => [d.x, d.fill])).toEqual([
      [68, 'grey'],
      [76, 'grey'],
    ]);
    const before = r.clears();
    p.setText({ price: '20', chg: '+1%', up: true });
    expect(r.clears()).toBe(before);
    p.setText({ price: '21', chg: '+1%', up: true });
    expect(r.clears()).toBe(before + 1);
  });
});

describe('the socket core painting quotes', () => {
  const scope = fakeScope;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    FakeSocket.autoPong = true;
  });
  afterEach(() => vi.useRealTimers());

  const priceOf = (r: ReturnType<typeof recordingCanvas>) =>
    r.draws
      .filter((d) => d.font === 'price')
      .map((d) => d.text)
      .join('');

  it('draws the pair’s quote at once, follows its ticks while it is shown, stops when unpainted, and binds a held canvas again', () => {
    const core = createSocketCore(scope(), () => Date.now());
    core.onBatch(() => {});
    core.start('ws://x/v1/ws', '');
    const ws = FakeSocket.last();
    ws.open();
    core.watchQuotes([{ symbol: 'EURUSD', close: 1.1, change: 0.1, precision: 2 }], ['EURUSD']);
    const r = recordingCanvas();
    core.paintQuote(1, 'EURUSD', r.canvas, look());
    expect(priceOf(r)).toBe('1.10');
    const tick = (close: number) => {
      ws.receive({
        type: 'push',
        topic: 'DAY_MARKET',
        data: [{ symbol: 'EURUSD', quotation: { close, change: -0.2 } }],
      });
      vi.advanceTimersByTime(16);
    };
    tick(1.2345);
    expect(priceOf(r)).toBe('1.23');
    expect(r.draws.find((d) => d.font === 'chg')?.fill).toBe('red');
    // Scrolled away: not drawn; back on screen: the newest quote.
    core.watchQuotes([], []);
    tick(1.3);
    expect(priceOf(r)).toBe('1.23');
    core.watchQuotes([], ['EURUSD']);
    vi.advanceTimersByTime(16);
    expect(priceOf(r)).toBe('1.30');
    // Unmounted, then mounted again on the same element (as Suspense does): the canvas held is bound again.
    core.unpaintQuote(1, false);
    tick(1.4);
    expect(priceOf(r)).toBe('1.30');
    core.paintQuote(1, 'EURUSD', null, look());
    expect(priceOf(r)).toBe('1.40');
    // Gone for good: nothing is drawn, and binding it again finds nothing.
    core.unpaintQuote(1, true);
    tick(1.5);
    core.paintQuote(1, 'EURUSD', null, look());
    tick(1.6);
    expect(priceOf(r)).toBe('1.40');
  });
});
