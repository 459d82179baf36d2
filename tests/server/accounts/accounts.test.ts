import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, registerUser, startTestServer, type TestServer } from '../test-server.js';
import { writeSetting } from '../../../server/content/settings-repository.js';
import { sha256 } from '../../../server/accounts/tokens.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

const auth = (token: string) => ({ authorization: token });
const userCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registration with an e-mail code', () => {
  it('registers with the code from the outbox and is logged in at once', async () => {
    const r = await registerUser(s, 'Alice@Example.com');
    expect(r.token.length).toBeGreaterThanOrEqual(43);
    expect(r.user.email).toBe('alice@example.com');
    const info = await s.get('/api/user/info', {}, auth(r.token));
    expect(info.code).toBe(1);
    expect(info.data).toMatchObject({
      email: 'alice@example.com',
      is_demo: 0,
      balance: '0.000000',
      lock_balance: '0.000000',
    });
    expect(info.data.uid).toMatch(/^\d{8}$/);
    expect(info.data.invite_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('stores only a hash of the session token', async () => {
    const r = await registerUser(s, 'hashcheck@example.com');
    const rows = await s.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((x) => x.token_hash === r.token)).toBe(false);
    expect(rows.some((x) => x.token_hash === sha256(r.token))).toBe(true);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    await registerUser(s, 'bob@example.com');
    const again = await s.post('/api/notify/send_email', { to: 'BOB@example.com', type: 1 });
    expect(again).toMatchObject({ code: 0, msg: 'This e-mail is already registered' });
  });

  it('rejects a wrong code and burns the code after 5 wrong tries', async () => {
    const email = 'carol@example.com';
    await s.post('/api/notify/send_email', { to: email, type: 1 });
    const code = await s.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const form = { type: 'email', account: email, password: 'password123', re_password: 'password123' };
    for (let i = 0; i < 5; i++) {
      const r = await s.post('/api/user/register', { ...form, sms_code: wrong });
      expect(r).toMatchObject({ code: 0, msg: 'The code is wrong or has expired' });
    }
    const late = await s.post('/api/user/register', { ...form, sms_code: code });
    expect(late.code).toBe(0);
    expect(await s.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('rejects an expired code (older than 10 minutes)', async () => {
    const email = 'dave@example.com';
    await s.post('/api/notify/send_email', { to: email, type: 1 });
    const code = await s.lastCode(email);
    await ageCodes(s, email, 10 * 60_000 + 1000);
    const r = await s.post('/api/user/register', {
      type: 'email',
      account: email,
      password: 'password123',
      re_password: 'password123',
      sms_code: code,
    });
    expect(r).toMatchObject({ code: 0, msg: 'The code is wrong or has expired' });
  });

  it('answers 429 to a resend within 60 s and accepts it in the 61st second', async () => {
    const email = 'erin@example.com';
    expect((await s.post('/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
    const early = await s.post('/api/notify/send_email', { to: email, type: 1 });
    expect(early.code).toBe(429);
    expect(early.msg).toMatch(/wait \d+ s/);
    await ageCodes(s, email, 61_000);
    expect((await s.post('/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
  });

  it('allows at most 5 codes an hour to one address', async () => {
    const email = 'frank@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await s.post('/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
      await ageCodes(s, email, 61_000);
    }
    const sixth = await s.post('/api/notify/send_email', { to: email, type: 1 });
    expect(sixth).toMatchObject({ code: 429, msg: 'Too many codes requested. Please try again later.' });
  });

  it('only the newest code works after a resend', async () => {
    const email = 'gina@example.com';
    await s.post('/api/notify/send_email', { to: email, type: 1 });
    const first = await s.lastCode(email);
    await ageCodes(s, email, 61_000);
    await s.post('/api/notify/send_email', { to: email, type: 1 });
    const second = await s.lastCode(email);
    const form = { type: 'email', account: email, password: 'password123', re_password: 'password123' };
    if (first !== second) expect((await s.post('/api/user/register', { ...form, sms_code: first })).code).toBe(0);
    expect((await s.post('/api/user/register', { ...form, sms_code: second })).code).toBe(1);
  });
});

describe('bad input writes nothing and names the field', () => {
  const base = {
    type: 'email',
    account: 'x@example.com',
    password: 'password123',
    re_password: 'password123',
    sms_code: '123456',
  };
  const cases: [string, Record<string, string | number>, string][] = [
    ['missing account', { ...base, account: '' }, 'Please fill in the account.'],
    ['over-long account', { ...base, account: `${'a'.repeat(300)}@example.com` }, 'Please shorten the account.'],
    [
      'over-long password',
      { ...base, password: 'p'.repeat(65), re_password: 'p'.repeat(65) },
      'Please shorten the password.',
    ],
    ['wrong-type area', { ...base, area_id: 'abc' }, 'Please check the country or region.'],
    ['script as e-mail', { ...base, account: '<script>alert(1)</script>' }, 'Please enter a valid e-mail address'],
    ['short password', { ...base, password: 'short', re_password: 'short' }, 'Password must be 8–64 characters'],
    ['different passwords', { ...base, re_password: 'password124' }, 'The two passwords do not match'],
    ['unknown invite code', { ...base, invite_code: 'NOPE2345' }, 'This invite code does not exist'],
    ['mobile registration', { ...base, type: 'mobile' }, 'Registration by mobile number is not available'],
  ];
  it.each(cases)('%s', async (_name, form, msg) => {
    const before = await userCount();
    const r = await s.post('/api/user/register', form);
    expect(r).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect(await userCount()).toBe(before);
  });

  const elsewhere: [string, string, Record<string, string | number>, string][] = [
    ['send_email without type', '/api/notify/send_email', { to: 'a@example.com' }, 'Please fill in the type.'],
    [
      'send_email with a text type',
      '/api/notify/send_email',
      { to: 'a@example.com', type: 'abc' },
      'Please check the type.',
    ],
    [
      'send_email with an unknown type',
      '/api/notify/send_email',
      { to: 'a@example.com', type: 9 },
      'Please check the type.',
    ],
    [
      'send_email to a non-address',
      '/api/notify/send_email',
      { to: 'javascript:alert(1)', type: 1 },
      'Please enter a valid e-mail address',
    ],
    [
      'send_sms with letters',
      '/api/notify/send_sms',
      { to: '12ab', area_id: 2, type: 1 },
      'Please check the mobile number.',
    ],
    [
      'forget_password without code',
      '/api/user/forget_password',
      { account: 'a@example.com', new_password: 'password123', secondary_password: 'password123' },
      'Please fill in the code.',
    ],
    [
      'forget_password with different passwords',
      '/api/user/forget_password',
      { account: 'a@example.com', new_password: 'password123', secondary_password: 'password321', auth_code: '123456' },
      'The two passwords do not match',
    ],
    [
      'loginForU with an over-long demo id',
      '/api/user/loginForU',
      { demo_id: 'd'.repeat(65) },
      'Please shorten the device id.',
    ],
  ];
  it.each(elsewhere)('%s', async (_name, path, form, msg) => {
    const before = await s.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(await s.post(path, form)).toMatchObject({ status: 200, code: 0, msg, data: null });
    const after = await s.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers a GET without its required query field with a named error', async () => {
    expect(await s.get('/api/user/createAccountDemoForU')).toMatchObject({
      code: 0,
      msg: 'Please fill in the device id.',
    });
    expect(await s.get('/api/default/setting')).toMatchObject({ code: 0, msg: 'Please fill in the key.' });
  });

  it('translates the message into the lang header language, naming the field in that language', async () => {
    const r = await s.post('/api/user/register', { ...base, account: '' }, { lang: 'de' });
    expect(r.code).toBe(0);
    expect(r.msg).not.toBe('Please fill in the account.');
    expect(r.msg.length).toBeGreaterThan(3);
  });

  it('reads lang tw as hk and an unknown lang as English', async () => {
    const hk = await s.get('/api/nope', {}, { lang: 'hk' });
    const tw = await s.get('/api/nope', {}, { lang: 'tw' });
    const bad = await s.get('/api/nope', {}, { lang: 'xx-<b>' });
    expect(tw.msg).toBe(hk.msg);
    expect(hk.msg).not.toBe('Not found');
    expect(bad.msg).toBe('Not found');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    expect(await s.get('/api/does/not/exist')).toEqual({ status: 404, code: 404, msg: 'Not found', data: null });
  });

  it('answers a body over 1 MB with 413 and an envelope', async () => {
    const r = await s.post('/api/user/loginForU', { account: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(r).toMatchObject({ status: 413, code: 413, msg: 'The request is too large' });
  });
});

describe('login, sessions and logout', () => {
  it('gives the same answer for an unknown account and a wrong password', async () => {
    await registerUser(s, 'henry@example.com', 'right password');
    const wrong = await s.post('/api/user/loginForU', {
      account: 'henry@example.com',
      password: 'wrong password',
      login_type: 'email',
    });
    const unknown = await s.post('/api/user/loginForU', {
      account: 'nobody@example.com',
      password: 'wrong password',
      login_type: 'email',
    });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ code: 0, msg: 'Wrong account or password' });
    const ok = await s.post('/api/user/loginForU', {
      account: 'HENRY@example.com',
      password: 'right password',
      login_type: 'email',
    });
    expect(ok.code).toBe(1);
  });

  it('requires account and password', async () => {
    expect((await s.post('/api/user/loginForU', { account: '', password: 'x' })).msg).toBe(
      'Please fill in the account.',
    );
    expect((await s.post('/api/user/loginForU', { account: 'a@b.co', password: '' })).msg).toBe(
      'Please fill in the password.',
    );
  });

  it('locks an account after 5 failed logins', async () => {
    await registerUser(s, 'ivy@example.com', 'right password');
    for (let i = 0; i < 5; i++)
      await s.post('/api/user/loginForU', { account: 'ivy@example.com', password: 'nope nope' });
    const locked = await s.post('/api/user/loginForU', { account: 'ivy@example.com', password: 'right password' });
    expect(locked.code).toBe(429);
    expect(locked.msg).toMatch(/Too many failed attempts/);
  });

  it('ends the session on logout', async () => {
    const { token } = await registerUser(s, 'jack@example.com');
    expect((await s.get('/api/user/info', {}, auth(token))).code).toBe(1);
    expect((await s.post('/api/user/logout', {}, auth(token))).code).toBe(1);
    expect(await s.get('/api/user/info', {}, auth(token))).toMatchObject({ code: 999, data: null });
  });

  it('answers 999 to a missing, unknown or idle-expired token', async () => {
    expect((await s.get('/api/user/info')).code).toBe(999);
    expect((await s.get('/api/user/info', {}, auth('x'.repeat(43)))).code).toBe(999);
    const { token } = await registerUser(s, 'kate@example.com');
    await s.db
      .updateTable('sessions')
      .set({ last_seen_ms: Date.now() - 31 * 24 * 3600_000 })
      .where('token_hash', '=', sha256(token))
      .execute();
    expect((await s.get('/api/user/info', {}, auth(token))).code).toBe(999);
  });

  it('accepts the token with a Bearer prefix too', async () => {
    const { token } = await registerUser(s, 'leo@example.com');
    expect((await s.get('/api/user/info', {}, auth(`Bearer ${token}`))).code).toBe(1);
  });
});

describe('password change and reset', () => {
  it('changes the password with a code and revokes the other sessions only', async () => {
    const email = 'mia@example.com';
    const a = (await registerUser(s, email, 'first password')).token;
    const b = (await s.post('/api/user/loginForU', { account: email, password: 'first password' })).data.token;
    await ageCodes(s, email, 61_000); // past the resend wait that registration's code started
    expect((await s.post('/api/notify/send_email', { type: 3 }, auth(a))).code).toBe(1);
    const code = await s.lastCode(email);
    const r = await s.post(
      '/api/user/amend_password',
      { type: 'email', new_password: 'second password', secondary_password: 'second password', auth_code: code },
      auth(a),
    );
    expect(r).toMatchObject({ code: 1, msg: 'Password changed' });
    expect((await s.get('/api/user/info', {}, auth(a))).code).toBe(1);
    expect((await s.get('/api/user/info', {}, auth(b))).code).toBe(999);
    expect((await s.post('/api/user/loginForU', { account: email, password: 'first password' })).code).toBe(0);
    expect((await s.post('/api/user/loginForU', { account: email, password: 'second password' })).code).toBe(1);
  });

  it('resets a forgotten password and ends every session', async () => {
    const email = 'ned@example.com';
    const { token } = await registerUser(s, email, 'old password');
    await ageCodes(s, email, 61_000);
    expect((await s.post('/api/notify/send_email', { to: email, type: 2 })).code).toBe(1);
    const code = await s.lastCode(email);
    const r = await s.post('/api/user/forget_password', {
      type: 'email',
      account: email,
      new_password: 'new password',
      secondary_password: 'new password',
      auth_code: code,
    });
    expect(r.code).toBe(1);
    expect((await s.get('/api/user/info', {}, auth(token))).code).toBe(999);
    expect((await s.post('/api/user/loginForU', { account: email, password: 'new password' })).code).toBe(1);
  });

  it('answers a forgot-password send for an unknown address like a real one, but mails nothing', async () => {
    const r = await s.post('/api/notify/send_email', { to: 'ghost@example.com', type: 2 });
    expect(r.code).toBe(1);
    const mail = await s.db
      .selectFrom('outbox')
      .select('id')
      .where('destination', '=', 'ghost@example.com')
      .executeTakeFirst();
    expect(mail).toBeUndefined();
  });
});

describe('demo accounts', () => {
  it('creates a demo user with the starting balance once per device id, with a matching ledger record', async () => {
    const first = await s.post('/api/user/loginForU', { demo_id: 'device-0001-abcdef' });
    expect(first.code).toBe(1);
    expect(first.data.user).toMatchObject({ is_demo: 1, balance: '100000.000000', email: '' });
    const again = await s.get('/api/user/createAccountDemoForU', { demo_id: 'device-0001-abcdef' });
    expect(again.data.user.id).toBe(first.data.user.id);
    const ledger = await s.db
      .selectFrom('ledger')
      .select(['value', 'type'])
      .where('user_id', '=', first.data.user.id)
      .execute();
    expect(ledger).toEqual([{ value: 100_000_000_000, type: 9 }]);
  });

  it('refuses password calls from a demo user with the real-account message', async () => {
    const demo = await s.post('/api/user/loginForU', { demo_id: 'device-0002-abcdef' });
    const r = await s.post(
      '/api/user/amend_password',
      { new_password: 'password123', auth_code: '123456' },
      auth(demo.data.token),
    );
    expect(r).toMatchObject({ code: 0, msg: 'Please register or log in to a real account' });
    const send = await s.post('/api/notify/send_email', { type: 3 }, auth(demo.data.token));
    expect(send.msg).toBe('Please register or log in to a real account');
  });

  it('rejects a malformed demo id', async () => {
    expect((await s.post('/api/user/loginForU', { demo_id: "x'; drop table users;--" })).code).toBe(0);
  });
});

describe('site settings and reference data', () => {
  it('serves basic info, one setting and the site status', async () => {
    const info = await s.get('/api/basicSet/getBasicInfo');
    expect(info.data).toMatchObject({
      verify_reg_type: 1,
      stop_out_level: 50,
      demo_balance: 100000,
      is_show_mobile: 0,
    });
    expect((await s.get('/api/default/setting', { key: 'is_show_mobile' })).data).toBe(0);
    expect((await s.get('/api/default/setting', { key: 'site_status' })).code).toBe(0);
    expect((await s.get('/api/company/getCompanyStatus')).data).toEqual({ status: 0, type: 1, loss_url: '' });
  });

  it('lists real countries with calling codes, without the excluded ones', async () => {
    const areas = (await s.get('/api/default/area_list')).data as { code: string; global_code: string }[];
    expect(areas.length).toBeGreaterThan(200);
    expect(areas[1]).toMatchObject({ code: 'US', global_code: '1' });
    expect(areas.map((a) => a.code)).not.toContain('KP');
  });

  it('registers with a picture code when verify_reg_type is 2', async () => {
    await writeSetting(s.db, 'verify_reg_type', '2');
    try {
      const c = await s.get('/api/common/captcha');
      expect(c.data.b64s).toMatch(/^data:image\/svg\+xml;base64,/);
      const form = { type: 'email', account: 'olga@example.com', password: 'password123', re_password: 'password123' };
      expect((await s.post('/api/user/register', { ...form, key: c.data.id, sms_code: 'zzzz' })).msg).toBe(
        'The picture code is wrong or has expired',
      );
      // Known text: a row as createCaptcha writes it, so the check path is the real one.
      await s.db
        .insertInto('captchas')
        .values({ id: 'known-captcha', text_hash: sha256('ab3d'), expires_ms: Date.now() + 60_000 })
        .execute();
      expect((await s.post('/api/user/register', { ...form, key: 'known-captcha', sms_code: 'AB3D' })).code).toBe(1);
    } finally {
      await writeSetting(s.db, 'verify_reg_type', '1');
    }
  });
});
