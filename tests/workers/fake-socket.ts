import type { SocketLike } from '../../workers/connection';
import type { CoreScope } from '../../workers/socket-core-api';

/** A scripted socket: tests open it, feed it frames and read what the client sent. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  /** Answer every ping with a pong, like a healthy server. */
  static autoPong = false;
  readyState = 0;
  sent: any[] = [];
  closed = false;
  onopen: ((ev?: unknown) => void) | null = null;
  onclose: ((ev?: unknown) => void) | null = null;
  onerror: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    const f = JSON.parse(data);
    this.sent.push(f);
    if (FakeSocket.autoPong && f.type === 'ping') this.receive({ type: 'pong' });
  }
  /** What was sent, heartbeat left out. */
  get frames() {
    return this.sent.filter((f) => f.type !== 'ping');
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  static last() {
    return FakeSocket.all[FakeSocket.all.length - 1]!;
  }
  static reset() {
    FakeSocket.all = [];
    FakeSocket.autoPong = false;
  }
}

/** A socket core's scope on Node's timers (vitest's fake ones where a test installs them) and the scripted socket. */
export const fakeScope = (): CoreScope => ({
  WebSocket: FakeSocket as unknown as CoreScope['WebSocket'],
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as any),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as any),
});
