/**
 * The gateway as a Fastify instance, without listening: `main.ts` listens, tests use `inject`.
 * Plugin order matters: error replies and rate limit before any route, auth before the routes.
 */
import type { ServedTool } from './tools/routes.ts';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from 'firebase-admin/auth';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ApiError } from './errors.ts';
import auth from './plugins/auth.ts';
import errorReplies from './plugins/errorReplies.ts';
import health from './plugins/health.ts';
import securityHeaders from './plugins/securityHeaders.ts';
import { flushUsage } from './usage/count.ts';
import { flushSourceChecks } from './usage/sourceChecks.ts';
import { historyWritten } from './history/store.ts';
import openApi from './plugins/openApi.ts';
import protectedApi from './plugins/protectedApi.ts';
import shortLinkRedirect from './shortLinks/redirect.ts';
import { flushClicks } from './shortLinks/clicks.ts';
import signUp from './account/signUp.ts';
import microsoftSignIn from './account/microsoftSignIn.ts';
import internalAdmin from './admin/internalRoutes.ts';
import { databaseNewsletter, type NewsletterProvider } from './newsletter/provider.ts';
import { createProviders, providerOf } from './ai/createProvider.ts';
import { PERSONAL_DATA_CHOICE_HEADER } from 'portal-contract/ai-policy';
import type { AiProvider } from './ai/provider.ts';
import { sharedOfflinePool, type OfflineEngine } from './ai/local/pool/offlinePool.ts';
import internalImport from './dashboards/importRoute.ts';
import { createRealtime, type Realtime } from './realtime/publisher.ts';
import { postgresRateLimitStore } from './rateLimit/postgresStore.ts';

