import WebSocket from 'ws';

/** A frame the server sent: `push` frames carry a topic and data; replies (`login_result`, `pong`, …) a type. */
export type Frame = { type: string; topic?: string; data?: any; code?: number; msg?: string };

export interface SocketClient {
  ws: WebSocket;
  /** Every frame received and not yet taken, oldest first. */
  frames: Frame[];
  /** The close code, once the server or the test closes the socket. */
  closed: Promise<number>;
  send(frame: object): void;
  /**
   * Takes the first frame `match` accepts, from those received or as it arrives; undefined after `ms`. Only a test
   * that asserts that nothing comes should rely on the timeout (prefer `barrier`).
   */
  take(match: (f: Frame) => boolean, ms?: number): Promise<Frame | undefined>;
  /** The data of the first push on `topic` that `match` accepts (a push taken). */
  push(topic: string, match?: (data: any) => boolean, ms?: number): Promise<any>;
  /** Logs in with a session token; the login_result frame. */
  login(token: string): Promise<Frame>;
  /** Holds `topics`, and returns once the server has handled the sub frames. */
  sub(...topics: string[]): Promise<void>;
  /**
   * Returns once the server has handled every frame sent before and all it sent before has arrived: the hub handles
   * a socket's frames in order, so its pong comes after all of that (the pong itself is taken). The way to see that
   * nothing came, instead of sleeping "long enough".
   */
  barrier(ms?: number): Promise<void>;
  close(): void;
}

/** Opens a socket to the server at `base` (http://…) and collects every frame it is sent. */
export async function openSocket(base: string, path = '/v1/ws'): Promise<SocketClient> {
  const ws = new WebSocket(base.replace(/^http/, 'ws') + path);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (d) => {
    frames.push(JSON.parse(d.toString()));
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  const take = (match: (f: Frame) => boolean, ms = 3_000) =>
    new Promise<Frame | undefined>((resolve) => {
      const look = () => {
        const i = frames.findIndex(match);
        if (i < 0) return false;
        done(frames.splice(i, 1)[0]);
        return true;
      };
      const done = (f: Frame | undefined) => {
        waiters.delete(look);
        clearTimeout(timer);
        resolve(f);
      };
      const timer = setTimeout(() => done(undefined), ms);
      if (!look()) waiters.add(look);
    });
  const push = async (topic: string, match: (data: any) => boolean = () => true, ms = 3_000) =>
    (await take((f) => f.type === 'push' && f.topic === topic && match(f.data), ms))?.data;
  const login = async (token: string) => {
    send({ type: 'login', token });
    const r = await take((f) => f.type === 'login_result');
    if (!r) throw new Error('no login_result: the server did not answer the login');
    return r;
  };
  const barrier = async (ms = 3_000) => {
    send({ type: 'ping' });
    if (!(await take((f) => f.type === 'pong', ms))) throw new Error('no pong: the server did not answer the barrier');
  };
  const sub = async (...topics: string[]) => {
    for (const topic of topics) send({ type: 'sub', topic });
    await barrier();
  };
  return { ws, frames, closed, send, take, push, login, sub, barrier, close: () => ws.close() };
}
