import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type VapidKeys } from 'web-push';
import type { Db } from '../db/database.js';
import type { Translate } from '../http/translator.js';
import { readSettings } from '../content/settings-repository.js';
import { deleteSubscription, disabledKinds, userSubscriptions, type PushSubscriptionRow } from './push-repository.js';
import { pushPayload, type PushEvent } from './push-texts.js';

/**
 * How long a push service keeps a notification for a phone that is offline, in seconds: a stop-loss hit is still
 * worth reading the next morning, a day later it is history (the app's own list says it then).
 */
export const PUSH_TTL_S = 12 * 3600;

export interface PushSenderDeps {
  db: Db;
  t: Translate;
  keys: VapidKeys;
  /** The VAPID `sub` claim: a contact for the push services (mailto: the site's support address, or its origin). */
  subject: () => Promise<string>;
  log: () => FastifyBaseLogger | null;
  /** Tests only: a TLS agent trusting a local push service's certificate. */
  agent?: Agent;
}

/**
 * Sends Web Push notifications (RFC 8030 with VAPID and aes128gcm payload encryption, by `web-push`) to every
 * browser a user subscribed, in each one's language, unless the user switched that kind off. A push service that
 * answers 404 or 410 has dropped the subscription: it is deleted. Sends run in the background; idle() waits.
 */
export class PushSender {
  readonly #d: PushSenderDeps;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(deps: PushSenderDeps) {
    this.#d = deps;
  }

  get publicKey(): string {
    return this.#d.keys.publicKey;
  }

  /** Queues the notification of `event` to the user's browsers; a test notification ignores the switches. */
  notify(userId: number, event: PushEvent): void {
    this.track(this.send(userId, event));
  }

  /** Runs `job` in the background (logged if it fails), counted by idle(). */
  track(job: Promise<unknown>): void {
    const run = job.catch((err) => this.#d.log()?.warn({ err }, 'push failed'));
    this.#inFlight.add(run);
    void run.finally(() => this.#inFlight.delete(run));
  }

  /** Sends now; resolves to the number of browsers the push services accepted it for. */
  async send(userId: number, event: PushEvent): Promise<number> {
    const subs = await userSubscriptions(this.#d.db, userId);
    if (!subs.length) return 0;
    if (event.kind !== 'test' && (await disabledKinds(this.#d.db, userId)).includes(event.kind)) return 0;
    const title = (await readSettings(this.#d.db)).title;
    const subject = await this.#d.subject();
    const sent = await Promise.all(
      subs.map((s) => this.#sendOne(s, JSON.stringify(pushPayload(this.#d.t, s.lang, title, event)), subject)),
    );
    return sent.filter(Boolean).length;
  }

  async #sendOne(s: PushSubscriptionRow, payload: string, subject: string): Promise<boolean> {
    try {
      await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
        TTL: PUSH_TTL_S,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
        timeout: 10_000,
        vapidDetails: { subject, publicKey: this.#d.keys.publicKey, privateKey: this.#d.keys.privateKey },
        ...(this.#d.agent ? { agent: this.#d.agent } : {}),
      });
      return true;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await deleteSubscription(this.#d.db, s.endpoint);
      else this.#d.log()?.warn({ status, endpoint: new URL(s.endpoint).origin }, 'push refused');
      return false;
    }
  }

  /** Waits for the queued sends (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size) await Promise.allSettled([...this.#inFlight]);
  }
}
