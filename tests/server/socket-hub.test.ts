import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser, startTestServer, type TestServer } from './test-server.js';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

/** Opens a socket to /v1/ws and collects frames. */
async function connect(path = '/v1/ws') {
  const ws = new WebSocket(s.url.replace('http', 'ws') + path);
  const frames: any[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
  await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
  const next = async () => {
    for (let i = 0; i < 100 && frames.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    return frames.shift();
  };
  return { ws, next };
}

describe('the /v1/ws endpoint', () => {
  it('answers ping with pong', async () => {
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    ws.close();
  });

  it('logs in with a session token and refuses a bad one', async () => {
    const { token } = await registerUser(s, 'socket@example.com');
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ type: 'login', token: 'bogus-token-bogus-token-bogus' }));
    expect(await next()).toMatchObject({ type: 'login_result', code: 0 });
    ws.send(JSON.stringify({ type: 'login', token }));
    expect(await next()).toEqual({ type: 'login_result', code: 1 });
    ws.close();
  });

  it('ignores malformed frames and keeps serving', async () => {
    const { ws, next } = await connect();
    ws.send('not json');
    ws.send(JSON.stringify({ type: 'sub' }));
    ws.send(JSON.stringify([1, 2, 3]));
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    ws.close();
  });

  it('refuses upgrades on other paths', async () => {
    await expect(connect('/elsewhere')).rejects.toBeTruthy();
  });
});
