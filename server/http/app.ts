import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
} from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Lang } from '../../core/rules/languages.js';
import { AppError } from '../errors/app-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { isRedisUnavailable } from '../cluster/redis-unavailable.js';
import { registerSiblingOrigins, siteHosts } from './sibling-origins.js';
import { registerSecurityHeaders } from './security-headers.js';
import { serveAppShell } from './app-shell.js';
import { requestLang, type Params, type Translate } from '../i18n/translator.js';
import { describeValidation } from './validation-error.js';
import { treatEmptyAsAbsent } from './empty-fields.js';
import { refuseControlCharacters } from './control-characters.js';
import { numberKeyword } from './number-keyword.js';
import type { Envelope } from './envelope.js';
import type { Authenticated } from '../accounts/session-service.js';
import { accountRoutes } from './routes/account-routes.js';
import { deviceRoutes } from './routes/device-routes.js';
import { twoFactorRoutes } from './routes/two-factor-routes.js';
import { generalRoutes } from './routes/general-routes.js';
import { marketRoutes } from './routes/market-routes.js';
import { healthRoutes } from './routes/health-routes.js';
import type { MarketService } from '../market/market-service.js';
import type { TradingEngine } from '../trading/trading-engine.js';
import { tradingRoutes } from './routes/trading-routes.js';
import { alertRoutes } from './routes/alert-routes.js';
import { pushRoutes } from './routes/push-routes.js';
import type { AlertService } from '../alerts/alert-service.js';
import type { PushSender } from '../push/push-sender.js';
import { fundsRoutes } from './routes/funds-routes.js';
import { verificationRoutes } from './routes/verification-routes.js';
import { uploadRoutes } from './routes/upload-routes.js';
import { operatorRoutes } from './routes/operator-routes.js';
import { operatorSessionRoutes } from './routes/operator-session-routes.js';
import { operatorAdminRoutes } from './routes/operator-admin-routes.js';
import { operatorCatalogueRoutes } from './routes/operator-catalogue-routes.js';
import { operatorFundsCatalogueRoutes } from './routes/operator-funds-catalogue-routes.js';
import { operatorContentRoutes } from './routes/operator-content-routes.js';
import type { OperatorAuth } from '../admin/operator-session-service.js';
import type { UserPublisher } from '../trading/trading-engine.js';
import { contentRoutes } from './routes/content-routes.js';
import { perfRoutes } from './routes/perf-routes.js';
import { manifestRoutes } from './routes/manifest-routes.js';
import type { AccountDeps } from '../accounts/account-service.js';
import { loginDefences } from '../accounts/login-guard.js';
import { createOutboxMailer, smtpDelivery } from '../accounts/outbox-mailer.js';
import type { LeaderboardSource } from '../content/leaderboard-board.js';
import { CodeSendCaps } from '../accounts/code-send-caps.js';
import { RedisCodeCaps, type SharedCounters } from '../accounts/shared-throttles.js';
import { registerApiDocument } from './api-document.js';
import { stdoutLog } from './log-stream.js';
import { registerRequestLimit } from './request-limit.js';
import { registerMetrics } from '../metrics/metrics-route.js';
import { newRequestId, requestIdMixin, tagRequests } from './request-ids.js';
import type { ServerMetrics } from '../metrics/server-metrics.js';

/** One registered route: what the fuzz suite needs to call it. */
export interface RouteEntry {
  method: string | string[];
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app, in registration order. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    lang: Lang;
    t: (key: string, params?: Params) => string;
    /** Set by the requireUser hook on calls that need a session. */
    auth: Authenticated | null;
    /** Set by the requireOperator hook on back-office calls. */
    operator: OperatorAuth | null;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  t: Translate;
  market: MarketService;
  engine: TradingEngine;
  /** Per-user socket pushes (the hub, bound once it exists); none in an app built without one. */
  pushes?: UserPublisher;
  /** Many instances: Redis for the counters every instance shares (request limit, login and code throttles). */
  shared?: SharedCounters | null;
  /** Many instances: what /readyz checks besides the database (Redis answering) and reports (the engine role). */
  readiness?: () => Promise<{ redis?: Promise<unknown>; engine?: boolean }>;
  /** Many instances: tells the others a settings edit was committed, so they forget their copy at once. */
  announceSettings?: () => void;
  /** Many instances: the leaderboard the engine role stored; one instance computes it in the route. */
  leaderboard?: LeaderboardSource;
  /** Price alerts; their routes exist only when given. */
  alerts?: AlertService;
  /** Web Push; its routes exist only when given. */
  push?: PushSender;
  /** This instance's metrics: GET /metrics and every request's duration; none in an app built without them. */
  metrics?: ServerMetrics;
}

/** What every route module receives: the app's deps plus the account services' own. */
export type RouteDeps = AppDeps & AccountDeps;

