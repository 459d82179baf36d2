import { Type, type Static } from 'typebox';

/**
 * The field schemas every HTTP call's input is built from (TypeBox, checked by the server's Ajv). The app
 * imports core/wire only with `import type`, so TypeBox never enters its bundle.
 */

/** A required text field: at least 1 and at most `max` characters (256 unless a call says otherwise). */
export const Text = (max = 256) => Type.String({ minLength: 1, maxLength: max });
/** An optional text field: may be empty or absent. */
export const OptText = (max = 256) => Type.Optional(Type.String({ maxLength: max }));
/** The cache-buster `t` that GET and DELETE carry: accepted and ignored. */
export const CacheBuster = { t: Type.Optional(Type.String({ maxLength: 32 })) };

/**
 * The one rule for every number that comes from outside (query, form or JSON), checked by the server's Ajv
 * keyword (server/http/schemas.ts) instead of Ajv's own coercion, which turns "Infinity", "1e309" and "0x10"
 * into numbers and lets ±Infinity through `integer`. Text must be plain decimal: an optional minus, no
 * leading zeros ("02", "00.01"), no exponent, no hex, no spaces; a JSON number must be finite. Then
 * integer-ness, range or choice.
 */
export interface NumberRule {
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  oneOf?: number[];
}
export const NUMBER_KEYWORD = 'lotlineNumber';

const numberSchema = (rule: NumberRule) => Type.Unsafe<number>({ [NUMBER_KEYWORD]: rule });
/** A whole number in a range. */
export const Int = (minimum: number, maximum: number) => numberSchema({ integer: true, minimum, maximum });
/** A finite decimal number in a range (`exclusiveMinimum` for "more than"). */
export const Num = (rule: Omit<NumberRule, 'integer' | 'oneOf'>) => numberSchema(rule);
/** One of a few whole numbers (a type, a status, a 0/1 flag). */
export const IntOf = <const T extends number>(...values: T[]) =>
  Type.Unsafe<T>({ [NUMBER_KEYWORD]: { integer: true, oneOf: values } });

/** A row id from outside. */
export const Id = Int(1, Number.MAX_SAFE_INTEGER);
/** The `:id` of a back-office route (/admin/api/…/:id). */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;
/** A page number (1-based) of a paged list. */
export const Page = Type.Optional(Int(1, 100_000));
