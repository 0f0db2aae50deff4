/**
 * The AI tools (README, "Contract: AI tools"): generated text as server-sent events, SEO checks and
 * keywords as JSON; speech and transcription in audioRoutes.ts, the Workday FAQ in faq/routes.ts
 * (what all three share is in requests.ts, so they do not import each other).
 * All POST routes share one per-user budget (AI_RATE_LIMIT_PER_MINUTE) on top of the general limit.
 *
 * Validation errors are turned into replies by the route (requests.ts) rather than the global handler, because
 * `text-too-long` names the route's limit (`{max}`); a zod message that is a catalogue code becomes
 * the reply's code, so the text checks answer in the contract's order.
 */
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capabilitiesReplySchema, keywordsReplySchema, seoReportSchema, toolBodySchemas } from 'portal-contract/schemas';
import { withAddressHints } from '../ai/addressHints.ts';
import { capabilitiesOf } from '../ai/capabilities.ts';
import type { AiProvider, ToolRun } from '../ai/provider.ts';
import { sendEventStream } from '../ai/sse.ts';
import { loadHouseStyle, styleResult, withHouseStyle, type Styler } from '../houseStyle/applyToTools.ts';
import { countFired } from '../houseStyle/stats.ts';
import { currentTenant } from '../plugins/auth.ts';
import { recordResult, runContext, withRecord } from '../history/record.ts';
import type { HistoryTool } from 'portal-contract';
import type { AiConfig, AiTask } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bodyLimitFor, rejectInvalidBody } from './requests.ts';
import { parallelRunLimit } from './parallelRuns.ts';
import toolsAudio from './audioRoutes.ts';
import workdayFaq from '../faq/routes.ts';

export type ToolsOptions = { provider: AiProvider; config: AiConfig; db: Database; offline: OfflineEngine };

const tools: FastifyPluginAsyncZod<ToolsOptions> = async (app, { provider: ai, config, db, offline }) => {
  // One store for all AI routes: a route-level `config.rateLimit` would give each route its own.
  // Then the runs one user has going at once (after the budget, so a refused run costs nothing).
  const aiBudget: preValidationHookHandler[] = [
    app.rateLimit({ max: config.rateLimitPerMinute, timeWindow: 60_000 }),
    parallelRunLimit(config.parallelPerUser),
  ];
  const body = toolBodySchemas(config.maxTextLength);
  const common = {
    attachValidation: true,
    preValidation: aiBudget,
    preHandler: rejectInvalidBody,
    bodyLimit: bodyLimitFor(config.maxTextLength),
    config: { textMax: config.maxTextLength },
  } as const;

  /**
   * A prose tool's run with the house style of the caller's tenant (and of the desk the request
   * names): its instruction rules go into the provider's prompt, its other rules over the result.
   */
  function styled<Body extends { desk?: string | null | undefined }, Result>(
    request: FastifyRequest,
    body: Body,
    start: (input: Body & { styleInstructions: string[] }, signal: AbortSignal) => ToolRun<Result>,
    apply: (result: Result, styler: Styler) => Result,
  ) {
    return (signal: AbortSignal) =>
      withHouseStyle({
        load: () => loadHouseStyle(db, currentTenant(request).id, body.desk || null),
        start: (styleInstructions) => start({ ...body, styleInstructions }, signal),
        apply,
        countFired: (ruleIds) =>
          countFired(db, ruleIds).catch((error: unknown) => request.log.warn({ err: error }, 'house-style counts not written')),
      });
  }

  /** Where a run of `tool` is counted and kept, and which provider ran it. */
  const kept = <Tool extends HistoryTool>(request: FastifyRequest, tool: Tool, task: AiTask | 'local', signal?: AbortSignal) =>
    runContext(request, { db, ai: config }, tool, task, signal);

  app.post('/tools/redact', { ...common, schema: { body: body.redact } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(
        () => withAddressHints(styled(request, request.body, ai.redact, styleResult.redact)(signal)),
        kept(request, 'text-redact', 'REDACT', signal),
      ),
    ),
  );

  app.post('/tools/translate', { ...common, schema: { body: body.translate } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(() => ai.translate(request.body, signal), kept(request, 'text-translation', 'TRANSLATE', signal)),
    ),
  );

  app.post('/tools/summarize', { ...common, schema: { body: body.summarize } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(
        () => styled(request, request.body, ai.summarize, styleResult.summary)(signal),
        kept(request, 'summarize', 'SUMMARIZE', signal),
      ),
    ),
  );

  app.post('/tools/press-release', { ...common, schema: { body: body.pressRelease } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(
        () => styled(request, request.body, ai.pressRelease, styleResult.pressRelease)(signal),
        kept(request, 'press-release', 'PRESS_RELEASE', signal),
      ),
    ),
  );

  app.post('/tools/seo-living-docs', { ...common, schema: { body: body.seoLivingDocs } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(
        () => styled(request, request.body, ai.seoLivingDocs, styleResult.seoLivingDocs)(signal),
        kept(request, 'seo-living-docs', 'SEO', signal),
      ),
    ),
  );

  app.post('/tools/top-ten', { ...common, schema: { body: body.topTen } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(() => styled(request, request.body, ai.topTen, styleResult.topTen)(signal), kept(request, 'top-ten', 'TOP_TEN', signal)),
    ),
  );

  app.post('/tools/social-media', { ...common, schema: { body: body.socialMedia } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withRecord(
        () => styled(request, request.body, ai.socialMedia, styleResult.socialMedia)(signal),
        kept(request, 'social-media', 'SOCIAL_MEDIA', signal),
      ),
    ),
  );

  app.post(
    '/tools/seo-self-made',
    {
      ...common,
      schema: {
        body: body.seoSelfMade,
        response: { 200: seoReportSchema },
      },
    },
    async (request) => {
      const report = await offline.run('checkSeo', request.body);
      // Kept without delaying the answer (the page does not link to the entry).
      void recordResult(kept(request, 'seo-self-made', 'local'), report);
      return report;
    },
  );

  app.post(
    '/tools/keywords',
    {
      ...common,
      onRequest: app.requireGroupTenant,
      schema: {
        body: body.keywords,
        response: { 200: keywordsReplySchema },
      },
    },
    async (request) => {
      const result = await offline.run('keywords', { text: request.body.text, max: request.body.max });
      void recordResult(kept(request, 'keyword-extraction', 'local'), result);
      return result;
    },
  );

  // Which tools and modes the configured providers can run, so pages say so before anyone types.
  const capabilities = capabilitiesOf(config);
  app.get('/capabilities', { schema: { response: { 200: capabilitiesReplySchema } } }, async () => capabilities);

  await app.register(toolsAudio, { provider: ai, config, db, aiBudget });
  await app.register(workdayFaq, { provider: ai, config, db, aiBudget, offline });
};

export default tools;