/** Builds the Fastify app: envelope, i18n, security headers, rate limit, routes and the built app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, t } = deps;
  const envelope = (req: FastifyRequest, code: number, key: string, params?: Params): Envelope<null> => ({
    code,
    msg: req.t ? req.t(key, params) : t('en', key, params),
    data: null,
  });
  const app = Fastify({
    // Our own destination, not pino's: a log reader that stops reading must never hold the process (log-stream.ts).
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: stdoutLog, mixin: requestIdMixin },
    genReqId: newRequestId,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Fastify's default Ajv already coerces form/query text to numbers; keep it strict otherwise.
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false },
      plugins: [numberKeyword],
    },
    // A path the router refuses before any hook (a bad percent-encoding, a parameter over its length): an envelope too.
    frameworkErrors: (_err, req, reply) => {
      void (reply as unknown as FastifyReply)
        .status(200)
        .send(envelope(req, 0, 'server.errors.invalid_field', { field: 'value' }));
    },
  });
  tagRequests(app);
  recordRoutes(app);
  decorateRequests(app, t);
  if (deps.metrics) registerMetrics(app, deps.metrics, config.metricsToken);
  await registerRequestLimit(app, config.rateLimitPerMinute, deps.shared);
  app.setErrorHandler(errorHandler(envelope));
  refuseControlCharacters(app);
  treatEmptyAsAbsent(app);
  // Only a Host header of this site shapes headers (siteHosts); anything else gets the same-origin policy.
  const isSite = siteHosts(config.publicOrigin);
  registerSiblingOrigins(app, config.corsOrigins, isSite);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  // API answers over 1 kB are compressed on the fly; the built app is served from files compressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, config, isSite);
  // Development only (API_DOCS=1): the OpenAPI document at /docs. Off, nothing of it is loaded or registered.
  if (config.apiDocs) await registerApiDocument(app);
  await registerRoutes(app, deps);
  await serveAppShell(app, config, (req, reply) =>
    reply.status(404).send(envelope(req, 404, 'server.errors.not_found')),
  );
  return app;
}

/** The route table as registered (method, url, schema): the fuzz suite reads it, so a new route is covered by itself. */
function recordRoutes(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    routeTable.push({ method: r.method, url: r.url, schema: r.schema });
  });
}

/** Every request's language and translator, read from its `lang` header; no user or operator until a hook sets one. */
function decorateRequests(app: FastifyInstance, t: Translate): void {
  app.decorateRequest('lang', 'en' as Lang);
  app.decorateRequest('t', null as unknown as FastifyRequest['t']);
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (req) => {
    req.lang = requestLang(req.headers.lang);
    req.t = (key, params) => t(req.lang, key, params);
  });
}

type EnvelopeOf = (req: FastifyRequest, code: number, key: string, params?: Params) => Envelope<null>;

/**
 * Every error as an envelope: ours with its code, a refused field or body by name, the database (or Redis under a
 * shared counter) unavailable as a 503 (service busy), anything else as a 500.
 */
function errorHandler(envelope: EnvelopeOf) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) return reply.status(err.status).send(envelope(req, err.code, err.key, err.params));
    if (err.validation) {
      const { key, field } = describeValidation(err.validation);
      return reply.status(200).send(envelope(req, 0, key, { field }));
    }
    // PostgreSQL down, restarting, paused or out of connections, or Redis down under a shared counter (a login's
    // throttles): not a crash; the same call works again shortly.
    const unavailable = isDatabaseUnavailable(err) ? 'database' : isRedisUnavailable(err) ? 'redis' : null;
    if (unavailable) {
      req.log.warn({ err }, `${unavailable} unavailable`);
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(envelope(req, 503, 'server.errors.service_busy'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(envelope(req, 413, 'server.errors.too_large'));
    if (status === 429) return reply.status(200).send(envelope(req, 429, 'server.errors.rate_limited'));
    if (status < 500)
      return reply.status(200).send(envelope(req, 0, 'server.errors.invalid_field', { field: 'value' }));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(req, 500, 'server.errors.internal'));
  };
}

/** The API's routes, each module with the app's deps and the account services' own. */
async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const routeDeps: RouteDeps = {
    ...deps,
    scryptLogN: config.scryptLogN,
    ...loginDefences(deps.db, deps.shared),
    codeCaps: deps.shared ? new RedisCodeCaps(deps.shared) : new CodeSendCaps(),
    send: createOutboxMailer(deps.db, app.log, smtpDelivery(config.smtpUrl, config.mailFrom)),
    now: config.clock ?? Date.now,
  };
  await app.register(async (api) => {
    await healthRoutes(api, routeDeps);
    await generalRoutes(api, routeDeps);
    await accountRoutes(api, routeDeps);
    await deviceRoutes(api, routeDeps);
    await twoFactorRoutes(api, routeDeps);
    await marketRoutes(api, routeDeps);
    await tradingRoutes(api, routeDeps);
    await alertRoutes(api, routeDeps);
    await pushRoutes(api, routeDeps);
    await fundsRoutes(api, routeDeps);
    await verificationRoutes(api, routeDeps);
    await uploadRoutes(api, routeDeps);
    await operatorSessionRoutes(api, routeDeps);
    await operatorRoutes(api, routeDeps);
    await operatorAdminRoutes(api, routeDeps);
    await operatorCatalogueRoutes(api, routeDeps);
    await operatorFundsCatalogueRoutes(api, routeDeps);
    await operatorContentRoutes(api, routeDeps);
    await contentRoutes(api, routeDeps);
    await perfRoutes(api, routeDeps);
    await manifestRoutes(api, routeDeps);
  });
}
