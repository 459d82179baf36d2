import { Type } from 'typebox';

/** A required text field: at least 1 and at most `max` characters (256 unless a call says otherwise). */
export const Text = (max = 256) => Type.String({ minLength: 1, maxLength: max });
/** An optional text field: may be empty or absent. */
export const OptText = (max = 256) => Type.Optional(Type.String({ maxLength: max }));
/** A whole number in a range; form and query values arrive as text and are coerced by Ajv. */
export const Int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });
/** The cache-buster `t` that GET and DELETE carry: accepted and ignored. */
export const CacheBuster = { t: Type.Optional(Type.String({ maxLength: 32 })) };
