// The chaos run's phone: a socket logged in with a session token, holding ACCOUNT, moved to the other instance
// when its own dies, as the app does after a network drop.
import WebSocket from 'ws';
import type { Db } from '../server/db/database.js';
import { OrderStatus } from '../core/codes.js';
import { sleep } from './crash-server.js';
import type { Instance } from './chaos-instances.js';

export interface Trader {
  id: number;
  token: string;
  open: number[];
  pending: number[];
}

/** Waits until `check` holds, trying every 50 ms (doing `each` before each try), or throws after `ms`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string | (() => string),
  each?: () => Promise<void>,
) {
  const end = Date.now() + ms;
  for (;;) {
    await each?.();
    if (await check()) return;
    if (Date.now() > end)
      throw new Error(`chaos run: no ${typeof what === 'string' ? what : what()} within ${ms / 1000} s`);
    await sleep(50);
  }
}

/** A phone: a socket logged in with the session token, holding ACCOUNT, as the app after a (re)connect. */
export class Phone {
  frames: any[] = [];
  closed = false;
  private constructor(
    readonly ws: WebSocket,
    readonly user: Trader,
    readonly pair: number,
  ) {
    ws.on('message', (d) => this.frames.push(JSON.parse(d.toString())));
    ws.on('close', () => (this.closed = true));
    ws.on('error', () => {});
  }

  static async on(node: Instance, user: Trader, pair: number): Promise<Phone> {
    const ws = new WebSocket(node.base.replace('http', 'ws') + '/v1/ws');
    const p = new Phone(ws, user, pair);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await p.#login();
    return p;
  }

  async #login(): Promise<void> {
    this.ws.send(JSON.stringify({ type: 'login', token: this.user.token }));
    await until(() => this.frames.some((f) => f.type === 'login_result'), 5000, 'login_result');
    const r = this.frames.find((f) => f.type === 'login_result');
    if (r.code !== 1) throw new Error(`phone login refused: ${r.msg}`);
    this.ws.send(JSON.stringify({ type: 'sub', topic: 'ACCOUNT' }));
    this.ws.send(JSON.stringify({ type: 'ping' }));
    await until(() => this.frames.some((f) => f.type === 'pong'), 5000, 'the pong after the sub');
  }

  /** An ACCOUNT push naming order `id`. */
  async sawOrder(id: number): Promise<void> {
    await until(
      () =>
        this.frames.some(
          (f) => f.type === 'push' && f.topic === 'ACCOUNT' && f.data.orders.some((o: { Id: number }) => o.Id === id),
        ),
      5000,
      `ACCOUNT push of order #${id}`,
    );
  }

  /**
   * The socket dropped with its instance: the phone connects to `other`, logs in again with its token, takes
   * ACCOUNT again and reloads my_deal, which must list what the database holds for it; a new order's push arrives.
   */
  async resync(other: Instance, db: Db): Promise<void> {
    await until(() => this.closed, 5000, 'the phone to see its socket close');
    const again = await Phone.on(other, this.user, this.pair);
    try {
      // Every page of the holdings, as the app's list loads them on scrolling.
      const shown: number[] = [];
      let deal: { data: { Id: number }[]; total: number; balance: string };
      for (let page = 1; ; page++) {
        deal = await other.must('GET', '/v1/api/forex/my_deal', { status: OrderStatus.Holding, page }, this.user.token);
        shown.push(...deal.data.map((o) => o.Id));
        if (!deal.data.length || shown.length >= deal.total) break;
      }
      shown.sort((x, y) => x - y);
      const held = (
        await db
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', this.user.id)
          .where('status', '=', OrderStatus.Holding)
          .orderBy('id')
          .execute()
      ).map((o) => o.id);
      if (JSON.stringify(shown) !== JSON.stringify(held))
        throw new Error(
          `phone my_deal after the failover shows ${shown.join(',')}, the database holds ${held.join(',')}`,
        );
      const u = await db
        .selectFrom('users')
        .select(['balance', 'lock_balance'])
        .where('id', '=', this.user.id)
        .executeTakeFirstOrThrow();
      const shownBalance = Math.round(Number(deal.balance) * 1e6);
      if (shownBalance !== u.balance)
        throw new Error(`phone my_deal balance ${deal.balance}, the database ${u.balance} micro-USD`);
      const o = await other.must(
        'GET',
        '/v1/api/forex/submit',
        { type: 1, status: 1, cont: '0.05', multiple: 10, forex_id: this.pair },
        this.user.token,
      );
      await again.sawOrder(o.Id);
    } finally {
      again.ws.close();
    }
  }
}
