// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { applyQuotes, setTradeList, viewOf } from '../../src/state/market';
import { PairQuote } from '../../src/components/PairQuote';
import type { TradePair } from '../../core/rules/market-types';

const pair = (Code: string, Close: number, Change: number): TradePair => ({
  Id: Code.length,
  Code,
  ShowCode: Code,
  Logo: `/logos/${Code}.png`,
  CategoryId: 1,
  MarketStatus: 1,
  PricePrecision: 2,
  Pip: '0.01',
  ForexMinCont: '0.01',
  ForexContNum: 1,
  MarginMode: 2,
  ForexFeeRate: '0.001',
  HasForexMultiple: [{ Value: 10 }],
  QuoteCurrency: 'USD',
  ForexQuotations: { Open: Close, Close, Change },
});

function mount(node: preact.ComponentChild): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root));
  return root;
}

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

// /trade's header showed nothing until the socket layer's first text for the pair while the order form under it
// already showed the list's price: two figures for one market on one screen.
describe('a pair quote before the first live text', () => {
  beforeAll(async () => {
    await setLocale('de');
  });

  it('shows the last known price and change where asked (lastKnown), then the live text', async () => {
    setTradeList([pair('BTCUSD', 64250.5, -1.2)]);
    const v = viewOf('BTCUSD')!;
    const root = mount(<PairQuote v={v} lastKnown />);
    const price = () => root.querySelector('[data-testid=price]')!.textContent;
    const chg = () => root.querySelector('.chg')!;
    expect(price()).toBe('64.250,50');
    expect(chg().textContent).toBe('-1.20%');
    expect(chg().className).toBe('chg down');
    applyQuotes([
      { symbol: 'BTCUSD', close: 64300, change: 0.5, at: Date.now(), price: '64.300,00', chg: '+0.50%', up: true },
    ]);
    await flush();
    expect(price()).toBe('64.300,00');
    expect(chg().textContent).toBe('+0.50%');
    expect(chg().className).toBe('chg up');
  });

  it('leaves a list row blank until the socket layer formats it (no Intl on the UI thread at load)', async () => {
    setTradeList([pair('ETHUSD', 3100.25, 0.3)]);
    const v = viewOf('ETHUSD')!;
    const root = mount(<PairQuote v={v} />);
    expect(root.querySelector('[data-testid=price]')!.textContent).toBe('');
    applyQuotes([
      { symbol: 'ETHUSD', close: 3101, change: 0.4, at: Date.now(), price: '3.101,00', chg: '+0.40%', up: true },
    ]);
    await flush();
    expect(root.querySelector('[data-testid=price]')!.textContent).toBe('3.101,00');
  });
});
