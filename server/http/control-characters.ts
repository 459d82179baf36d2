import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** C0 controls but tab, line feed and carriage return: no field of ours holds them, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The top-level field under which `value` holds a string with a control character, or null. */
function fieldWithControl(value: unknown, field: string, depth: number): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? field : null;
  // Bytes (a parser that hands over a Buffer) are not text: never walked byte by byte.
  if (!value || typeof value !== 'object' || depth > 4 || ArrayBuffer.isView(value)) return null;
  for (const [key, v] of Object.entries(value)) {
    const found = fieldWithControl(v, depth === 0 ? key : field, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, on every route and before validation, a body or query whose text holds a control character, with the
 * translated "Please check the <field>." envelope: a NUL in a login e-mail reached PostgreSQL, which refused it
 * with a 500 (found by the fuzz suite on test:pg); SQLite stored it.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const field = fieldWithControl(req.query, 'value', 0) ?? fieldWithControl(req.body, 'value', 0);
    if (field) throw new AppError('server.errors.invalid_field', { field });
  });
}
