import { registerUser, type TestServer } from '../server/test-server.js';

/** A user with its session: `auth` is the header its calls send. */
export interface Real {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Registers a real user. */
export async function realUser(s: TestServer, email: string): Promise<Real> {
  const r = await registerUser(s, email);
  return { id: r.user.id, email: email.toLowerCase(), token: r.token, auth: { authorization: r.token } };
}

/** A demo user (100,000 USD) logged in from `device`; it has no e-mail. */
export async function demoUser(s: TestServer, device: string): Promise<Real> {
  const r = await s.post('/api/user/loginForU', { demo_id: device.padEnd(8, '0') });
  const token = r.data.token as string;
  return { id: r.data.user.id as number, email: '', token, auth: { authorization: token } };
}
