// The cluster section's latency: from the engine's feed emitting a price to a client on any instance receiving it.

/**
 * Tick-to-client latencies: for each DAY_MARKET item a client received (symbol, close), the time since the engine's
 * feed emitted that price for that symbol (the latest such emission before it arrived). Same machine, same clock.
 */
export function tickLatencies(emitted: [string, number, number][], receivedLists: [string, number[]][][]) {
  const bySymbol = new Map<string, number[]>();
  for (const [code, price, at] of emitted) {
    let list = bySymbol.get(`${code}|${price}`);
    if (!list) bySymbol.set(`${code}|${price}`, (list = []));
    list.push(at);
  }
  const lat: number[] = [];
  for (const received of receivedLists) {
    for (const [text, times] of received) {
      let frame: { type: string; topic: string; data: { symbol: string; quotation: { close: number } }[] };
      try {
        frame = JSON.parse(text);
      } catch {
        continue;
      }
      if (frame.type !== 'push' || frame.topic !== 'DAY_MARKET') continue;
      for (const item of frame.data) {
        const emits = bySymbol.get(`${item.symbol}|${item.quotation.close}`);
        if (!emits) continue;
        for (const at of times) {
          let from = -1;
          for (const e of emits) if (e <= at && e > from) from = e;
          if (from >= 0) lat.push(at - from);
        }
      }
    }
  }
  return lat;
}

/** Where one instance's tick-to-client time went: what it applied and published, and what its clients received. */
export interface InstanceTimes {
  /** Ticks applied on this instance (pair code, price, ms): after the bus hop when there is one. */
  applied: [string, number, number][];
  /** DAY_MARKET frames this instance published (text, ms). */
  sent: [string, number][];
  /** What its clients received (frame text, arrival ms per socket). */
  received: [string, number[]][];
}

/** The latest time in a sorted-or-not list at or before `at`; -1 when none. */
const latestBefore = (times: number[] | undefined, at: number) => {
  let from = -1;
  if (times) for (const t of times) if (t <= at && t > from) from = t;
  return from;
};

const byKey = (list: [string, number, number][]) => {
  const m = new Map<string, number[]>();
  for (const [code, price, at] of list) {
    const k = `${code}|${price}`;
    let l = m.get(k);
    if (!l) m.set(k, (l = []));
    l.push(at);
  }
  return m;
};

/**
 * Tick-to-client split into its stages (ms): `bus`, from the engine's emit to the tick applied on the client's
 * instance (the Redis hop, or a function call on one instance); `wait`, from applied to the DAY_MARKET publish that
 * carried it (the 250 ms coalescing); `send`, from that publish to a client's receipt (the fan-out, loopback and the
 * load process). `bus` and `wait` count each published item once; `send` each frame each socket received.
 */
export function tickStages(emitted: [string, number, number][], instances: InstanceTimes[]) {
  const emits = byKey(emitted);
  const bus: number[] = [];
  const wait: number[] = [];
  const send: number[] = [];
  for (const inst of instances) {
    const applied = byKey(inst.applied);
    const sentAt = new Map<string, number[]>();
    for (const [text, at] of inst.sent) {
      let l = sentAt.get(text);
      if (!l) sentAt.set(text, (l = []));
      l.push(at);
    }
    for (const [text, times] of inst.received) {
      const published = latestBefore(
        sentAt.get(text),
        times.reduce((a, b) => Math.min(a, b), Infinity),
      );
      if (published < 0) continue;
      for (const at of times) send.push(at - published);
      let frame: { type: string; topic: string; data: { symbol: string; quotation: { close: number } }[] };
      try {
        frame = JSON.parse(text);
      } catch {
        continue;
      }
      if (frame.type !== 'push' || frame.topic !== 'DAY_MARKET') continue;
      for (const item of frame.data) {
        const k = `${item.symbol}|${item.quotation.close}`;
        const a = latestBefore(applied.get(k), published);
        const e = latestBefore(emits.get(k), published);
        if (a < 0 || e < 0) continue;
        bus.push(a - e);
        wait.push(published - a);
      }
    }
  }
  return { bus, wait, send };
}
