import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishPacer } from '../../../server/market/publish-timing.js';

const PERIOD = 250;

describe('publish passes paced by trade arrivals', () => {
  let passes: number[];
  let pacer: PublishPacer;
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    passes = [];
    pacer = new PublishPacer(
      PERIOD,
      () => passes.push(Date.now()),
      () => Date.now(),
    );
  });
  afterEach(() => {
    pacer.stop();
    vi.useRealTimers();
  });

  it('sends a trade that arrives after a quiet period on the next turn, with the rest of its batch', () => {
    vi.advanceTimersByTime(10_000);
    const at = Date.now();
    for (let i = 0; i < 33; i++) pacer.poke();
    expect(passes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(passes).toEqual([at]);
  });

  it('holds a trade that arrives just after a pass until the period has passed, and takes the later ones along', () => {
    pacer.poke();
    vi.advanceTimersByTime(1);
    const first = passes[0]!;
    vi.advanceTimersByTime(10);
    pacer.poke();
    vi.advanceTimersByTime(100);
    pacer.poke();
    vi.advanceTimersByTime(PERIOD - 111 - 1);
    expect(passes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(passes).toEqual([first, first + PERIOD]);
  });

  it('never runs two passes closer than the period, whatever the arrivals, and runs none without them', () => {
    // Batches every 100 ms (the simulator's step) with some arriving at odd moments between.
    for (let t = 0; t < 5000; t += 10) {
      if (t % 100 === 0 || t % 70 === 0) pacer.poke();
      vi.advanceTimersByTime(10);
    }
    const gaps = passes.slice(1).map((p, i) => p - passes[i]!);
    expect(passes.length).toBeGreaterThan(5000 / PERIOD - 2);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PERIOD);
    const before = passes.length;
    vi.advanceTimersByTime(5000);
    expect(passes).toHaveLength(before);
  });

  it('spaces passes by when they ran, so a late pass pushes the next one back', () => {
    pacer.poke();
    vi.advanceTimersByTime(1);
    pacer.poke();
    // The event loop was busy: the clock moves on past the due time before the timer can fire.
    vi.setSystemTime(Date.now() + 400);
    vi.advanceTimersByTime(PERIOD);
    const late = passes[1]!;
    expect(late - passes[0]!).toBeGreaterThan(PERIOD + 300);
    pacer.poke();
    vi.advanceTimersByTime(late + PERIOD - 1 - Date.now());
    expect(passes).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(passes).toEqual([passes[0], late, late + PERIOD]);
  });

  it('drops a pending pass once stopped', () => {
    pacer.poke();
    pacer.stop();
    pacer.poke();
    vi.advanceTimersByTime(PERIOD * 4);
    expect(passes).toEqual([]);
  });
});
