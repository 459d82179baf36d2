import type { FastifyBaseLogger } from 'fastify';
import webpush, { type VapidKeys } from 'web-push';
import type { Db } from '../db/database.js';
import type { Translate } from '../i18n/translator.js';
import { readSettings } from '../content/settings-repository.js';
import { deleteSubscription, disabledKinds, userSubscriptions, type PushSubscriptionRow } from './push-repository.js';
import { pushPayload, type PushEvent } from './push-texts.js';
import { parseAllowList, pushTarget, type AllowEntry } from './push-endpoint-policy.js';
import { checkedAddresses, PinnedAgent, systemResolve, type PushNetwork } from './push-network.js';

/**
 * How long a push service keeps a notification for a phone that is offline, in seconds: a stop-loss hit is still
 * worth reading the next morning, a day later it is history (the app's own list says it then).
 */
export const PUSH_TTL_S = 12 * 3600;

/**
 * The longest one send may take, connection to answer, in ms: a push service answers in well under a second, and a
 * host that holds the connection open must not hold a send (nor the push/test reply, which once waited for the send) for long.
 */
export const PUSH_TIMEOUT_MS = 5000;

export interface PushSenderDeps {
  db: Db;
  t: Translate;
  keys: VapidKeys;
  /** The VAPID `sub` claim: a contact for the push services (mailto: the site's support address, or its origin). */
  subject: () => Promise<string>;
  log: () => FastifyBaseLogger | null;
  /** How push services are resolved and reached: the system's resolver unless a test gives its own. */
  network?: PushNetwork;
}

/**
 * Sends Web Push notifications (RFC 8030 with VAPID and aes128gcm payload encryption, by `web-push`) to every
 * browser a user subscribed, in each one's language, unless the user switched that kind off. A push service that
 * answers 404 or 410 has dropped the subscription: it is deleted. Sends run in the background; idle() waits.
 *
 * Each send checks the endpoint's text again (push-endpoint-policy.ts: rows stored before the policy existed, and the
 * operator's allow-list as it is now), resolves its host once and refuses it if ANY address is not public
 * (push-network.ts), then connects to those addresses only: no redirect is followed (web-push has no such code),
 * and a send that takes over PUSH_TIMEOUT_MS is cut.
 */
export class PushSender {
  readonly #d: PushSenderDeps;
  readonly #network: PushNetwork;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(deps: PushSenderDeps) {
    this.#d = deps;
    this.#network = deps.network ?? { resolve: systemResolve };
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
    const settings = await readSettings(this.#d.db);
    const allow = parseAllowList(settings.push_host_allowlist);
    const subject = await this.#d.subject();
    const sent = await Promise.all(
      subs.map((s) =>
        this.#sendOne(s, JSON.stringify(pushPayload(this.#d.t, s.lang, settings.title, event)), subject, allow),
      ),
    );
    const ok = sent.filter(Boolean).length;
    this.counted?.(ok, sent.length - ok);
    return ok;
  }

  /** Told after each send: how many browsers' push services took it, and how many refused or failed (the metrics). */
  counted: ((sent: number, failed: number) => void) | null = null;

  async #sendOne(
    s: PushSubscriptionRow,
    payload: string,
    subject: string,
    allow: AllowEntry[] | null,
  ): Promise<boolean> {
    const target = pushTarget(s.endpoint, allow);
    const addresses = target && (await checkedAddresses(target.host, this.#network));
    if (!target || !addresses) {
      // Kept, not deleted: an operator's allow-list edit or a resolver's bad moment must not drop real devices.
      this.#d.log()?.warn({ subscription: s.id, host: target?.host ?? null }, 'push endpoint refused');
      return false;
    }
    const agent = new PinnedAgent(target.host, addresses, this.#network.ca);
    let timer: NodeJS.Timeout | undefined;
    try {
      const sending = webpush.sendNotification(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        {
          TTL: PUSH_TTL_S,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
          timeout: PUSH_TIMEOUT_MS,
          vapidDetails: { subject, publicKey: this.#d.keys.publicKey, privateKey: this.#d.keys.privateKey },
          agent,
        },
      );
      // web-push's timeout is per idle socket: a host that trickles bytes is cut here, the whole send included.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('push timed out'), { code: 'ETIMEDOUT' })),
          PUSH_TIMEOUT_MS,
        );
      });
      sending.catch(() => undefined);
      await Promise.race([sending, deadline]);
      return true;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await deleteSubscription(this.#d.db, s.endpoint);
      else this.#d.log()?.warn({ status, host: target.host }, 'push refused');
      return false;
    } finally {
      clearTimeout(timer);
      agent.destroy();
    }
  }

  /** Waits for the queued sends (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size) await Promise.allSettled([...this.#inFlight]);
  }
}
