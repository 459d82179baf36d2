// Benchmark load process: N sockets subscribed to DAY_MARKET; records when each frame text arrived.
import WebSocket from 'ws';

const url = process.env.URL!.replace('http', 'ws') + '/v1/ws';
const n = Number(process.env.SOCKETS);
const seconds = Number(process.env.SECONDS || 10);
const sockets: WebSocket[] = [];
const received = new Map<string, number[]>();
let opened = 0;
let failed = 0;
/** The frame handled last, and the arrival times of its text. */
let last: { bytes: Buffer; times: number[] } | null = null;

async function open(): Promise<void> {
  await new Promise<void>((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('open', () => {
      opened++;
      ws.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET' }));
      resolve();
    });
    ws.on('message', (data: Buffer) => {
      const at = Date.now();
      // One publish reaches the sockets one after another: a frame is nearly always the one before it, and comparing
      // its bytes with that one's costs far less than a string of it and a map lookup by that string. That work,
      // done 5,000 times a publish here, delays the next frames' handling: it is this process's queue, not the
      // server's fan-out, and was in the p99.
      if (last && data.equals(last.bytes)) {
        last.times.push(at);
        return;
      }
      const key = data.toString();
      let times = received.get(key);
      if (!times) received.set(key, (times = []));
      times.push(at);
      last = { bytes: data, times };
    });
    ws.on('error', () => {
      failed++;
      resolve();
    });
    sockets.push(ws);
  });
}

for (let i = 0; i < n; i += 100) await Promise.all(Array.from({ length: Math.min(100, n - i) }, open));
process.send!({ type: 'connected', opened, failed });
// Keep the sockets alive (the server closes sockets idle for 30 s).
const ping = setInterval(() => {
  for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send('{"type":"ping"}');
}, 10_000);
received.clear();
await new Promise((r) => setTimeout(r, seconds * 1000));
clearInterval(ping);
for (const ws of sockets) ws.terminate();
// Exit once the report is handed to the parent: a large one takes longer than a fixed delay on a busy machine.
process.send!({ type: 'received', received: [...received.entries()] }, () => process.exit(0));
