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
