import WebSocket from 'ws';
import type { TestServer } from '../test-server.js';

/** A socket of `s` logged in with `token`, holding PRICE_ALERT and collecting its pushes. */
export async function alertSocket(s: TestServer, token: string) {
  const ws = new WebSocket(s.url.replace('http', 'ws') + '/v1/ws');
  const pushes: any[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(d.toString());
    if (f.topic === 'PRICE_ALERT') pushes.push(f.data);
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'login', token }));
  ws.send(JSON.stringify({ type: 'sub', topic: 'PRICE_ALERT' }));
  for (let i = 0; i < 100 && s.hub.subscribers('PRICE_ALERT') === 0; i++) await new Promise((r) => setTimeout(r, 20));
  return { ws, pushes };
}
