import type { UserPublisher } from '../trading/trading-engine.js';
import type { Topic, TopicPayload } from '../../core/protocol/topics.js';

/**
 * A per-user publisher bound after the fact: the HTTP app (whose routes push) is built before the socket
 * hub exists (the hub attaches to the app's server). Until `bind`, and after `unbind`, pushes go nowhere.
 */
export class LatePublisher implements UserPublisher {
  #target: UserPublisher | null = null;
  bind(target: UserPublisher | null): void {
    this.#target = target;
  }
  publishToUser<T extends Topic>(userId: number, topic: T, data: TopicPayload<T>): number {
    return this.#target?.publishToUser(userId, topic, data) ?? 0;
  }
}
