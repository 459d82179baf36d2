import { Type } from 'typebox';

/** A required text field: at least 1 and at most `max` characters (256 unless a call says otherwise). */
export const Text = (max = 256) => Type.String({ minLength: 1, maxLength: max });
/** An optional text field: may be empty or absent. */
export const OptText = (max = 256) => Type.Optional(Type.String({ maxLength: max }));
/** The cache-buster `t` that GET and DELETE carry: accepted and ignored. */
export const CacheBuster = { t: Type.Optional(Type.String({ maxLength: 32 })) };

/**
 * The one rule for every number that comes from outside (query, form or JSON), checked by the Ajv keyword
 * below instead of Ajv's own coercion, which turns "Infinity", "1e309" and "0x10" into numbers and lets
 * ±Infinity through `integer`. Text must be plain decimal: an optional minus, no leading zeros ("02",
 * "00.01"), no exponent, no hex, no spaces; a JSON number must be finite. Then integer-ness, range or choice.
 */
export interface NumberRule { integer?: boolean; minimum?: number; maximum?: number; exclusiveMinimum?: number; oneOf?: number[] }
export const NUMBER_KEYWORD = 'lotlineNumber';
const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The number a field holds under `rule`, or undefined when the rule refuses it. */
export function readNumber(value: unknown, rule: NumberRule): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.length <= 40 && PLAIN_DECIMAL.test(value)) n = Number(value);
  else return undefined;
  if (!Number.isFinite(n)) return undefined;
  if (rule.integer && !Number.isSafeInteger(n)) return undefined;
  if (rule.minimum !== undefined && n < rule.minimum) return undefined;
  if (rule.exclusiveMinimum !== undefined && n <= rule.exclusiveMinimum) return undefined;
  if (rule.maximum !== undefined && n > rule.maximum) return undefined;
  if (rule.oneOf && !rule.oneOf.includes(n)) return undefined;
  return n === 0 ? 0 : n; // never -0
}

const numberSchema = (rule: NumberRule) => Type.Unsafe<number>({ [NUMBER_KEYWORD]: rule });
/** A whole number in a range. */
export const Int = (minimum: number, maximum: number) => numberSchema({ integer: true, minimum, maximum });
/** A finite decimal number in a range (`exclusiveMinimum` for "more than"). */
export const Num = (rule: Omit<NumberRule, 'integer' | 'oneOf'>) => numberSchema(rule);
/** One of a few whole numbers (a type, a status, a 0/1 flag). */
export const IntOf = <const T extends number>(...values: T[]) => Type.Unsafe<T>({ [NUMBER_KEYWORD]: { integer: true, oneOf: values } });

interface DataCxt { parentData?: Record<string | number, unknown>; parentDataProperty?: string | number }

/** Registers the keyword on Fastify's Ajv (passed as an Ajv plugin): it checks and writes the number in place. */
export function numberKeyword<A extends object>(ajv: A): A {
  function validate(this: unknown, rule: NumberRule, data: unknown, _parent: unknown, cxt?: DataCxt): boolean {
    const n = readNumber(data, rule);
    if (n === undefined) {
      (validate as unknown as { errors: object[] }).errors = [{ keyword: NUMBER_KEYWORD, message: 'must be a plain finite number in range', params: {} }];
      return false;
    }
    if (cxt?.parentData && cxt.parentDataProperty !== undefined) cxt.parentData[cxt.parentDataProperty] = n;
    return true;
  }
  (ajv as unknown as { addKeyword(def: object): unknown }).addKeyword({ keyword: NUMBER_KEYWORD, schemaType: 'object', modifying: true, errors: true, validate });
  return ajv;
}
