/**
 * The paths outside the envelope calls (they answer plain JSON, a file or a socket, not { code, msg, data }), named
 * once for the server that serves them and the app that points at them; and the back office's prefix. No TypeBox
 * here: the app imports this file's values.
 */

/** Liveness: the process answers (docs/operations.md, Many instances). */
export const HEALTH_PATH = '/healthz';
/** Readiness: the database (and Redis, with many instances) answers. */
export const READY_PATH = '/readyz';
/** The web app manifest, on the page origin (docs/api/content.md), not under /api/. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** A picture upload: multipart field `file`, real users only (docs/api/funds.md); answers the envelope with its url. */
export const IMAGE_UPLOAD_PATH = '/api/common/image_upload';
/** A user's upload: `${UPLOADS_PREFIX}<name>`. */
export const UPLOADS_PREFIX = '/uploads/';
/** The reviewer's bounded preview of an upload: `${UPLOAD_PREVIEWS_PREFIX}<name>`. */
export const UPLOAD_PREVIEWS_PREFIX = '/uploads/preview/';
/** The socket (docs/api/socket.md). */
export const SOCKET_PATH = '/v1/ws';
/** Every back-office call is under it (core/wire/operator-*.ts). */
export const ADMIN_API = '/admin/api';

/**
 * The back office's money areas: deposits, withdrawals, and users (balances, adjustments). With the setting
 * operator_2fa_required on, the server refuses their calls (/admin/api + area) to an operator without two-factor
 * sign-in, and the desk sends such an operator from their screens (/admin + area) to enrolment.
 */
export const OPERATOR_MONEY_AREAS = ['/deposits', '/withdrawals', '/users'] as const;

/** The `:name` segments of a path pattern: '/admin/api/users/:id/adjust' has 'id'. */
export type PathParams<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | PathParams<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** The values a path pattern's segments take. */
export type PathValues<P extends string> = { [K in PathParams<P>]: string | number };

/** A path pattern with its `:name` segments filled in, each encoded: pathWith('/users/:id', { id: 7 }) is '/users/7'. */
export const pathWith = <P extends string>(pattern: P, values: PathValues<P>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((values as Record<string, string | number>)[name])),
  );
