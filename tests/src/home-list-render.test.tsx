// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { countRenders } from './render-counter';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { miniSeries, pairsLoaded, setTradeList } from '../../src/state/market';
import HomePage from '../../src/pages/home/HomePage';
import { PairList } from '../../src/pages/home/PairList';
import type { TradePair } from '../../core/rules/market-types';
import { btcPair } from './btc-pair';

/** A simulated pair `i`: BTC/USD's fields (btc-pair.ts) under its own id and code, last traded at 100 + i. */
const pair = (i: number): TradePair => ({
  ...btcPair(100),
  Id: i,
  Code: `SIM${i}`,
  ShowCode: `SIM ${i}`,
  Logo: '/logos/EURUSD.png',
  CategoryId: 1,
  ForexQuotations: { Open: 100, Close: 100 + i, Change: 0, PrevClose: 100, SessionChange: 0 },
});

// The list of / grows a row per idle moment and gets its mini-charts late: each of those must re-render the list,
// not the page around it (a page render per row was a 50-190 ms task at 4x CPU on load).
describe('the quotes list of /', () => {
  const renders = countRenders();
  beforeAll(async () => {
    await setLocale('en', true);
  });

  it('grows to the whole list and takes its charts without re-rendering the page', async () => {
    setTradeList(Array.from({ length: 14 }, (_, i) => pair(i + 1)));
    pairsLoaded.value = true;
    const root = document.createElement('div');
    document.body.append(root);
    act(() => render(<HomePage active={false} />, root));
    expect(renders.get(HomePage)).toBe(1);
    await vi.waitFor(() => expect(root.querySelectorAll('.pair-row')).toHaveLength(14), { timeout: 5000 });
    miniSeries.value = { 1: [1, 2, 3], 2: [3, 2, 1] };
    await vi.waitFor(() => {
      act(() => undefined);
      expect(root.querySelectorAll('svg.mini path').length).toBeGreaterThan(0);
    });
    expect(renders.get(PairList)).toBeGreaterThan(6);
    expect(renders.get(HomePage)).toBe(1);
    act(() => render(null, root));
    root.remove();
  });
});