export type GatewayApp = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export type RateLimits = {
  /** Requests per minute per signed-in user (else per IP address), for every route. */
  perMinute: number;
  /** Sign-up attempts per minute per IP address. */
  signUpPerMinute: number;
  /** New short links per minute per user. */
  shortLinksPerMinute: number;
  /** Realtime channel authorisations per minute per user (one per subscription and reconnect). */
  realtimeAuthPerMinute: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = { perMinute: 300, signUpPerMinute: 10, shortLinksPerMinute: 30, realtimeAuthPerMinute: 60 };

export type AppDeps = {
  config: Config;
  db: Database;
  auth: Auth;
  /** Defaults to pino at the configured level; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** Where subscriptions live; defaults to the database (a mailing service can plug in here). */
  newsletter?: NewsletterProvider;
  /** The AI tools' provider; defaults to the one AI_PROVIDER names, created once here. */
  ai?: AiProvider;
  /** The offline engine's worker pool; defaults to the process's one pool with the OFFLINE_* settings. */
  offline?: OfflineEngine;
  /** Publishing and channel authorisation; defaults to the Pusher SDK with the PUSHER_* settings (off without a secret). */
  realtime?: Realtime;
  /** The tools served; defaults to every tool of the catalogue (a test adds one: docs/new-tool.md). */
  tools?: readonly ServedTool[];
};

/** `roles`: what the route declared with `config.roles` beside its `app.requireRole(...)` hook. */
export type RouteSummary = { method: string; url: string; roles?: readonly string[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route: lets a test prove that no /v1 route is open by accident. */
    routeSummaries: RouteSummary[];
    /** Realtime events (publish never fails a request) and private-channel authorisation. */
    realtime: Realtime;
  }
  interface FastifyContextConfig {
    /** @fastify/cors reads it per route: false sends no CORS headers (the /internal routes). */
    cors?: false;
  }
}

export async function buildApp(deps: AppDeps): Promise<GatewayApp> {
  const { config, db } = deps;
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const offline = deps.offline ?? sharedOfflinePool(config.ai.offline);
  // Each provider on its own for the tools' failover; a test's own provider stands alone.
  const engines = deps.ai ? undefined : await createProviders(config.ai, offline);
  const ai = deps.ai ?? providerOf(config.ai, engines!);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: trustedHops(config.trustProxyHops),
    // Fastify answers a longer path parameter with its own 414 body; up to this length, a route
    // (e.g. /s/:slug) sees it and answers in its own shape.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeSummaries: RouteSummary[] = [];
  app.decorate('routeSummaries', routeSummaries);
  app.addHook('onRoute', ({ method, url, config }) => {
    const roles = (config as { roles?: readonly string[] } | undefined)?.roles;
    for (const one of [method].flat()) routeSummaries.push({ method: one, url, ...(roles ? { roles } : {}) });
  });
  app.decorate('realtime', deps.realtime ?? createRealtime(config.realtime, app.log));

  await app.register(securityHeaders);
  const portalCors = {
    origin: config.portalOrigins,
    // Every method a /v1 route uses: PUT changes a house-style rule and the user's settings.
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // X-Job-Id: the browser names a long job (speech, transcription) to follow its realtime progress.
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Job-Id', PERSONAL_DATA_CHOICE_HEADER],
    maxAge: 600,
  };
  // /internal/… is for operators' tools, never for a browser: no CORS there, not even a preflight.
  // Decided per route when it is added, not per request: a delegator normalised the options on
  // every request (5 % of a saturated GET /v1/me).
  app.addHook('onRoute', (route) => {
    if (isInternalPath(route.url)) route.config = { ...route.config, cors: false };
  });
  await app.register(cors, portalCors);
  // Preflights go to the plugin's `OPTIONS *`; this more specific route takes those for /internal.
  app.options('/internal/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  await app.register(rateLimit, {
    max: limits.perMinute,
    timeWindow: 60_000,
    // After `authenticate` (onRequest), so a signed-in user is counted by uid: a newsroom behind
    // one NAT address must not share a single budget.
    hook: 'preValidation',
    keyGenerator: (request) => (request.user ? `uid:${request.user.uid}` : `ip:${request.ip}`),
    errorResponseBuilder: () => new ApiError(429, 'too-many-requests'),
    // On PostgreSQL every instance behind the load balancer counts in one table, so each limit holds
    // for the whole cluster; PGlite allows one process, whose memory is the right place to count.
    ...(config.databaseUrl
      ? { store: postgresRateLimitStore(db, (error) => app.log.warn({ err: error }, 'rate-limit sweep failed')) }
      : {}),
  });
  await app.register(errorReplies);
  await app.register(auth, {
    auth: deps.auth,
    db,
    groupTenant: config.groupTenant,
    userCacheMs: config.authUserCacheMs,
    microsoft: config.microsoft,
    failuresPerMinute: config.authFailuresPerMinute,
  });

  // Before every route: the description collects them as they are added.
  await app.register(openApi);
  // Counts, clicks and history entries still gathering are written before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([flushUsage(db), flushClicks(db), flushSourceChecks(db), historyWritten(db)]);
  });
  await app.register(health, { db });
  await app.register(shortLinkRedirect, { db, portalUrl: config.portalUrl, perMinute: config.shortLinkRedirectsPerMinute });
  await app.register(signUp, { prefix: '/v1', auth: deps.auth, db, perMinute: limits.signUpPerMinute });
  await app.register(microsoftSignIn, { prefix: '/v1', db, microsoft: config.microsoft, perMinute: limits.signUpPerMinute });
  await app.register(protectedApi, {
    prefix: '/v1',
    auth: deps.auth,
    db,
    config,
    newsletter: deps.newsletter ?? databaseNewsletter(db),
    shortLinksPerMinute: limits.shortLinksPerMinute,
    realtimeAuthPerMinute: limits.realtimeAuthPerMinute,
    ai,
    engines,
    offline,
    tools: deps.tools,
  });
  if (config.adminToken) {
    await app.register(internalImport, { prefix: '/internal', db, adminToken: config.adminToken, productSlug: config.productSlug });
    await app.register(internalAdmin, { prefix: '/internal', db, auth: deps.auth, adminToken: config.adminToken });
  }
  return app;
}

const isInternalPath = (url: string) => /^\/internal(?:[/?]|$)/.test(url);

/**
 * TRUST_PROXY's proxies in front: the socket's peer and the X-Forwarded-For entries the other proxies
 * appended are believed, nothing before them — the client writes those itself (`true` believed all).
 * Fastify 5.12 no longer takes a hop count (a number trusts nothing), since a count cannot tell the
 * proxy from a client that reaches the gateway directly: so the gateway must be reachable through
 * its proxies only (loopback in the cluster, a private network behind a load balancer).
 */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
