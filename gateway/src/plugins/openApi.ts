/**
 * The API describes itself: an OpenAPI 3.1 description generated from the routes' own zod schemas
 * (the contract's), at GET /v1/openapi.json, and a reference page for feature teams at GET
 * /v1/reference. Both are public: they hold no data, only what a browser of the portal sees anyway.
 * Every operation says who may call it (`x-access`, the roles in `x-roles`, bearer security) and which
 * error answers it gives; the test gateway checks every answer of the suites against it, so the
 * description cannot drift (test/support/openApiCheck.ts).
 */
import swagger from '@fastify/swagger';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { messages } from 'portal-contract';
import { errorReplySchema } from 'portal-contract/schemas';
import { renderReference } from '../openApi/reference.ts';

/** Who may call a route, as the route-classification test (security.test.ts) names it. */
export type RouteAccess = 'public' | 'signed-in' | 'token' | 'group' | 'role';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the scope a route is registered in (plugins/protectedApi.ts, account/microsoftSignIn.ts). */
    access?: RouteAccess;
  }
}

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'öffentlich, ohne Anmeldung',
  'signed-in': 'mit gültigem Firebase-ID-Token (auch ohne Mandant)',
  token: 'Mitarbeitende: gültiges ID-Token, bestätigte Adresse, ein Mandant',
  group: 'nur Mitarbeitende des Gruppenmandanten (GROUP_TENANT)',
  role: 'nur mit einer der genannten Rollen',
};

/** The error codes an operation may answer besides its own, by who may call it. */
const ERRORS_BY_ACCESS: Record<RouteAccess, string[]> = {
  public: ['validation-failed', 'too-many-requests', 'internal-error'],
  'signed-in': ['session-expired', 'validation-failed', 'too-many-requests', 'internal-error'],
  token: ['session-expired', 'email-not-verified', 'registration-failed', 'validation-failed', 'too-many-requests', 'internal-error'],
  group: [
    'session-expired',
    'email-not-verified',
    'registration-failed',
    'tenant-not-allowed',
    'validation-failed',
    'too-many-requests',
    'internal-error',
  ],
  role: [
    'session-expired',
    'email-not-verified',
    'registration-failed',
    'role-missing',
    'validation-failed',
    'too-many-requests',
    'internal-error',
  ],
};

/** What an AI run may answer besides: the runs one user has going, and the offline engine's bounds. */
const AI_RUN_ERRORS = ['too-many-parallel-runs', 'offline-too-complex', 'offline-busy'];
const isAiRun = (method: unknown, url: string) =>
  [method].flat().includes('POST') && (url.startsWith('/v1/tools/') || url === '/v1/workday-faq/ask');

export function accessOf(route: Pick<RouteOptions, 'config' | 'onRequest'>, requireGroupTenant: unknown): RouteAccess {
  const config = (route.config ?? {}) as { roles?: readonly string[]; access?: RouteAccess };
  if (config.roles) return 'role';
  if ([route.onRequest].flat().includes(requireGroupTenant as never)) return 'group';
  return config.access ?? 'public';
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

const openApi: FastifyPluginAsync = async (app) => {
  // Extensions ("x-…") are passed through by @fastify/swagger but not typed by it.
  const extensions = { 'x-error-catalogue': messages } as object;
  await app.register(swagger, {
    openapi: {
      ...extensions,
      openapi: '3.1.0',
      info: {
        title: 'KI-Portal Gateway',
        version: '1.0.0',
        description:
          'Der einzige Server, den der Browser für Daten ruft. Jede /v1-Route außer Registrierung, OpenAPI und Referenz braucht ein Firebase-ID-Token (`Authorization: Bearer …`); das Gateway prüft Mandant und Rollen selbst. Fehler antworten immer als `{ error: { code, message } }`; die Codes und ihre deutschen Texte stehen unter `x-error-catalogue`.',
      },
      components: { securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    },
    hideUntagged: false,
    transform: (input) => {
      const { schema, url, route } = input;
      // Operators' routes (x-admin-token) and the preflight are not part of the browser's API.
      if (url.startsWith('/internal') || route.method === 'OPTIONS' || url === '*') return { schema: { ...schema, hide: true }, url };
      const access = accessOf(route, app.requireGroupTenant);
      const roles = (route.config as { roles?: readonly string[] } | undefined)?.roles;
      const codes = isAiRun(route.method, url) ? [...ERRORS_BY_ACCESS[access], ...AI_RUN_ERRORS] : ERRORS_BY_ACCESS[access];
      const withErrors = {
        ...schema,
        response: { ...(schema?.response as object | undefined), '4xx': errorReplySchema, '5xx': errorReplySchema },
      };
      const transformed = zodTransform({ ...input, schema: withErrors });
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          ...(access === 'public' ? {} : { security: [{ firebaseIdToken: [] }] }),
          'x-access': access,
          ...(roles ? { 'x-roles': [...roles] } : {}),
          'x-error-codes': codes,
          description: `Zugriff: ${ACCESS_TEXT[access]}${roles ? ` (${roles.join(', ')})` : ''}.`,
        },
      };
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
  app.get('/v1/reference', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderReference(app.swagger() as never)),
  );
};

export default fp(openApi, { name: 'open-api' });
