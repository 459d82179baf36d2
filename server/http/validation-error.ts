import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns Ajv's first error into a catalogue key and the offending field's name, so the user reads
 * "invite code is too long" rather than a JSON pointer.
 */
export function describeValidation(errors: FastifySchemaValidationError[]): { key: string; field: string } {
  const e = errors[0];
  const params = (e?.params ?? {}) as Record<string, unknown>;
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  const field = missing || (e?.instancePath ?? '').split('/').filter(Boolean)[0] || 'value';
  if (e?.keyword === 'required' || (e?.keyword === 'minLength' && params.limit === 1))
    return { key: 'server.errors.missing_field', field };
  if (e?.keyword === 'maxLength') return { key: 'server.errors.too_long', field };
  return { key: 'server.errors.invalid_field', field };
}
