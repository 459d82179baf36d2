import { Type, type Static } from 'typebox';
import { CacheBuster, Id } from './fields';
import { callsOf, GET, POST, shape } from './contract';

/**
 * The devices and sessions calls (docs/api/account.md#devices-and-sessions): the signed-in user's own
 * sessions, and ending one or all the others. Another user's session id answers "not found", like an unknown one.
 */

export const SessionsQuery = Type.Object({ ...CacheBuster });
export type SessionsQuery = Static<typeof SessionsQuery>;
/** `session_end`: the id of one of the user's sessions (the one asking included: that is a logout). */
export const SessionEndBody = Type.Object({ id: Id });
export type SessionEndBody = Static<typeof SessionEndBody>;

/** One live session of the user, as the devices screen shows it. */
export interface SessionWire {
  id: number;
  /** Short names read from the session's User-Agent ("Chrome 126", "Android 14"); '' when not recognised. */
  browser: string;
  os: string;
  /** The address it signed in from (no place: the server has no location database). */
  ip: string;
  /** When it signed in and when it was last seen (at most a minute late), UTC 'YYYY-MM-DD HH:mm:ss'. */
  created_at: string;
  last_seen_at: string;
  /** 1 for the session making this call: "this device". */
  current: 0 | 1;
}

/** `sessions_end_others`: how many sessions it ended. */
export interface SessionsEnded {
  ended: number;
}

const call = callsOf('account');

/** The signed-in user's own sessions. */
export const deviceCalls = {
  sessions: call({
    path: '/v1/api/user/sessions',
    methods: GET,
    access: 'user',
    input: SessionsQuery,
    reply: shape<SessionWire[]>(),
  }),
  end: call({
    path: '/v1/api/user/session_end',
    methods: POST,
    access: 'user',
    input: SessionEndBody,
    reply: shape<null>(),
  }),
  /** No body (like logout): an empty POST without a content type is the usual call. */
  endOthers: call({
    path: '/v1/api/user/sessions_end_others',
    methods: POST,
    access: 'user',
    reply: shape<SessionsEnded>(),
  }),
};
