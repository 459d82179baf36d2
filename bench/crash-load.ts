// The crash run's load: traders sending random operations back to back (orders, closes, pending orders, cancels,
// deposits, withdrawals, and the operator's reviews of them), each acknowledgement noted for the checks afterwards.
import type { Ack } from './crash-check.js';
import { sleep, type crashServer, type Envelope } from './crash-server.js';
import type { ownCodeOf, Trader } from './crash-traders.js';

type Server = Awaited<ReturnType<typeof crashServer>>;

const rand = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));
/** Takes a random element out of `xs`; undefined when there is none. */
const take = (xs: number[] | undefined) =>
  xs?.length ? xs.splice(Math.floor(Math.random() * xs.length), 1)[0] : undefined;

/** What the load works on: the server's call, the pair and its price then, the deposit bank, the payout currency. */
export interface LoadTargets {
  call: Server['call'];
  ownCode: ReturnType<typeof ownCodeOf>;
  pair: number;
  price: number;
  usdBank: number;
  wUsd: number;
}

/** One operation's outcome: the answer (null: the server is gone), what it acknowledges, and the id it acted on. */
interface Sent {
  r: Envelope | null;
  ack: Omit<Ack, 'id'>;
  id?: number;
}

/** Counts what was sent and acknowledged (the run's result fields of the same names). */
export interface LoadCounts {
  sent: number;
  acknowledged: number;
}

/**
 * The operations of a crash run and what the server acknowledged of them: open and pending orders, deposits and
 * withdrawals still to act on, by who acts. `opToken` is the operator's, replaced after each restart.
 */
export class CrashLoad {
  readonly acks: Ack[] = [];
  readonly #open = new Map<number, number[]>(); // user -> acknowledged open positions
  readonly #pending = new Map<number, number[]>(); // user -> acknowledged pending orders
  readonly #deposits: number[] = [];
  readonly #draws: number[] = [];
  #seq = 0;
  opToken: string;

  constructor(
    readonly to: LoadTargets,
    readonly counts: LoadCounts,
    opToken: string,
  ) {
    this.opToken = opToken;
  }

  /** Every trader sends operations back to back until the server stops answering or `stop()` says so. */
  run(traders: Trader[]) {
    let stopped = false;
    const done = Promise.all(
      traders.map(async (t) => {
        while (!stopped && (await this.step(t)));
      }),
    );
    return {
      done,
      stop: () => {
        stopped = true;
        return done;
      },
    };
  }

  /** Resolves once `n` more operations were acknowledged (or the load ended). */
  async acked(n: number, l: { done: Promise<unknown> }): Promise<void> {
    const target = this.counts.acknowledged + n;
    let ended = false;
    void l.done.then(() => {
      ended = true;
    });
    while (this.counts.acknowledged < target && !ended) await sleep(5);
  }

  /** One random operation by trader `t`; false once the server stopped answering. */
  async step(t: Trader): Promise<boolean> {
    this.counts.sent++;
    const s = await this.#operation(t, Math.random());
    if (s === true || s === false) {
      // Nothing to act on (or no code to confirm with): nothing was sent.
      this.counts.sent--;
      return s;
    }
    const { r, ack, id } = s;
    if (r?.code === 1) {
      this.acks.push({ ...ack, id: id ?? r.data.Id ?? r.data.id });
      this.counts.acknowledged++;
    }
    return r !== null;
  }

  /** The operation `roll` picks; a boolean when none was sent (whether the load goes on). */
  #operation(t: Trader, roll: number): Promise<Sent | boolean> {
    if (roll < 0.3) return this.#order(t, 'open');
    if (roll < 0.45) return this.#order(t, 'pending');
    if (roll < 0.6) return this.#end(t, this.#open, '/v1/api/forex/close', 'close');
    if (roll < 0.7) return this.#end(t, this.#pending, '/v1/api/forex/cancel_trade', 'cancel');
    if (roll < 0.78) return this.#deposit(t);
    if (roll < 0.86) return this.#review(this.#deposits, 'deposits', 0.6, ['approve', 'reject'], ['approve', 'reject']);
    if (roll < 0.93) return this.#draw(t);
    return this.#review(this.#draws, 'withdrawals', 0.5, ['pay', 'reject'], ['pay', 'refuse']);
  }

  /** A market order, or a buy limit far below the price: it waits (and reserves margin and fee) until cancelled. */
  async #order(t: Trader, kind: 'open' | 'pending'): Promise<Sent> {
    const { call, pair, price } = this.to;
    const query: Record<string, string> =
      kind === 'open'
        ? { type: String(rand(1, 3)), status: '1', cont: '0.01', multiple: '20', forex_id: String(pair) }
        : {
            type: '1',
            status: '0',
            cont: '0.01',
            multiple: '20',
            forex_id: String(pair),
            target_price: String(Math.round(price * 0.5)),
          };
    query.client_id = `${kind === 'open' ? 'c' : 'p'}${t.id}-${this.#seq++}`;
    const r = await call('GET', '/v1/api/forex/submit', query, t.token);
    const held = kind === 'open' ? this.#open : this.#pending;
    if (r?.code === 1) (held.get(t.id) ?? held.set(t.id, []).get(t.id)!).push(r.data.Id);
    return { r, ack: { kind, user: t.id, clientId: query.client_id, query } };
  }

  /** Closes one of the trader's open orders, or cancels one of their pending ones. */
  async #end(t: Trader, from: Map<number, number[]>, path: string, kind: 'close' | 'cancel'): Promise<Sent | boolean> {
    const id = take(from.get(t.id));
    if (id === undefined) return true;
    const r = await this.to.call('GET', path, { id }, t.token);
    return { r, ack: { kind, user: t.id }, id };
  }

  async #deposit(t: Trader): Promise<Sent> {
    const r = await this.to.call(
      'POST',
      '/api/quickCharge/wire_submit',
      { number: String(rand(10, 500)), proofImg: t.proof, wire_id: this.to.usdBank },
      t.token,
    );
    if (r?.code === 1) this.#deposits.push(r.data.id);
    return { r, ack: { kind: 'deposit', user: t.id } };
  }

  /** A withdrawal, confirmed by the code mailed for it; a send that got no answer means the server is gone. */
  async #draw(t: Trader): Promise<Sent | boolean> {
    const authCode = await this.to.ownCode(t, 4);
    if (!authCode) return authCode === null;
    const r = await this.to.call(
      'POST',
      '/api/account/draw',
      { draw_currency_id: this.to.wUsd, number: String(rand(20, 200)), draw_method_id: t.method, auth_code: authCode },
      t.token,
    );
    if (r?.code === 1) this.#draws.push(r.data.id);
    return { r, ack: { kind: 'draw', user: t.id } };
  }

  /** The operator approves (with odds `yes`) or rejects one waiting deposit or withdrawal. */
  async #review(
    from: number[],
    what: 'deposits' | 'withdrawals',
    yes: number,
    actions: [string, string],
    kinds: [Ack['kind'], Ack['kind']],
  ): Promise<Sent | boolean> {
    const id = take(from);
    if (id === undefined) return true;
    const i = Math.random() < yes ? 0 : 1;
    const r = await this.to.call('POST', `/admin/api/${what}/${id}/${actions[i]}`, {}, this.opToken);
    return { r, ack: { kind: kinds[i], user: 0 }, id };
  }
}
