// The chaos run's load: traders sending market orders (some with a stop-loss), buy limits, closes, cancels and
// price alerts back to back, round-robin over the running instances, each acknowledgement noted for the checks.
import { AlertDirection, AlertMode } from '../core/codes.js';
import { sleep } from './crash-server.js';
import type { Instance } from './chaos-instances.js';
import type { Ack } from './chaos-check.js';
import type { Trader } from './chaos-phone.js';

const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
/** Takes a random element out of `xs`; undefined when there is none. */
const take = (xs: number[]) => (xs.length ? xs.splice(Math.floor(Math.random() * xs.length), 1)[0] : undefined);

/** The pair the load trades, the price it sets its levels around, and the pair's rounding. */
export interface LoadMarket {
  pair: number;
  base: number;
  round(x: number): number;
}

export class ChaosLoad {
  readonly acks: Ack[] = [];
  #seq = 0;
  #turn = 0;

  constructor(
    readonly nodes: Instance[],
    readonly m: LoadMarket,
    readonly result: { sent: number; acknowledged: number },
  ) {}

  /** The next instance in turn that is running (a killed one is skipped until it is back). */
  #next(): Instance {
    const up = this.nodes.filter((n) => n.running);
    return up.length ? up[this.#turn++ % up.length]! : this.nodes[this.#turn++ % 2]!;
  }

  /** Every trader sends operations back to back, round-robin over the instances, until stopped. */
  run(traders: Trader[]) {
    let stopped = false;
    const done = Promise.all(
      traders.map(async (t) => {
        while (!stopped) await this.step(t);
      }),
    );
    return { stop: () => ((stopped = true), done) };
  }

  async step(t: Trader): Promise<void> {
    const node = this.#next();
    const roll = Math.random();
    const p = this.m.base;
    let sent: { kind: Ack['kind']; r: Awaited<ReturnType<Instance['call']>>; id?: number; clientId?: string } | null;
    if (roll < 0.35) {
      // Market orders, half of the buys with a stop-loss a dip below the base crosses.
      const type = Math.random() < 0.7 ? 1 : 2;
      const q: Record<string, string | number> = { type, status: 1, cont: '0.05', multiple: 10, forex_id: this.m.pair };
      if (type === 1 && Math.random() < 0.5) q.stop_loss_price = this.m.round(p * rand(0.975, 0.99));
      q.client_id = `o${t.id}-${this.#seq++}`;
      sent = {
        kind: 'open',
        r: await node.call('GET', '/v1/api/forex/submit', q, t.token),
        clientId: String(q.client_id),
      };
      if (sent.r?.code === 1) t.open.push(sent.r.data.Id);
    } else if (roll < 0.5) {
      // Buy limits: some a dip fills (they become positions), some far below that only a cancel ends.
      const target = this.m.round(p * (Math.random() < 0.5 ? rand(0.975, 0.985) : 0.5));
      const q = {
        type: 1,
        status: 0,
        cont: '0.05',
        multiple: 10,
        forex_id: this.m.pair,
        target_price: target,
        client_id: `p${t.id}-${this.#seq++}`,
      };
      sent = { kind: 'pending', r: await node.call('GET', '/v1/api/forex/submit', q, t.token), clientId: q.client_id };
      if (sent.r?.code === 1) t.pending.push(sent.r.data.Id);
    } else if (roll < 0.72) {
      const id = take(t.open);
      if (id === undefined) return;
      sent = { kind: 'close', r: await node.call('GET', '/v1/api/forex/close', { id }, t.token), id };
    } else if (roll < 0.82) {
      const id = take(t.pending);
      if (id === undefined) return;
      sent = { kind: 'cancel', r: await node.call('GET', '/v1/api/forex/cancel_trade', { id }, t.token), id };
    } else {
      const q = {
        forex_id: this.m.pair,
        price: this.m.round(p * rand(0.975, 0.99)),
        direction: AlertDirection.Below,
        mode: AlertMode.Once,
      };
      sent = { kind: 'alert', r: await node.call('GET', '/v1/api/forex/alert/add', q, t.token) };
    }
    this.result.sent++;
    if (sent.r?.code === 1) {
      this.result.acknowledged++;
      this.acks.push({
        kind: sent.kind,
        user: t.id,
        id: sent.id ?? sent.r.data.Id,
        ...(sent.clientId ? { clientId: sent.clientId } : {}),
      });
    } else if (sent.r === null) {
      // The instance is down: give the other a turn rather than spinning on refused connections.
      await sleep(20);
    }
  }

  /** Resolves once `n` more operations were acknowledged. */
  async acked(n: number): Promise<void> {
    const target = this.result.acknowledged + n;
    while (this.result.acknowledged < target) await sleep(5);
  }
}
