import { Type, type Static } from 'typebox';
import { CacheBuster } from './fields';
import type { PushKind } from '../rules/push-kinds';
import { callsOf, GET, POST, shape } from './contract';

/** The Web Push calls (docs/api/account.md#notifications). */

export type { PushKind };

/**
 * A push service's URL: https only (web-push posts to it; nothing else is a push service). Its host is checked
 * further by the server (server/push/push-endpoint-policy.ts: a public DNS name, port 443, no user or password).
 */
const Endpoint = () => Type.String({ minLength: 12, maxLength: 1024, pattern: '^https://[^\\s]+$' });

/** `push/subscribe`: a browser's PushSubscription (endpoint and its two keys, base64url); `lang` header: its language. */
export const PushSubscribeForm = Type.Object({
  endpoint: Endpoint(),
  p256dh: Type.String({ minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9_-]+=*$' }),
  auth: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+=*$' }),
});
export type PushSubscribeForm = Static<typeof PushSubscribeForm>;

/** `push/unsubscribe`: the endpoint to forget. */
export const PushEndpointForm = Type.Object({ endpoint: Endpoint() });
export type PushEndpointForm = Static<typeof PushEndpointForm>;

/** `push/set_prefs`: the kinds switched off, comma-separated (empty: all on). */
export const PushPrefsForm = Type.Object({
  disabled: Type.Optional(Type.String({ maxLength: 64, pattern: '^[a-z_,]*$' })),
});
export type PushPrefsForm = Static<typeof PushPrefsForm>;

export const PushInfoQuery = Type.Object({ ...CacheBuster });

/** `push/info`: the server's VAPID public key (base64url), how many devices are subscribed, and the kinds switched off. */
export interface PushInfo {
  public_key: string;
  devices: number;
  disabled: PushKind[];
}

/** `push/test`: the notification was queued for this many devices; nothing about what their push services answer. */
export interface PushTestReply {
  queued: number;
}

/**
 * What a push carries to the service worker (workers/service-worker.ts): the translated title and body, the app
 * path a tap opens, a tag (a newer notification of the same order or alert replaces the older), and the kind.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: PushKind | 'test';
}

const call = callsOf('account');

/** Web Push: the key and this user's devices, a browser's subscription, the per-kind switches, a test. */
export const pushCalls = {
  info: call({
    path: '/v1/api/push/info',
    methods: GET,
    access: 'user',
    input: PushInfoQuery,
    reply: shape<PushInfo>(),
  }),
  subscribe: call({
    path: '/v1/api/push/subscribe',
    methods: POST,
    access: 'user',
    input: PushSubscribeForm,
    reply: shape<PushInfo>(),
  }),
  unsubscribe: call({
    path: '/v1/api/push/unsubscribe',
    methods: POST,
    access: 'user',
    input: PushEndpointForm,
    reply: shape<PushInfo>(),
  }),
  setPrefs: call({
    path: '/v1/api/push/set_prefs',
    methods: POST,
    access: 'user',
    input: PushPrefsForm,
    reply: shape<PushInfo>(),
  }),
  test: call({ path: '/v1/api/push/test', methods: POST, access: 'user', reply: shape<PushTestReply>() }),
};
