import { describe, expect, it, vi } from 'vitest';
import { QuoteRows } from '../../workers/quote-rows';
import { createSocketCore } from '../../workers/socket-core';
import type { CoreScope } from '../../workers/socket-core-api';
import type { Batch } from '../../core/protocol/frames';
import { FakeSocket } from './fake-socket';

const q = (symbol: string, close: number, change: number, at = 1) => ({ symbol, close, change, at });
const seed = (symbol: string, close: number, change: number, precision: number) => ({
  symbol,
  close,
  change,
  precision,
});
const bySymbol = (rows: { symbol: string }[]) => rows.map((r) => r.symbol).sort();

describe('the quote rows the worker hands the UI', () => {
  it('sends only the pairs on screen, each once per flush with its newest quote', () => {
    const rows = new QuoteRows();
    rows.seed([seed('BTCUSD', 90_000, 1, 2), seed('EURUSD', 1.1, 0, 5), seed('XAUUSD', 2_000, 0, 2)]);
    rows.setWatched(['BTCUSD', 'EURUSD']);
    rows.take();
    rows.add(q('BTCUSD', 90_001, 1.2));
    rows.add(q('BTCUSD', 90_002.5, 1.3));
    rows.add(q('XAUUSD', 2_001, 0.1));
    const out = rows.take();
    expect(out).toEqual([
      { symbol: 'BTCUSD', close: 90_002.5, change: 1.3, at: 1, price: '90,002.50', chg: '+1.30%', up: true },
    ]);
    expect(rows.take()).toEqual([]);
  });

  it('sends a pair scrolled into view at once with the quote it missed, and nothing for one scrolled out', () => {
    const rows = new QuoteRows();
    rows.seed([seed('BTCUSD', 90_000, 1, 2), seed('XAUUSD', 2_000, 0, 2)]);
    rows.setWatched(['BTCUSD']);
    rows.take();
    rows.add(q('XAUUSD', 2_001.25, -0.4));
    rows.add(q('BTCUSD', 90_100, 1.1));
    rows.setWatched(['XAUUSD']);
    const out = rows.take();
    expect(out).toEqual([
      { symbol: 'XAUUSD', close: 2_001.25, change: -0.4, at: 1, price: '2,001.25', chg: '-0.40%', up: false },
    ]);
  });

  it('starts shown pairs from their HTTP values (at 0), and keeps a live quote over a later seed', () => {
    const rows = new QuoteRows();
    rows.seed([seed('EURUSD', 1.1, 0, 5)]);
    rows.setWatched(['EURUSD']);
    expect(rows.take()).toEqual([
      { symbol: 'EURUSD', close: 1.1, change: 0, at: 0, price: '1.10000', chg: '0.00%', up: true },
    ]);
    rows.add(q('EURUSD', 1.2, 0.5, 7));
    rows.take();
    rows.seed([seed('EURUSD', 1.05, -1, 5)]);
    expect(rows.take()).toEqual([]);
    rows.setWatched([]);
    rows.setWatched(['EURUSD']);
    expect(rows.take()[0]).toMatchObject({ close: 1.2, at: 7, price: '1.20000' });
  });

  it('writes the texts in the language it is given, again for every shown pair when it changes', () => {
    const rows = new QuoteRows();
    rows.seed([seed('BTCUSD', 95_000.5, 2, 2), seed('EURUSD', 1.0852, 0.1, 5)]);
    rows.setWatched(['BTCUSD', 'EURUSD']);
    expect(rows.take().map((r) => r.price)).toEqual(['95,000.50', '1.08520']);
    rows.setLang('de');
    expect(rows.take().map((r) => r.price)).toEqual(['95.000,50', '1,08520']);
    rows.setLang('de');
    expect(rows.take()).toEqual([]);
  });

  it('gives every pair its first text once, shown or not, then ticks only for the shown ones', () => {
    const rows = new QuoteRows();
    rows.setWatched(['BTCUSD']);
    rows.seed([seed('BTCUSD', 90_000, 1, 2), seed('XAUUSD', 2_000, -0.5, 2)]);
    expect(rows.take().map((r) => [r.symbol, r.price, r.at])).toEqual([
      ['BTCUSD', '90,000.00', 0],
      ['XAUUSD', '2,000.00', 0],
    ]);
    rows.seed([seed('BTCUSD', 90_000, 1, 2), seed('XAUUSD', 2_000, -0.5, 2)]);
    rows.add(q('XAUUSD', 2_002, -0.4));
    expect(rows.take().map((r) => r.symbol)).toEqual(['BTCUSD']);
    rows.add(q('BTCUSD', 90_010, 1.1));
    expect(rows.take().map((r) => [r.symbol, r.price])).toEqual([['BTCUSD', '90,010.00']]);
  });

  it('sends every moved pair until the UI says what it shows', () => {
    const rows = new QuoteRows();
    rows.add(q('A', 1, 0));
    rows.add(q('B', 2, -1));
    expect(bySymbol(rows.take())).toEqual(['A', 'B']);
    expect(rows.take()[0]).toBeUndefined();
  });
});

describe('the socket core with a view', () => {
  it('hands the UI formatted rows of the shown pairs only, from the DAY_MARKET frames', () => {
    vi.useFakeTimers();
    try {
      FakeSocket.reset();
      FakeSocket.autoPong = true;
      const scope: CoreScope = {
        WebSocket: FakeSocket as unknown as CoreScope['WebSocket'],
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (id) => clearTimeout(id as never),
        setInterval: (fn, ms) => setInterval(fn, ms),
        clearInterval: (id) => clearInterval(id as never),
      };
      const batches: Batch[] = [];
      const core = createSocketCore(scope, () => 5);
      core.onBatch((b) => batches.push(b));
      core.setLang('fr');
      core.watchQuotes([seed('BTCUSD', 90_000, 1, 2)], ['BTCUSD']);
      core.start('ws://x/v1/ws', '');
      core.subscribe('DAY_MARKET');
      FakeSocket.last().open();
      vi.advanceTimersByTime(20);
      expect(batches.flatMap((b) => b.quotes).map((r) => [r.symbol, r.at])).toEqual([['BTCUSD', 0]]);
      batches.length = 0;
      FakeSocket.last().receive({
        type: 'push',
        topic: 'DAY_MARKET',
        data: [
          { symbol: 'BTCUSD', quotation: { close: 91_234.5, change: -0.25 } },
          { symbol: 'EURUSD', quotation: { close: 1.1, change: 0.1 } },
        ],
      });
      vi.advanceTimersByTime(16);
      expect(batches).toHaveLength(1);
      expect(batches[0]!.quotes).toEqual([
        {
          symbol: 'BTCUSD',
          close: 91_234.5,
          change: -0.25,
          at: 5,
          price: '91\u202f234,50',
          chg: '-0,25\u00a0%',
          up: false,
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
