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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capabilitiesReplySchema, keywordsReplySchema, seoReportSchema, toolBodySchemas } from 'portal-contract/schemas';
import { withAddressHints } from '../ai/addressHints.ts';
import { capabilitiesOf } from '../ai/capabilities.ts';
import { checkSeo, extractKeywords } from '../ai/local/localProvider.ts';
import type { AiProvider } from '../ai/provider.ts';
import { sendEventStream } from '../ai/sse.ts';
import { loadStyleRules, styleResult, withHouseStyle } from '../houseStyle/applyToTools.ts';
import { currentTenant } from '../plugins/auth.ts';
import type { AiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bodyLimitFor, rejectInvalidBody } from './requests.ts';
import toolsAudio from './audioRoutes.ts';
import workdayFaq from '../faq/routes.ts';

export type ToolsOptions = { provider: AiProvider; config: AiConfig; db: Database };

const tools: FastifyPluginAsyncZod<ToolsOptions> = async (app, { provider: ai, config, db }) => {
  // One store for all AI routes: a route-level `config.rateLimit` would give each route its own.
  const aiBudget: preValidationHookHandler = app.rateLimit({ max: config.rateLimitPerMinute, timeWindow: 60_000 });
  const body = toolBodySchemas(config.maxTextLength);
  const common = {
    attachValidation: true,
    preValidation: aiBudget,
    preHandler: rejectInvalidBody,
    bodyLimit: bodyLimitFor(config.maxTextLength),
    config: { textMax: config.maxTextLength },
  } as const;

  /** The caller's tenant's house style, loaded when a run has its result. */
  const houseStyleOf = (request: FastifyRequest) => () => loadStyleRules(db, currentTenant(request).id);

  app.post('/tools/redact', { ...common, schema: { body: body.redact } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withAddressHints(withHouseStyle(ai.redact(request.body, signal), houseStyleOf(request), styleResult.redact)),
    ),
  );

  app.post('/tools/translate', { ...common, schema: { body: body.translate } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => ai.translate(request.body, signal)),
  );

  app.post('/tools/summarize', { ...common, schema: { body: body.summarize } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withHouseStyle(ai.summarize(request.body, signal), houseStyleOf(request), styleResult.summary),
    ),
  );

  app.post('/tools/press-release', { ...common, schema: { body: body.pressRelease } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withHouseStyle(ai.pressRelease(request.body, signal), houseStyleOf(request), styleResult.pressRelease),
    ),
  );

  app.post('/tools/seo-living-docs', { ...common, schema: { body: body.seoLivingDocs } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withHouseStyle(ai.seoLivingDocs(request.body, signal), houseStyleOf(request), styleResult.seoLivingDocs),
    ),
  );

  app.post('/tools/top-ten', { ...common, schema: { body: body.topTen } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => withHouseStyle(ai.topTen(request.body, signal), houseStyleOf(request), styleResult.topTen)),
  );

  app.post('/tools/social-media', { ...common, schema: { body: body.socialMedia } }, (request, reply) =>
    sendEventStream(request, reply, (signal) =>
      withHouseStyle(ai.socialMedia(request.body, signal), houseStyleOf(request), styleResult.socialMedia),
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
    async (request) => checkSeo(request.body),
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
    async (request) => extractKeywords(request.body.text, request.body.max),
  );

  // Which tools and modes the configured providers can run, so pages say so before anyone types.
  const capabilities = capabilitiesOf(config);
  app.get('/capabilities', { schema: { response: { 200: capabilitiesReplySchema } } }, async () => capabilities);

  await app.register(toolsAudio, { provider: ai, config, aiBudget });
  await app.register(workdayFaq, { provider: ai, config, db, aiBudget });
};

export default tools;
