/** Values a message's placeholders take ({field}, {min}…). */
export type Params = Record<string, string | number>;

/**
 * A failure the user should read: `key` is a catalogue key translated at the boundary,
 * `code` the envelope code (0 business failure, 429 rate limit, 999 session invalid), `status` the
 * HTTP status (200 for every envelope answer except the few docs/api/README.md lists: 403 operator, 413 size).
 */
export class AppError extends Error {
  constructor(
    readonly key: string,
    readonly params: Params = {},
    readonly code = 0,
    readonly status = 200,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const sessionInvalid = () => new AppError('server.errors.session_invalid', {}, 999);
export const rateLimited = (key = 'server.errors.rate_limited', params: Params = {}) => new AppError(key, params, 429);
export const invalidField = (field: string) => new AppError('server.errors.invalid_field', { field });
