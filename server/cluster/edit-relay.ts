import { randomUUID } from 'node:crypto';
import type { ClusterLog } from './cluster-log.js';
import { Channels, type Bus, type ChangeMessage, type EditKind } from './bus.js';

/**
 * Operator edits (catalogue, settings) made on one instance, applied by every other (docs/operations.md, Many
 * instances). The instance that made the edit already applied it, so it skips its own message; the others run
 * the kind's reload. A reload that fails is logged: the next edit, or the settings' one-second reuse limit,
 * brings the instance back in line.
 */
export class EditRelay {
  readonly #self = randomUUID();
  readonly #bus: Bus;
  readonly #stop: () => void;

  constructor(bus: Bus, reload: Record<EditKind, () => Promise<void> | void>, log: ClusterLog) {
    this.#bus = bus;
    this.#stop = bus.subscribe(Channels.changes, (m) => {
      const change = m as ChangeMessage;
      const run = change.from !== this.#self ? reload[change.kind] : undefined;
      if (!run) return;
      void Promise.resolve()
        .then(run)
        .catch((err: unknown) => log.error({ err }, `${change.kind} reload failed`));
    });
  }

  /** Tells every other instance that `kind` changed (after the change is committed). */
  announce(kind: EditKind): void {
    this.#bus.publish(Channels.changes, { kind, from: this.#self } satisfies ChangeMessage);
  }

  close(): void {
    this.#stop();
  }
}
