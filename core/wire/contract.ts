import type { Static, TSchema } from 'typebox';
import type { PathParams } from './paths';

export type { PathParams, PathValues } from './paths';

/**
 * The shape of one HTTP call, written once here and read by both sides: the server registers its route from it
 * (server/http/call-route.ts), the app's one door `call()` (src/api/client.ts) takes its path and is typed by its
 * input and reply, and the API document (docs/api/) names its area and access from it. The app imports this
 * directory only with `import type`, so none of it (nor TypeBox) enters the app's bundle.
 */

/** The one response shape every call answers with (docs/api/README.md): `code` 1 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: public: anyone; user: a trader session (demo accounts too); real user: a trader session of a
 * real (non-demo) account; operator: a back-office session of either role; admin: a back-office admin.
 */
export type Access = 'public' | 'user' | 'real user' | 'operator' | 'admin';

/** The docs/api/<area>.md file that describes the call. */
export type DocArea = 'account' | 'admin' | 'content' | 'funds' | 'market' | 'perf' | 'trading';

export interface CallDef<
  P extends string = string,
  M extends Method = Method,
  S extends TSchema | undefined = TSchema | undefined,
  R = unknown,
  Pa extends TSchema | undefined = TSchema | undefined,
> {
  /** The route; a `:name` segment is a path parameter, validated by `params`. */
  readonly path: P;
  /** GET and POST together: the same fields in the query or in a form body (docs/decisions.md, Market calls as POST). */
  readonly methods: readonly M[];
  /** The query (GET, DELETE) or body (POST) the server validates; none: the call takes no fields. */
  readonly input: S;
  /** The path's `:name` segments as the server validates them; none when the path has none. */
  readonly params?: Pa;
  readonly access: Access;
  readonly area: DocArea;
  /** The type of the envelope's `data`. Type only: never set at run time. */
  readonly reply?: R;
}

/** Any call, whatever its path, input and reply. */
export type AnyCall = CallDef<string, Method, TSchema | undefined, any>;

/** The reply type of a call: what `data` holds when `code` is 1. */
export type ReplyOf<D> = D extends CallDef<string, Method, TSchema | undefined, infer R> ? R : never;

/** The fields a call takes, as the server sees them once validated. */
export type InputOf<D extends AnyCall> = D['input'] extends TSchema ? Static<D['input']> : Record<string, never>;

/** The path parameters of a call, as the server sees them once validated. */
export type ParamsOf<D extends AnyCall> = [NonNullable<D['params']>] extends [never]
  ? Record<never, never>
  : Static<NonNullable<D['params']>>;

/**
 * What a definition's `params` must be: absent when its path has no `:name` segment, else a schema with a property
 * for each (so a segment renamed in the path and not in the schema fails tsc).
 */
type ParamsRule<P extends string> = [PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: TSchema & { properties: Record<PathParams<P>, TSchema> } };

/** Marks a reply type in a definition: `reply: shape<OrderWire>()`. Undefined at run time. */
export const shape = <T>(): T => undefined as T;

/** GET with a query, and the same fields as a form POST. */
export const GET_POST = ['GET', 'POST'] as const;
export const GET = ['GET'] as const;
export const POST = ['POST'] as const;

/** A page of a back-office list: the rows and how many there are in all. */
export interface Page<T> {
  data: T[];
  total: number;
}

/** The definer of one docs area's calls: `const call = callsOf('trading')`, then `call({ path, … })`. */
export const callsOf =
  (area: DocArea) =>
  <
    const P extends string,
    const M extends Method,
    R,
    S extends TSchema | undefined = undefined,
    Pa extends TSchema | undefined = undefined,
  >(
    d: {
      path: P;
      methods: readonly M[];
      access: Access;
      input?: S;
      params?: Pa;
      reply: R;
    } & ParamsRule<P>,
  ): CallDef<P, M, S, R, Pa> => ({
    path: d.path,
    methods: d.methods,
    input: d.input as S,
    ...(d.params ? { params: d.params } : {}),
    access: d.access,
    area,
  });
