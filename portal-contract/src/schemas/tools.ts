/**
 * The tools' zod schemas, for the gateway (validation and the OpenAPI description): each tool's schema
 * function from its descriptor file (tools/), keyed by the tool's id, and the answer of
 * GET /v1/capabilities. The text limit is the gateway's configuration (MAX_TEXT_LENGTH), so the
 * schemas are made for a limit.
 */
import { z } from 'zod';
import type { AiCapabilities } from '../catalogue/aiCapabilities.ts';
import { redactModes } from '../catalogue/toolOptions.ts';
import { optionIds } from '../tools/define.ts';
import type { ToolId, ToolSchemas } from '../tools/index.ts';
import { audioTranscriptSchemas } from '../tools/audio-transcript.ts';
import { keywordExtractionSchemas } from '../tools/keyword-extraction.ts';
import { pressReleaseSchemas } from '../tools/press-release.ts';
import { seoLivingDocsSchemas } from '../tools/seo-living-docs.ts';
import { seoSelfMadeSchemas } from '../tools/seo-self-made.ts';
import { socialMediaSchemas } from '../tools/social-media.ts';
import { summarizeSchemas } from '../tools/summarize.ts';
import { textRedactSchemas } from '../tools/text-redact.ts';
import { textSpeechSchemas } from '../tools/text-speech.ts';
import { textTranslationSchemas } from '../tools/text-translation.ts';
import { topTenSchemas } from '../tools/top-ten.ts';
import { workdayFaqSchemas } from '../tools/workday-faq.ts';
import { sourceCheckSchemas } from '../tools/source-check.ts';

export { FAQ_HISTORY_TURN_MAX_LENGTH } from '../tools/workday-faq.ts';
export { keptResultFields, optionIds, textField } from '../tools/define.ts';
export { SOURCE_FINDING_KINDS, sourceFindingSchema } from '../tools/findings.ts';
export { PROVENANCE_ENGINES, provenanceSchema } from '../tools/provenance.ts';
export { AI_TASKS, OFFLINE_GAPS, taskEnvName } from '../tools/derived.ts';

/** Each tool's schema function, by its id (a descriptor without one does not type-check here). */
export const toolSchemas = {
  'text-redact': textRedactSchemas,
  'text-translation': textTranslationSchemas,
  summarize: summarizeSchemas,
  'press-release': pressReleaseSchemas,
  'audio-transcript': audioTranscriptSchemas,
  'source-check': sourceCheckSchemas,
  'seo-living-docs': seoLivingDocsSchemas,
  'seo-self-made': seoSelfMadeSchemas,
  'top-ten': topTenSchemas,
  'social-media': socialMediaSchemas,
  'keyword-extraction': keywordExtractionSchemas,
  'text-speech': textSpeechSchemas,
  'workday-faq': workdayFaqSchemas,
} satisfies Record<ToolId, ToolSchemas>;

export const capabilitiesReplySchema = z.object({
  unavailableFeatures: z.array(z.string()),
  unavailableRedactModes: z.array(z.enum(optionIds(redactModes))),
  contact: z.string(),
}) satisfies z.ZodType<Omit<AiCapabilities, 'unavailableFeatures'>>;
