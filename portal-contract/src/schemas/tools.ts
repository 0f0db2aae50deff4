/**
 * The AI tools' requests and the JSON answers (the generated texts stream as server-sent events; their
 * shapes are the interfaces of catalogue/toolContract.ts, which these schemas must satisfy). The text
 * limit is the gateway's configuration (MAX_TEXT_LENGTH), so the body schemas are made for a limit.
 */
import { z } from 'zod';
import type {
  FaqEntry,
  FaqRequest,
  KeywordRequest,
  KeywordResult,
  RedactRequest,
  SeoCheckRequest,
  SeoReport,
  SocialMediaRequest,
  SummaryRequest,
  TextRequest,
  TopTenRequest,
  TranscriptResult,
  TranslateRequest,
  Voice,
} from '../catalogue/toolContract.ts';
import {
  faqHistoryTurns,
  faqQuestionMaxLength,
  formalities,
  keywordCount,
  languages,
  redactModes,
  socialPlatforms,
  summaryLengths,
  topTenTopicMaxLength,
  ttsMaxTextLength,
  ttsSpeed,
} from '../catalogue/toolOptions.ts';
import type { EmptyTextCode } from '../catalogue/toolText.ts';
import { deskField as desk } from './houseStyle.ts';

const ids = <T extends readonly { id: string }[]>(options: T) =>
  options.map((option) => option.id) as [T[number]['id'], ...T[number]['id'][]];

/** Missing or not a string → validation-failed; blank → `empty`; longer than `max` → `tooLong`. */
export function textField(
  max: number,
  empty: EmptyTextCode = 'text-empty',
  tooLong: 'text-too-long' | 'validation-failed' = 'text-too-long',
) {
  return z
    .string({ error: 'validation-failed' })
    .refine((text) => text.trim().length > 0, { error: empty, abort: true })
    .refine((text) => text.length <= max, { error: tooLong });
}

const SEO_FIELD_MAX_LENGTH = 1000;
const FOCUS_KEYWORD_MAX_LENGTH = 200;
/** One earlier turn of the FAQ chat, as the browser sends it back. */
export const FAQ_HISTORY_TURN_MAX_LENGTH = 4000;

/** The request body of every text tool, for a gateway whose texts may be `maxTextLength` long. */
export function toolBodySchemas(maxTextLength: number) {
  const text = textField(maxTextLength);
  const language = z.enum(ids(languages));
  const seoField = (max: number) => z.string().max(max).default('');
  return {
    redact: z.object({ text, mode: z.enum(ids(redactModes)), desk }) satisfies z.ZodType<RedactRequest>,
    translate: z.object({
      text,
      source: z.union([z.literal('auto'), language]),
      target: language,
      formality: z.enum(ids(formalities)),
    }) satisfies z.ZodType<TranslateRequest>,
    summarize: z.object({ text, length: z.enum(ids(summaryLengths)), desk }) satisfies z.ZodType<SummaryRequest>,
    pressRelease: z.object({ text, desk }) satisfies z.ZodType<TextRequest>,
    seoLivingDocs: z.object({ text, desk }) satisfies z.ZodType<TextRequest>,
    topTen: z.object({
      topic: textField(topTenTopicMaxLength, 'topic-empty', 'validation-failed'),
      text,
      desk,
    }) satisfies z.ZodType<TopTenRequest>,
    socialMedia: z.object({
      text,
      desk,
      platforms: z.preprocess(
        (value) => value ?? [],
        z
          .array(z.enum(ids(socialPlatforms)))
          .min(1, { error: 'choose-platform' })
          .max(socialPlatforms.length)
          .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'validation-failed' }),
      ),
    }) satisfies z.ZodType<SocialMediaRequest, unknown>,
    seoSelfMade: z.object({
      title: seoField(SEO_FIELD_MAX_LENGTH),
      description: seoField(SEO_FIELD_MAX_LENGTH),
      text: textField(maxTextLength, 'seo-text-empty'),
      focusKeyword: seoField(FOCUS_KEYWORD_MAX_LENGTH),
    }) satisfies z.ZodType<SeoCheckRequest, unknown>,
    keywords: z.object({
      text,
      max: z.number().int().min(keywordCount.min).max(keywordCount.max).default(keywordCount.default),
    }) satisfies z.ZodType<KeywordRequest, unknown>,
  };
}

/** Text-To-Speech; the gateway also checks that the voice is one of its own. */
export const speechBodySchema = z.object({
  text: textField(ttsMaxTextLength),
  voice: z.string(),
  speed: z.number().min(ttsSpeed.min).max(ttsSpeed.max).default(ttsSpeed.default),
});

export const faqAskBodySchema = z.object({
  question: textField(faqQuestionMaxLength, 'question-empty'),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1).max(FAQ_HISTORY_TURN_MAX_LENGTH) }))
    .max(faqHistoryTurns)
    .default([]),
}) satisfies z.ZodType<FaqRequest, unknown>;

const scoredTerm = z.object({ term: z.string(), score: z.number().min(0).max(1) });
export const keywordsReplySchema = z.object({
  keywords: z.array(scoredTerm),
  phrases: z.array(scoredTerm),
}) satisfies z.ZodType<KeywordResult>;
export const seoReportSchema = z.object({
  score: z.number().min(0).max(100),
  readability: z.object({ flesch: z.number(), label: z.string() }),
  checks: z.array(z.object({ id: z.string(), label: z.string(), passed: z.boolean(), suggestion: z.string().optional() })),
}) satisfies z.ZodType<SeoReport>;
export const voicesReplySchema = z.object({ voices: z.array(z.object({ id: z.string(), label: z.string() }) satisfies z.ZodType<Voice>) });
export const transcriptSchema = z.object({
  text: z.string(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
}) satisfies z.ZodType<TranscriptResult>;
export const faqEntrySchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
}) satisfies z.ZodType<FaqEntry>;
export const faqEntriesReplySchema = z.object({ entries: z.array(faqEntrySchema) });

export const capabilitiesReplySchema = z.object({
  unavailableFeatures: z.array(z.string()),
  unavailableRedactModes: z.array(z.enum(ids(redactModes))),
  contact: z.string(),
});
