/**
 * The AI tools (README, "Contract: AI tools"): generated text as server-sent events, SEO checks and
 * keywords as JSON; speech and transcription in toolsAudio.ts, the Workday FAQ in workdayFaq.ts
 * (what all three share is in toolRequests.ts, so they do not import each other).
 * All POST routes share one per-user budget (AI_RATE_LIMIT_PER_MINUTE) on top of the general limit.
 *
 * Validation errors are turned into replies by the route (toolRequests.ts) rather than the global handler, because
 * `text-too-long` names the route's limit (`{max}`); a zod message that is a catalogue code becomes
 * the reply's code, so the text checks answer in the contract's order.
 */
import type { preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formalities,
  keywordCount,
  languages,
  redactModes,
  socialPlatforms,
  summaryLengths,
  topTenTopicMaxLength,
} from 'portal-contract';
import { checkSeo, extractKeywords } from '../ai/local/localProvider.ts';
import type { AiProvider } from '../ai/provider.ts';
import { sendEventStream } from '../ai/sse.ts';
import type { AiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { bodyLimitFor, rejectInvalidBody, textField } from './toolRequests.ts';
import toolsAudio from './toolsAudio.ts';
import workdayFaq from './workdayFaq.ts';

const ids = <T extends readonly { id: string }[]>(options: T) => options.map((option) => option.id) as [T[number]['id'], ...T[number]['id'][]];

export type ToolsOptions = { provider: AiProvider; config: AiConfig; db: Database };

const tools: FastifyPluginAsyncZod<ToolsOptions> = async (app, { provider: ai, config, db }) => {
  // One store for all AI routes: a route-level `config.rateLimit` would give each route its own.
  const aiBudget: preValidationHookHandler = app.rateLimit({ max: config.rateLimitPerMinute, timeWindow: 60_000 });
  const text = textField(config.maxTextLength);
  const common = {
    attachValidation: true,
    preValidation: aiBudget,
    preHandler: rejectInvalidBody,
    bodyLimit: bodyLimitFor(config.maxTextLength),
    config: { textMax: config.maxTextLength },
  } as const;

  app.post('/tools/redact', { ...common, schema: { body: z.object({ text, mode: z.enum(ids(redactModes)) }) } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => ai.redact(request.body, signal)),
  );

  const language = z.enum(ids(languages));
  app.post(
    '/tools/translate',
    {
      ...common,
      schema: { body: z.object({ text, source: z.union([z.literal('auto'), language]), target: language, formality: z.enum(ids(formalities)) }) },
    },
    (request, reply) => sendEventStream(request, reply, (signal) => ai.translate(request.body, signal)),
  );

  app.post('/tools/summarize', { ...common, schema: { body: z.object({ text, length: z.enum(ids(summaryLengths)) }) } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => ai.summarize(request.body, signal)),
  );

  app.post('/tools/press-release', { ...common, schema: { body: z.object({ text }) } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => ai.pressRelease(request.body, signal)),
  );

  app.post('/tools/seo-living-docs', { ...common, schema: { body: z.object({ text }) } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => ai.seoLivingDocs(request.body, signal)),
  );

  app.post(
    '/tools/top-ten',
    { ...common, schema: { body: z.object({ topic: textField(topTenTopicMaxLength, 'topic-empty', 'validation-failed'), text }) } },
    (request, reply) => sendEventStream(request, reply, (signal) => ai.topTen(request.body, signal)),
  );

  const platforms = z.preprocess(
    (value) => value ?? [],
    z
      .array(z.enum(ids(socialPlatforms)))
      .min(1, { error: 'choose-platform' })
      .max(socialPlatforms.length)
      .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'validation-failed' }),
  );
  app.post('/tools/social-media', { ...common, schema: { body: z.object({ text, platforms }) } }, (request, reply) =>
    sendEventStream(request, reply, (signal) => ai.socialMedia(request.body, signal)),
  );

  const seoField = (max: number) => z.string().max(max).default('');
  app.post(
    '/tools/seo-self-made',
    {
      ...common,
      schema: {
        body: z.object({ title: seoField(SEO_FIELD_MAX_LENGTH), description: seoField(SEO_FIELD_MAX_LENGTH), text, focusKeyword: seoField(FOCUS_KEYWORD_MAX_LENGTH) }),
        response: { 200: seoCheckSchema },
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
        body: z.object({ text, max: z.number().int().min(keywordCount.min).max(keywordCount.max).default(keywordCount.default) }),
        response: { 200: z.object({ keywords: z.array(scoredTerm), phrases: z.array(scoredTerm) }) },
      },
    },
    async (request) => extractKeywords(request.body.text, request.body.max),
  );

  await app.register(toolsAudio, { provider: ai, config, aiBudget });
  await app.register(workdayFaq, { provider: ai, config, db, aiBudget });
};

const SEO_FIELD_MAX_LENGTH = 1000;
const FOCUS_KEYWORD_MAX_LENGTH = 200;

const scoredTerm = z.object({ term: z.string(), score: z.number().min(0).max(1) });
const seoCheckSchema = z.object({
  score: z.number().min(0).max(100),
  readability: z.object({ flesch: z.number(), label: z.string() }),
  checks: z.array(z.object({ id: z.string(), label: z.string(), passed: z.boolean(), suggestion: z.string().optional() })),
});

export default tools;
