/** Socket frames of server.md section 6. The server imports these with `import type`. */

export type ClientFrame =
  | { type: 'login'; token: string }
  | { type: 'sub'; topic: string }
  | { type: 'unsub'; topic: string }
  | { type: 'ping' };

export type ServerFrame =
  | { type: 'login_result'; code: 0 | 1; msg?: string }
  | { type: 'pong' }
  | { type: 'push'; topic: string; data: unknown };

/** Parses a client frame; anything malformed gives null (the hub ignores it, never throws). */
export function parseClientFrame(raw: string): ClientFrame | null {
  if (raw.length > 4096) return null;
  let v: unknown;
  try { v = JSON.parse(raw); } catch { return null; }
  if (!v || typeof v !== 'object') return null;
  const f = v as Record<string, unknown>;
  switch (f.type) {
    case 'ping': return { type: 'ping' };
    case 'login': return typeof f.token === 'string' ? { type: 'login', token: f.token } : null;
    case 'sub':
    case 'unsub':
      return typeof f.topic === 'string' && f.topic.length > 0 && f.topic.length <= 64 ? { type: f.type, topic: f.topic } : null;
    default: return null;
  }
}
