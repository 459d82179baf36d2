import { ADMIN_API, UPLOADS_PREFIX } from '../../core/wire/paths.js';

/**
 * Paths that belong to the server, not the app: an unknown one answers a 404 envelope, never the app's
 * HTML, and all of them count against the per-IP request limit (request-limit.ts).
 */
const API_PREFIXES = ['/api/', '/v1/', `${ADMIN_API}/`, UPLOADS_PREFIX];

export const isApiPath = (path: string): boolean => API_PREFIXES.some((p) => path.startsWith(p));
