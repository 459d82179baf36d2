import type { UserPublisher } from '../trading/trading-engine.js';
import type { HubHooks } from '../socket/hub-options.js';
import { Channels, type Bus } from './bus.js';
import { asPush, type Topic, type TopicPayload, type TopicPush } from '../../core/protocol/topics.js';

/**
 * Per-user pushes across instances (FOREX_CLOSED, FOREX_PENDING, FOREX_TRADE, BALANCE): publishToUser sends on
 * the user's channel, and an instance listens to that channel while its hub holds one of the user's logged-in
 * sockets (the hooks below), handing what arrives to its hub. So the instance that holds the socket delivers,
 * whichever produced the push. The count returned is unknown here (0): no caller relies on it across instances.
 */
export class BusUserPublisher implements UserPublisher {
  readonly #bus: Bus;
  readonly #listening = new Map<number, () => void>();
  #local: UserPublisher | null = null;

  constructor(bus: Bus) {
    this.#bus = bus;
  }

  /** This instance's hub, which delivers what arrives on the channels of its users. */
  bind(local: UserPublisher | null): void {
    this.#local = local;
  }

  publishToUser<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): number {
    // One user's push as it travels on their channel.
    this.#bus.publish(Channels.user(userId), asPush(topic, data));
    return 0;
  }

  /** The hub's hooks: listen to a user's channel while they have a socket here. */
  readonly hooks: Pick<HubHooks, 'userOnline' | 'userOffline'> = {
    userOnline: (userId) => {
      if (this.#listening.has(userId)) return;
      this.#listening.set(
        userId,
        this.#bus.subscribe(Channels.user(userId), (m) => {
          const push = m as TopicPush;
          this.#local?.publishToUser(userId, push.topic, push.data);
        }),
      );
    },
    userOffline: (userId) => {
      this.#listening.get(userId)?.();
      this.#listening.delete(userId);
    },
  };
}
