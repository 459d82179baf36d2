// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { countRenders } from './render-counter';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTradeTexts, setLocale } from '../../src/i18n/i18n';
import { applyQuotes, setTradeList, viewOf } from '../../src/state/market';
import { OrderForm } from '../../src/pages/trade/OrderForm';
import { LiveFigures, TextFigures } from '../../src/pages/trade/OrderFigures';
import { canPaintQuotes } from '../../src/socket/quote-painting';
import type { TradePair } from '../../core/rules/market-types';

const EURUSD: TradePair = {
  Id: 1,
  Code: 'EURUSD',
  ShowCode: 'EUR/USD',
  Logo: '/logos/EURUSD.png',
  CategoryId: 1,
  MarketStatus: 1,
  OpensAt: 0,
  PricePrecision: 5,
  Pip: '0.01',
  ForexMinCont: '0.01',
  ForexContNum: 100000,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  HasForexMultiple: [{ Value: 100 }],
  QuoteCurrency: 'USD',
  ForexQuotations: { Open: 1.08, Close: 1.08, Change: 0, PrevClose: 1.08, SessionChange: 0 },
};

// On /trade a tick reaches the order form 4 times a second: it must re-render the figures and the fill prices,
// not the form with its inputs (that was most of /trade's script time while prices streamed).
describe('the order form while prices stream', () => {
  const renders = countRenders();
  beforeAll(async () => {
    await setLocale('en');
    await loadTradeTexts();
  });

  it('re-renders the live figures and the fill prices on a tick, not the form', async () => {
    setTradeList([EURUSD]);
    const v = viewOf('EURUSD')!;
    const root = document.createElement('div');
    document.body.append(root);
    act(() => render(<OrderForm v={v} />, root));
    // The fill price as a screen reader reads it: drawn by the socket worker where a canvas can be handed over, its
    // box carries it as a label; else the text itself.
    const price = () => {
      const el = root.querySelector('[data-testid=buy-price]');
      return (el && (el.getAttribute('aria-label') || el.textContent)) || undefined;
    };
    // A quote as the socket layer sends it: the number and the text the header shows; done once the fill price
    // shows it (each look in its own act, which renders what the quote set off).
    const tick = async (close: number) => {
      act(() =>
        applyQuotes([
          { symbol: 'EURUSD', close, change: 0, at: Date.now(), price: close.toFixed(5), chg: '0.00%', up: true },
        ]),
      );
      await vi.waitFor(() => {
        act(() => undefined);
        expect(price()).toBe(close.toFixed(5));
      });
    };
    // No price before the first quote: the header has none to show either.
    expect(price()).toBeUndefined();
    await tick(1.08);
    expect(price()).toBe('1.08000');
    renders.clear();
    for (const p of [1.08012, 1.08031, 1.07995]) await tick(p);
    expect(price()).toBe('1.07995');
    expect(renders.get(OrderForm) ?? 0).toBe(0);
    // The figures are drawn by the socket layer here (happy-dom's canvas can be handed over): nothing re-renders.
    expect(canPaintQuotes()).toBe(true);
    expect(renders.get(LiveFigures) ?? 0).toBe(0);
    expect(renders.get(TextFigures) ?? 0).toBe(0);
    act(() => render(null, root));
    root.remove();
  });

  it('writes the figures as text where nothing can draw them, re-rendering only them on a tick', async () => {
    setTradeList([EURUSD]);
    const v = viewOf('EURUSD')!;
    const root = document.createElement('div');
    document.body.append(root);
    act(() => render(<TextFigures v={v} lots="0.01" multiple={100} at={null} loggedIn={false} />, root));
    const text = (id: string) => root.querySelector(`[data-testid=${id}]`)!.textContent;
    // 0.01 lots x 100,000 x 1.08 / 100 = 10.80 USD; the fee is 0.1 % of it; a visitor has no level nor stop-out. Margin and fee
    // with 6 decimals (product.md section 9).
    expect([text('margin'), text('fee'), text('level'), text('stop-out')]).toEqual([
      '10.800000',
      '0.010800',
      '--',
      '--',
    ]);
    renders.clear();
    act(() =>
      applyQuotes([
        { symbol: 'EURUSD', close: 1.2, change: 0, at: Date.now(), price: '1.20000', chg: '0.00%', up: true },
      ]),
    );
    await vi.waitFor(() => {
      act(() => undefined);
      expect(text('margin')).toBe('12.000000');
    });
    expect(renders.get(TextFigures)).toBe(1);
    act(() => render(null, root));
    root.remove();
  });
});
