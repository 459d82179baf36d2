import { randomUUID } from 'node:crypto';
import { Channels, type Bus } from '../cluster/bus.js';

/** How often each instance times a message around the bus (ms). */
export const BUS_PROBE_MS = 5000;

/**
 * Times the Redis bus as every message crosses it: each interval this instance publishes a probe and, when its own
 * probe comes back, reports the round trip (ms). Another instance's probes are ignored. Returns the stop.
 */
export function probeBus(bus: Bus, report: (ms: number) => void, everyMs = BUS_PROBE_MS): () => void {
  const me = randomUUID();
  const off = bus.subscribe(Channels.probe, (m) => {
    const probe = m as { from?: unknown; at?: unknown };
    if (probe?.from === me && typeof probe.at === 'number')
      report(performance.timeOrigin + performance.now() - probe.at);
  });
  const timer = setInterval(
    () => bus.publish(Channels.probe, { from: me, at: performance.timeOrigin + performance.now() }),
    everyMs,
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    off();
  };
}
