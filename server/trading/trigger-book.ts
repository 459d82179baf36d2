/**
 * What a trigger does when the price reaches it: fill a pending order, close at a stop, or move a trailing stop;
 * `alert` lives only in the alert books (server/alerts/alert-books.ts), where the "order id" is a price alert's id.
 */
export type TriggerKind = 'fill' | 'sl' | 'tp' | 'trail' | 'alert';
const KINDS: readonly TriggerKind[] = ['fill', 'sl', 'tp', 'trail', 'alert'];
const KIND_INDEX: Record<TriggerKind, number> = { fill: 0, sl: 1, tp: 2, trail: 3, alert: 4 };
/** A trigger's key in the live map: a number, not a string, since a trailing stop re-keys on every move (hot path). */
const keyOf = (orderId: number, kind: TriggerKind): number => orderId * 5 + KIND_INDEX[kind];
export interface Trigger {
  orderId: number;
  kind: TriggerKind;
  level: number;
}
interface Entry extends Trigger {
  live: boolean;
}

/** A binary heap ordered by `before` (the top is the entry to fire first). */
class Heap {
  readonly #a: Entry[] = [];
  constructor(readonly before: (x: Entry, y: Entry) => boolean) {}
  get size() {
    return this.#a.length;
  }
  /** Drops the dead entries and restores the heap order (Floyd's build, O(n)). */
  compact(): void {
    const live = this.#a.filter((e) => e.live);
    this.#a.length = 0;
    for (const e of live) this.#a.push(e);
    for (let i = (this.#a.length >> 1) - 1; i >= 0; i--) this.#down(i);
  }
  #down(i: number): void {
    const a = this.#a;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && this.before(a[l]!, a[m]!)) m = l;
      if (r < a.length && this.before(a[r]!, a[m]!)) m = r;
      if (m === i) break;
      [a[i], a[m]] = [a[m]!, a[i]!];
      i = m;
    }
  }
  peek(): Entry | undefined {
    return this.#a[0];
  }
  push(e: Entry): void {
    const a = this.#a;
    a.push(e);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): Entry | undefined {
    const a = this.#a;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      a[0] = last;
      this.#down(0);
    }
    return top;
  }
}

/**
 * One pair's price triggers, ordered by price: `above` fires when the price rises to a level (min-heap),
 * `below` when it falls to one (max-heap). A tick looks only at the heap tops, so it touches only the
 * orders it crosses: O(k log n) for k fired, whatever the number of open orders. Removal is lazy; a trailing
 * stop re-adds its two entries at every move, so when dead entries outnumber live ones the heaps are rebuilt
 * (amortised O(1) per removal), which keeps memory bounded however long a trailing order lives.
 */
export class TriggerBook {
  readonly #above = new Heap((x, y) => x.level < y.level);
  readonly #below = new Heap((x, y) => x.level > y.level);
  readonly #live = new Map<number, Entry>();
  #dead = 0;

  get size(): number {
    return this.#live.size;
  }

  /** Adds (or replaces) the trigger `kind` of an order: dir 1 fires at price >= level, -1 at price <= level. */
  add(orderId: number, kind: TriggerKind, level: number, dir: 1 | -1): void {
    this.remove(orderId, kind);
    if (!(level > 0)) return;
    const e: Entry = { orderId, kind, level, live: true };
    this.#live.set(keyOf(orderId, kind), e);
    (dir === 1 ? this.#above : this.#below).push(e);
  }

  remove(orderId: number, kind?: TriggerKind): void {
    if (kind) this.#kill(keyOf(orderId, kind));
    else for (const k of KINDS) this.#kill(keyOf(orderId, k));
    if (this.#dead > 1024 && this.#dead > this.#live.size) {
      this.#above.compact();
      this.#below.compact();
      this.#dead = 0;
    }
  }

  #kill(key: number): void {
    const e = this.#live.get(key);
    if (e) {
      e.live = false;
      this.#live.delete(key);
      this.#dead++;
    }
  }

  /** Pops every live trigger the price has reached, in price order. */
  crossed(price: number): Trigger[] {
    const out: Trigger[] = [];
    for (let e = this.#above.peek(); e && (!e.live || e.level <= price); e = this.#above.peek()) {
      this.#above.pop();
      if (!e.live) this.#dead--;
      if (e.live) {
        this.#live.delete(keyOf(e.orderId, e.kind));
        out.push({ orderId: e.orderId, kind: e.kind, level: e.level });
      }
    }
    for (let e = this.#below.peek(); e && (!e.live || e.level >= price); e = this.#below.peek()) {
      this.#below.pop();
      if (!e.live) this.#dead--;
      if (e.live) {
        this.#live.delete(keyOf(e.orderId, e.kind));
        out.push({ orderId: e.orderId, kind: e.kind, level: e.level });
      }
    }
    return out;
  }
}
