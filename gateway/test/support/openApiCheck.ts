/**
 * Every answer a test gets from `app.inject` is checked against the gateway's own OpenAPI description
 * (GET /v1/openapi.json): a JSON answer must be documented for its route and status and match the
 * documented schema. So the description cannot drift from what the gateway really sends: a suite that
 * provokes an undocumented answer fails at that call.
 */
import { AssertionError } from 'node:assert';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
type OpenApiDocument = { paths: Record<string, Record<string, { responses?: Responses }>> };

type Route = { method: string; pattern: RegExp; template: string; responses: Responses };

function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`),
      responses: operation.responses ?? {},
    })),
  );
}

/** The documented answer for a status: exact (`404`), its class (`4XX`), or `default`. */
function documentedAnswer(responses: Responses, status: number) {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

export function checkAnswersAgainstOpenApi(app: FastifyInstance): void {
  let routes: Route[] | undefined;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new Map<object, ValidateFunction>();
  const validatorFor = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };

  const check = (options: InjectOptions, response: LightMyRequestResponse) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const path = String(options.url ?? options.path ?? '/').split('?')[0]!;
    if (method === 'HEAD' || method === 'OPTIONS' || path.startsWith('/internal')) return;
    if (!/^application\/json/.test(String(response.headers['content-type'] ?? ''))) return;
    routes ??= routesOf(app.swagger() as unknown as OpenApiDocument);
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    // Unknown routes answer the documented not-found shape of the error handler; nothing to look up.
    if (!route) return;
    const where = `${method} ${route.template} → ${response.statusCode}`;
    const schema = documentedAnswer(route.responses, response.statusCode)?.content?.['application/json']?.schema;
    if (!schema)
      throw new AssertionError({
        message: `OpenAPI: ${where} sends JSON, but the description documents no JSON answer for it: ${response.body.slice(0, 200)}`,
      });
    const validate = validatorFor(schema);
    if (!validate(response.json())) {
      throw new AssertionError({
        message: `OpenAPI: ${where} does not match its description: ${ajv.errorsText(validate.errors)}; body ${response.body.slice(0, 300)}`,
      });
    }
  };

  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  // Only the promise form (every suite's); the chained form without options stays as it is.
  (app as { inject: unknown }).inject = (options?: InjectOptions | string) => {
    if (options === undefined) return (inject as unknown as () => unknown)();
    const normalised: InjectOptions = typeof options === 'string' ? { url: options } : options;
    return inject(normalised).then((response) => {
      check(normalised, response);
      return response;
    });
  };
}
