import { prettyFactory } from 'pino-pretty';

/** Log bytes held for a stdout that is not taking them; past this, lines are dropped and counted. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

/**
 * Where the server's log lines go: process.stdout, written without ever blocking and with a bounded queue.
 * Pino's default destination would, on exit, write what it buffered synchronously and retry every 100 ms for as
 * long as the pipe stays full: a server whose log reader had stopped reading was found alive 10 minutes after
 * SIGTERM, its exit (the force-exit backstop's too) stuck in that loop. Here a full pipe only
 * costs log lines: Node queues the writes of a pipe, this caps the queue, and nothing waits at exit.
 */
export class LogStream {
  /** Lines dropped because stdout was not taking them. */
  dropped = 0;

  /** Set for a person reading a terminal: each JSON line rewritten as a readable one (pino-pretty), same content. */
  #pretty: ((line: string) => string) | null = null;

  constructor(private readonly out: NodeJS.WritableStream & { writableLength: number } = process.stdout) {}

  /** JSON lines (for machines: the default when stdout is not a terminal) or readable lines (LOG_FORMAT). */
  format(kind: LogFormat): void {
    this.#pretty =
      kind === 'pretty'
        ? prettyFactory({
            colorize: this.out === process.stdout && process.stdout.isTTY,
            translateTime: 'SYS:HH:MM:ss.l',
            ignore: 'pid,hostname',
          })
        : null;
  }

  /** Pino's destination interface: one serialised line, newline included. */
  write(line: string): void {
    if (this.out.writableLength > MAX_QUEUED_BYTES) {
      this.dropped++;
      return;
    }
    if (this.dropped) {
      const n = this.dropped;
      this.dropped = 0;
      this.out.write(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: `${n} log lines dropped: stdout was not being read` })}\n`,
      );
    }
    this.out.write(this.#pretty ? this.#pretty(line) : line);
  }

  /** Resolves once what was written has left (or after `ms`, whichever comes first): called before exiting. */
  async drained(ms: number): Promise<void> {
    // Polled: 'drain' comes only after a write that was refused, not whenever the queue empties.
    for (const end = Date.now() + ms; this.out.writableLength > 0 && Date.now() < end;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export type LogFormat = 'json' | 'pretty';

/** The process's one log destination (the Fastify app logs through it; main.ts lets it drain before exiting). */
export const stdoutLog = new LogStream();
