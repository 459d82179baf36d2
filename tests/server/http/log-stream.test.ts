import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LogStream } from '../../../server/http/log-stream.js';

/** A stdout whose reader has stopped: it accepts writes but never finishes one, so they stay queued. */
const stalled = () => new Writable({ write() {} });
/** A stdout that takes everything, recording it. */
function healthy() {
  const lines: string[] = [];
  return {
    lines,
    out: new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  };
}

describe('the log stream (a stalled log reader once held the exit for ever)', () => {
  it('never blocks on a stdout nobody reads: past 4 MB queued it drops lines and counts them', () => {
    const out = stalled();
    const log = new LogStream(out);
    const line = `${JSON.stringify({ level: 30, msg: 'x'.repeat(1000) })}\n`;
    for (let i = 0; i < 6000; i++) log.write(line); // about 6 MB
    expect(out.writableLength).toBeGreaterThan(4 * 1024 * 1024);
    expect(out.writableLength).toBeLessThan(4 * 1024 * 1024 + 2 * line.length);
    expect(log.dropped).toBeGreaterThan(1500);
  });

  it('says how many lines it dropped before the next line it writes', () => {
    const { out, lines } = healthy();
    const log = new LogStream(out);
    log.dropped = 7;
    log.write('next\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: '7 log lines dropped: stdout was not being read' });
    expect(lines[1]).toBe('next\n');
    expect(log.dropped).toBe(0);
  });

  it('before exit, waits for what is queued to leave, and gives up on a stdout that never drains', async () => {
    const { out, lines } = healthy();
    const log = new LogStream(out);
    log.write('last words\n');
    await log.drained(60_000);
    expect(lines).toEqual(['last words\n']);
    const stuck = stalled();
    const blocked = new LogStream(stuck);
    blocked.write('never leaves\n');
    await blocked.drained(50); // resolves: exit is never held by the log
    expect(stuck.writableLength).toBeGreaterThan(0);
  });
});
