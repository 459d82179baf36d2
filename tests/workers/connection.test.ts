import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, Connection, type ConnectionDeps } from '../../workers/connection';
import type { ConnState } from '../../core/protocol/frames';
import { FakeSocket } from './fake-socket';

let states: ConnState[];
let reconnected: number;
let random = 0.5;

function make() {
  const deps: ConnectionDeps = {
    createSocket: (u) => new FakeSocket(u),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as any),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as any),
    random: () => random,
  };
  return new Connection('ws://test/v1/ws', deps, {
    onState: (s) => states.push(s),
    onFrame: () => {},
    onReconnected: () => {
      reconnected++;
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  states = [];
  reconnected = 0;
  random = 0.5;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Connection', () => {
  it('gives up on a connect attempt after 5 s and tries again', () => {
    const c = make();
    c.start();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(c.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('logs in with the token and subscribes its topics once open', () => {
    const c = make();
    c.setToken('tok');
    c.subscribe('DAY_MARKET');
    c.start();
    FakeSocket.last().open();
    expect(states).toEqual(['open']);
    expect(FakeSocket.last().sent).toEqual([
      { type: 'login', token: 'tok' },
      { type: 'sub', topic: 'DAY_MARKET' },
    ]);
  });

  it('reference-counts topics: one sub for two users, unsub only when the last leaves', () => {
    const c = make();
    c.start();
    const ws = FakeSocket.last();
    ws.open();
    c.subscribe('KLINE.BTCUSD');
    c.subscribe('KLINE.BTCUSD');
    c.unsubscribe('KLINE.BTCUSD');
    expect(ws.sent).toEqual([{ type: 'sub', topic: 'KLINE.BTCUSD' }]);
    c.unsubscribe('KLINE.BTCUSD');
    expect(ws.sent.at(-1)).toEqual({ type: 'unsub', topic: 'KLINE.BTCUSD' });
  });

  it('pings every 5 s and reconnects after the third unanswered ping', () => {
    const c = make();
    c.start();
    const ws = FakeSocket.last();
    ws.open();
    vi.advanceTimersByTime(5000);
    ws.receive({ type: 'pong' });
    vi.advanceTimersByTime(15_000); // three pings, no pongs
    expect(ws.sent.filter((f) => f.type === 'ping')).toHaveLength(4);
    expect(ws.closed).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(ws.closed).toBe(true);
    expect(c.state).toBe('reconnecting');
  });

  it('re-subscribes every topic and logs in again after a reconnect, and reports it', () => {
    const c = make();
    c.setToken('tok');
    c.subscribe('DAY_MARKET');
    c.subscribe('KLINE.EURUSD');
    c.start();
    FakeSocket.last().open();
    FakeSocket.last().drop();
    vi.advanceTimersByTime(1000);
    const second = FakeSocket.last();
    expect(FakeSocket.all).toHaveLength(2);
    second.open();
    expect(second.sent).toEqual([
      { type: 'login', token: 'tok' },
      { type: 'sub', topic: 'DAY_MARKET' },
      { type: 'sub', topic: 'KLINE.EURUSD' },
    ]);
    expect(reconnected).toBe(1);
    expect(states).toEqual(['open', 'reconnecting', 'open']);
  });

  it('backs off from 1 s doubling to 30 s, with jitter', () => {
    random = 1;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => random))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    random = 0;
    expect(backoffDelay(3, () => random)).toBe(4000);
    expect(backoffDelay(0, () => random)).toBe(1000);
  });

  it('waits longer after each failed attempt', () => {
    random = 1;
    const c = make();
    c.start();
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      FakeSocket.last().drop();
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      times.push(waited);
    }
    expect(times).toEqual([1000, 2000, 4000, 8000]);
    expect(c.state).toBe('reconnecting');
  });

  it('shows offline while the network is gone and retries at once when it returns', () => {
    const c = make();
    c.start();
    FakeSocket.last().open();
    c.setOnline(false);
    expect(c.state).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    c.setOnline(true);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('sends a login with the new token when the user logs in or out, then asks for its topics again', () => {
    const c = make();
    c.start();
    const ws = FakeSocket.last();
    ws.open();
    c.subscribe('FOREX_TRADE');
    c.setToken('abc');
    c.setToken('');
    expect(ws.sent).toEqual([
      { type: 'sub', topic: 'FOREX_TRADE' },
      { type: 'login', token: 'abc' },
      { type: 'sub', topic: 'FOREX_TRADE' },
      { type: 'login', token: '' },
      { type: 'sub', topic: 'FOREX_TRADE' },
    ]);
  });
});
