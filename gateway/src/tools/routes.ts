/**
 * Every tool's route, registered by one loop over the descriptors (portal-contract/src/tools): at
 * `/v1/tools/<id>` and at the paths earlier releases of the pages call. Each runs through the same
 * pipeline (pipeline.ts): rights (the token and tenant hooks of protectedApi, the group tenant for a
 * group-only tool, the AI budget) → quota → provider or offline worker → house style → history and
 * usage → answer — server-sent events for generated text, JSON for analyses, bytes for speech, a
 * multipart upload for transcription (audioRoutes.ts). All AI routes share one per-user budget
 * (AI_RATE_LIMIT_PER_MINUTE) and a limit of runs going at once.
 *
 * Validation errors are turned into replies by the route (requests.ts) rather than the global handler,
 * because `text-too-long` names the route's limit (`{max}`); a zod message that is a catalogue code
 * becomes the reply's code, so the text checks answer in the contract's order.
 */
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toolDescriptors, type ToolDescriptor, type ToolId, type ToolSchemas } from 'portal-contract';
import { capabilitiesReplySchema, toolSchemas } from 'portal-contract/schemas';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import { capabilitiesOf } from '../ai/capabilities.ts';
import type { AiProvider } from '../ai/provider.ts';
import { sendEventStream } from '../ai/sse.ts';
import type { AiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import workdayFaq from '../faq/routes.ts';
import { audioRoutes, prepareAudioRoutes } from './audioRoutes.ts';
import { parallelRunLimit } from './parallelRuns.ts';
import { runEngines } from './failover.ts';
import { resultOf, runTool, type PipelineDeps } from './pipeline.ts';
import { bodyLimitFor, rejectInvalidBody } from './requests.ts';
import { runners, type Runner, type RunnerDeps } from './runners.ts';
import { toolRoutePaths } from './toolPaths.ts';

/** A tool as the gateway serves it: its descriptor, its schema function and its run (runners.ts). */
export type ServedTool = { descriptor: ToolDescriptor<ToolId>; schemas?: ToolSchemas | undefined; runner?: Runner | undefined };

/** Every tool of the catalogue, with the schema function and run the gateway keeps for it. */
export const catalogueTools = (): ServedTool[] => toolDescriptors.map((descriptor) => ({ descriptor }));

export type ToolsOptions = {
  provider: AiProvider;
  /** Each provider on its own, for failover (createProviders); tests that pass one provider leave it out. */
  engines?: PipelineDeps['engines'];
  config: AiConfig;
  db: Database;
  offline: OfflineEngine;
  /** Default: every tool of the catalogue. A test adds one to prove what a descriptor brings (docs/new-tool.md). */
  tools?: readonly ServedTool[] | undefined;
};

/** Registers `tool` at its paths through the pipeline (also used by docs/new-tool.md's test). */
export function registerTool(
  app: FastifyInstance,
  tool: ToolDescriptor<ToolId>,
  deps: PipelineDeps &
    RunnerDeps & { aiBudget: preValidationHookHandler[]; runner?: Runner | undefined; schemas?: ToolSchemas | undefined },
): void {
  const limits = { maxTextLength: deps.ai.maxTextLength };
  const schemas = (deps.schemas ?? (toolSchemas as Partial<Record<string, ToolSchemas>>)[tool.id])?.(limits);
  const textMax = tool.textLimit ?? deps.ai.maxTextLength;
  const rights = tool.catalogue.groupOnly ? { onRequest: app.requireGroupTenant } : {};
  const common = {
    ...rights,
    attachValidation: true,
    preValidation: deps.aiBudget,
    preHandler: rejectInvalidBody,
    bodyLimit: bodyLimitFor(textMax),
    config: { textMax },
  } satisfies Partial<RouteOptions>;
  const runner = deps.runner ?? (runners as Partial<Record<ToolId, Runner>>)[tool.id];

  for (const url of toolRoutePaths(tool)) {
    if (tool.transport === 'audio' || tool.transport === 'upload') {
      const route = audioRoutes[tool.id as keyof typeof audioRoutes];
      app.route({ ...common, ...route(app, deps, tool), method: 'POST', url });
      continue;
    }
    if (!runner || !schemas) throw new Error(`Werkzeug ${tool.id}: keine Ausführung oder kein Schema`);
    const run = (request: Parameters<typeof runTool>[1], signal: AbortSignal) =>
      runTool(tool, request, deps, signal, (state) =>
        runEngines(state, deps.ai, (provider, body) => runner({ provider, offline: deps.offline }, body as never, state)),
      );
    if (tool.transport === 'events') {
      app.route({
        ...common,
        method: 'POST',
        url,
        schema: { body: schemas.body },
        handler: (request, reply) => sendEventStream(request, reply, (signal) => run(request, signal)),
      });
    } else {
      app.route({
        ...common,
        method: 'POST',
        url,
        schema: { body: schemas.body, response: { 200: schemas.result } },
        handler: (request) => resultOf(run(request, new AbortController().signal)),
      });
    }
  }
}

const tools: FastifyPluginAsyncZod<ToolsOptions> = async (
  app,
  { provider, engines, config, db, offline, tools: served = catalogueTools() },
) => {
  // One store for all AI routes: a route-level `config.rateLimit` would give each route its own.
  // Then the runs one user has going at once (after the budget, so a refused run costs nothing).
  const aiBudget: preValidationHookHandler[] = [
    app.rateLimit({ max: config.rateLimitPerMinute, timeWindow: 60_000 }),
    parallelRunLimit(config.parallelPerUser),
  ];
  await app.register(workdayFaq, { db, provider });
  await app.register(async (scope) => {
    await prepareAudioRoutes(scope, { config, provider });
    for (const { descriptor, schemas, runner } of served) {
      registerTool(scope, descriptor, { db, ai: config, provider, engines, offline, aiBudget, schemas, runner });
    }
  });

  // Which tools and modes the configured providers can run, so pages say so before anyone types.
  const capabilities = capabilitiesOf(config);
  app.get('/capabilities', { schema: { response: { 200: capabilitiesReplySchema } } }, async () => capabilities);
};

export default tools;
