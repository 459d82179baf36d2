// web-push 3.x ships no types (and @types/web-push is not installed): typed as far as server/push/ uses it.

declare module 'web-push' {
  import type { Agent } from 'node:https';
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface VapidKeys {
    publicKey: string;
    privateKey: string;
  }
  export interface RequestOptions {
    TTL?: number;
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    timeout?: number;
    agent?: Agent;
  }
  export interface SendResult {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function generateVAPIDKeys(): VapidKeys;
  export function sendNotification(
    subscription: PushSubscription,
    payload?: string | Buffer | null,
    options?: RequestOptions,
  ): Promise<SendResult>;
  const webpush: {
    generateVAPIDKeys: typeof generateVAPIDKeys;
    sendNotification: typeof sendNotification;
    WebPushError: typeof WebPushError;
  };
  export default webpush;
}
