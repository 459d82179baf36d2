// The crash run's traders: each registered, with a proof picture, 100,000 USD approved and a bank payout method; and
// the codes mailed to them, read from the run's outbox.
import type Database from 'better-sqlite3';
import { PNG_8x6 } from '../tests/server/funds/image-fixtures.js';
import type { crashServer } from './crash-server.js';

type Server = Awaited<ReturnType<typeof crashServer>>;

const PASSWORD = 'crash trader 1';

export interface Trader {
  id: number;
  email: string;
  token: string;
  proof: string;
  method: number;
}

/**
 * The code confirming a withdrawal (type 4) or a payout method (5), mailed to the trader's own address and read
 * from the outbox, the run's mailbox. undefined: no answer (the server was killed under it); null: refused. Its
 * one write: aging the address's codes (as tests/server/test-server.ts ageCodes does), so a trader can be sent a
 * code per withdrawal without waiting out the 60 s and hourly send limits.
 */
export function ownCodeOf(db: Database.Database, call: Server['call']) {
  const one = <T>(q: string, ...args: unknown[]) => db.prepare(q).get(...args) as T;
  const ageCodes = (email: string) =>
    db
      .prepare(
        'UPDATE codes SET created_ms = created_ms - 3600000, expires_ms = expires_ms - 3600000 WHERE destination = ?',
      )
      .run(email);
  return async (t: { email: string; token: string }, type: number) => {
    ageCodes(t.email);
    const sent = await call('POST', '/api/notify/send_email', { type }, t.token);
    if (sent === null) return undefined;
    if (sent.code !== 1) return null;
    const body = one<{ body: string }>('SELECT body FROM outbox WHERE destination = ? ORDER BY id DESC', t.email).body;
    return /\b(\d{6})\b/.exec(body)![1]!;
  };
}

export async function setUpTraders(
  n: number,
  s: Pick<Server, 'base' | 'must'> & {
    one: <T>(q: string, ...args: unknown[]) => T;
    ownCode: ReturnType<typeof ownCodeOf>;
    opToken: string;
    usdBank: number;
    wUsd: number;
  },
): Promise<Trader[]> {
  const { base, must, one, ownCode, opToken, usdBank, wUsd } = s;
  // Traders: registered, a proof picture each (reused: a claim only checks whose it is), 100,000 USD approved, a bank payout method.
  const traders: Trader[] = [];
  for (let i = 0; i < n; i++) {
    const email = `crash${i}@lotline.test`;
    await must('POST', '/api/notify/send_email', { to: email, type: 1 });
    const body = one<{ body: string }>('SELECT body FROM outbox WHERE destination = ? ORDER BY id DESC', email).body;
    const code = /\b(\d{6})\b/.exec(body)![1]!;
    const reg = await must('POST', '/api/user/register', {
      type: 'email',
      account: email,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: code,
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG_8x6)], { type: 'image/png' }), 'proof.png');
    const up = await (
      await fetch(`${base}/api/common/image_upload`, {
        method: 'POST',
        headers: { authorization: reg.token },
        body: form,
      })
    ).json();
    const dep = await must(
      'POST',
      '/api/quickCharge/wire_submit',
      { number: '100000', proofImg: up.data.url, wire_id: usdBank },
      reg.token,
    );
    await must('POST', `/admin/api/deposits/${dep.id}/approve`, {}, opToken);
    const method = await must(
      'POST',
      '/api/wallet/bind_draw_method',
      {
        type: 2,
        draw_id: wUsd,
        bank_name: 'Crash Bank',
        bank_address: '1 Main St',
        bank_swift: 'TESTUS33',
        payee_name: 'Pat Payee',
        payee_account: `1234567${i}`,
        auth_code: (await ownCode({ email, token: reg.token }, 5))!,
      },
      reg.token,
    );
    traders.push({ id: reg.user.id, email, token: reg.token, proof: up.data.url, method: method.id });
  }
  return traders;
}
