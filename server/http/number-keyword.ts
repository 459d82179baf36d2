import { NUMBER_KEYWORD, type NumberRule } from '../../core/wire/fields.js';

/**
 * The Ajv keyword behind every number field of core/wire (see NumberRule there for the one rule): it reads
 * text or a JSON number, refuses what the rule refuses, and writes the number in place.
 */
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

interface DataCxt {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}

/** Registers the keyword on Fastify's Ajv (passed as an Ajv plugin): it checks and writes the number in place. */
export function numberKeyword<A extends object>(ajv: A): A {
  function validate(this: unknown, rule: NumberRule, data: unknown, _parent: unknown, cxt?: DataCxt): boolean {
    const n = readNumber(data, rule);
    if (n === undefined) {
      (validate as unknown as { errors: object[] }).errors = [
        { keyword: NUMBER_KEYWORD, message: 'must be a plain finite number in range', params: {} },
      ];
      return false;
    }
    if (cxt?.parentData && cxt.parentDataProperty !== undefined) cxt.parentData[cxt.parentDataProperty] = n;
    return true;
  }
  (ajv as unknown as { addKeyword(def: object): unknown }).addKeyword({
    keyword: NUMBER_KEYWORD,
    schemaType: 'object',
    modifying: true,
    errors: true,
    validate,
  });
  return ajv;
}
