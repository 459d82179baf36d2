import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { SETTING_DEFAULTS, writeSetting } from '../../../server/content/settings-repository.js';

/**
 * Attack: one IP asks for codes to many different addresses (each address's own limit never trips). The
 * per-IP hourly cap (setting code_sends_per_ip_hour) and the site-wide one (code_sends_per_hour) stop it
 * with code 429, even when the requests arrive all at once; SMS codes are refused while mobile sign-up is off.
 */
describe('abuse: code e-mail caps', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ rateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => s.stop());
  const mailed = async () =>
    Number(
      (
        await s.db
          .selectFrom('outbox')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (to: string, headers: Record<string, string> = {}) =>
    s.post('/api/notify/send_email', { to, type: 1 }, headers);

  it('one IP mailing 200 different addresses at once gets at most its hourly cap sent (default 20)', async () => {
    expect(SETTING_DEFAULTS).toMatchObject({ code_sends_per_ip_hour: '20', code_sends_per_hour: '1000' });
    await writeSetting(s.db, 'code_sends_per_ip_hour', SETTING_DEFAULTS.code_sends_per_ip_hour);
    await writeSetting(s.db, 'code_sends_per_hour', SETTING_DEFAULTS.code_sends_per_hour);
    const before = await mailed();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(`victim${i}@example.com`, { lang: 'de' })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(20);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(180);
    expect(refused[0]).toMatchObject({ status: 200, code: 429, data: null });
    expect(refused[0]!.msg).not.toMatch(/server\.errors/);
    expect(refused[0]!.msg).not.toBe('Too many codes requested. Please try again later.'); // German, asked with lang: de
    expect(await mailed()).toBe(before + 20);
  });

  it('the site-wide hourly cap holds across addresses', async () => {
    await writeSetting(s.db, 'code_sends_per_ip_hour', '1000');
    await writeSetting(s.db, 'code_sends_per_hour', '25'); // 20 already sent this hour by the test above
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(`other${i}@example.com`)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(15);
  });

  it('refuses send_sms (translated) while mobile sign-up is off', async () => {
    await writeSetting(s.db, 'code_sends_per_hour', '1000');
    await writeSetting(s.db, 'is_show_mobile', '0');
    const before = await mailed();
    const r = await s.post('/api/notify/send_sms', { to: '5551234', area_id: 1, type: 1 }, { lang: 'de' });
    expect(r).toMatchObject({ code: 0, data: null });
    const en = await s.post('/api/notify/send_sms', { to: '5551234', area_id: 1, type: 1 });
    expect(en.msg).toBe('Registration by mobile number is not available');
    expect(r.msg).not.toBe(en.msg);
    expect(await mailed()).toBe(before);
  });
});
