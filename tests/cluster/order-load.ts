import type { TestServer } from '../server/test-server.js';
import type { Real } from '../support/users.js';
import { pairId } from '../support/market.js';
import { OrderStatus } from '../../core/codes.js';
import { ledgerBreaks } from '../server/ledger-check.js';

/** One order request of the load: where it went, what it answered and how long that took. */
export interface Answer {
  via: 'a' | 'b';
  lang: string;
  /** When it was sent, and how long until the answer (or the client gave up), in ms. */
  at: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (connection refused, or the client's own limit). */
  status: number;
  code: number;
  msg: string;
  /** The order's id when it answered code 1. */
  id?: number;
}

/** How long the load's client waits for an answer before calling the request hung. */
export const HUNG_MS = 20_000;

/**
 * Market orders (0.01 BTCUSD, buy) from `users` through A and B in turn, `workers` at a time, each request with the
 * `lang` of its worker, until stop() is called. Nothing in it throws: every try is kept in `answers`.
 */
export function orderLoad(servers: { a: TestServer; b: TestServer }, users: Real[], langs: string[], workers = 4) {
  const answers: Answer[] = [];
  let stopped = false;
  const btc = pairId(servers.a, 'BTCUSD');
  const worker = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const via = (w + i) % 2 ? 'b' : 'a';
      const u = users[(w + i) % users.length]!;
      const lang = langs[w % langs.length]!;
      const qs = new URLSearchParams({ type: '1', status: '1', multiple: '10', cont: '0.01', forex_id: String(btc) });
      const at = Date.now();
      const answer: Answer = { via, lang, at, ms: 0, status: 0, code: -1, msg: '' };
      try {
        const res = await fetch(`${servers[via].url}/v1/api/forex/submit?${qs}`, {
          headers: { ...u.auth, lang },
          signal: AbortSignal.timeout(HUNG_MS),
        });
        answer.status = res.status;
        const env = (await res.json()) as { code: number; msg: string; data: any };
        answer.code = env.code;
        answer.msg = env.msg;
        if (env.code === 1) answer.id = env.data.Id;
      } catch (err) {
        answer.msg = String(err);
      }
      answer.ms = Date.now() - at;
      answers.push(answer);
      // A refused connection answers at once: do not spin.
      if (answer.status === 0) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    answers,
    /** Answers with code 1 sent after `since` (through `via`, if given). */
    placed: (since = 0, via?: 'a' | 'b') =>
      answers.filter((x) => x.code === 1 && x.at >= since && (!via || x.via === via)).length,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * What was acknowledged is there, once: every order that answered code 1 exists (open), no id was given twice, the
 * users hold no order beyond those that answered code 1 and `unsure` (answers that were not code 1 but may have
 * committed: a commit whose answer was lost to the outage), and every user's ledger adds up.
 */
export async function nothingLost(s: TestServer, users: Real[], answers: Answer[], unsure = 0) {
  const ids = answers.filter((x) => x.code === 1).map((x) => x.id!);
  const rows = await s.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  const stored = new Set(rows.map((r) => r.id));
  return {
    ids: ids.length,
    distinct: new Set(ids).size,
    missing: ids.filter((id) => !stored.has(id)),
    notOpen: rows.filter((r) => ids.includes(r.id) && r.status !== OrderStatus.Holding).map((r) => r.id),
    extra: Math.max(0, rows.length - ids.length - unsure),
    breaks: (await Promise.all(users.map((u) => ledgerBreaks(s.db, u.id)))).flat(),
  };
}
