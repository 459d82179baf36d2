import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the rule holds: the trader API (docs/api/README.md). The back office keeps '' as "clear this field". */
const TRADER_API = ['/api/', '/v1/'];

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * Drops, in place, the `''` values of fields the schema does not require, and of required fields that are
 * not text (a number or a choice sent empty is missing, not "0"), so validation calls them required.
 */
function dropEmptyOptional(values: unknown, schema: unknown): void {
  if (!values || typeof values !== 'object' || !schema || typeof schema !== 'object') return;
  const { properties, required = [] } = schema as ObjectSchema;
  if (!properties) return;
  const fields = values as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (fields[key] !== '' || !(key in properties)) continue;
    const text = (properties[key] as { type?: unknown }).type === 'string';
    if (!required.includes(key) || !text) delete fields[key];
  }
}

/**
 * An empty optional field means "not given", on every form and query call: form clients send every
 * field of a form, empty ones included (`area_id=` with e-mail registration), and Ajv would coerce ''
 * to 0 or test it against a pattern. Runs before validation, once for all routes, from each route's own
 * schema, so a REQUIRED field sent empty still fails as missing (the translated "required" message).
 */
export function treatEmptyAsAbsent(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    // By the route that matched, not the raw URL (a percent-encoded path decodes to the same route).
    const route = req.routeOptions.url;
    if (!route || !TRADER_API.some((p) => route.startsWith(p))) return;
    const schema = req.routeOptions.schema;
    if (!schema) return;
    dropEmptyOptional(req.query, schema.querystring);
    dropEmptyOptional(req.body, schema.body);
  });
}
