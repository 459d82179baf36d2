import type { FastifyInstance } from 'fastify';
import { NUMBER_KEYWORD, type NumberRule } from '../../core/wire/fields.js';
import { IMAGE_UPLOAD_PATH, MANIFEST_PATH, UPLOADS_PREFIX } from '../../core/wire/paths.js';
import { accessOf, type Access } from './route-access.js';
import { callOf } from './call-route.js';

/** Where the document is served when `API_DOCS=1` (npm run dev sets it); never in a default start. */
export const API_DOCS_PATH = '/docs';

/**
 * The docs/api/<area>.md file of a route not registered from core/wire (a call of core/wire names its own area): the
 * manifest (a plain JSON file) and the uploads (multipart in, files out). A new route is defined in core/wire instead.
 */
export function areaOf(url: string): string {
  if (url === MANIFEST_PATH) return 'content';
  if (url === IMAGE_UPLOAD_PATH || url.startsWith(UPLOADS_PREFIX)) return 'funds';
  return 'account';
}

/** The session each access needs, as OpenAPI security requirements. */
const SECURITY: Record<Access, Record<string, string[]>[] | undefined> = {
  public: undefined,
  user: [{ session: [] }],
  'real user': [{ session: [] }],
  operator: [{ operatorSession: [] }],
  admin: [{ operatorSession: [] }],
};

/** A number rule of schemas.ts as plain JSON Schema (OpenAPI 3.1), for readers who do not know the keyword. */
function plainNumber(rule: NumberRule): Record<string, unknown> {
  const { integer, oneOf, ...range } = rule;
  return { type: integer ? 'integer' : 'number', ...range, ...(oneOf ? { enum: oneOf } : {}) };
}

/** A copy of a route schema with every number keyword written as standard JSON Schema. */
function plainSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainSchema);
  if (!value || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (o[NUMBER_KEYWORD]) {
    const { [NUMBER_KEYWORD]: rule, ...rest } = o;
    return { ...(plainSchema(rest) as object), ...plainNumber(rule as NumberRule) };
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plainSchema(v)]));
}

/**
 * The OpenAPI 3.1 document of every route, built from the schemas the routes validate with (so it cannot
 * drift from them): registered before the routes, since it collects them as they are added. Each operation
 * carries its area (tags) and who may call it (`x-access`, read from the route's auth hook). Served at
 * /docs; `npm run docs:api` renders the same document into docs/api/.
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  // Loaded here, not at the top: a default start (API_DOCS off) never loads the package.
  const { default: swagger } = await import('@fastify/swagger');
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lotline API',
        version: '1',
        description:
          'Every answer is the envelope { code, msg, data } (code 1 success, 999 session invalid). See docs/api/README.md.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'A trader session token (login, register or demo login).',
          },
          operatorSession: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'A back-office session token (/admin/api/login).',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const call = callOf(route);
      const access = call?.access ?? accessOf(route);
      const security = SECURITY[access];
      const plain = plainSchema(schema ?? {}) as Record<string, unknown>;
      return {
        url,
        schema: {
          ...plain,
          tags: [call?.area ?? areaOf(url)],
          'x-access': access,
          ...(security ? { security } : {}),
          ...(plain.body ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
        },
      };
    },
  });
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());
}
