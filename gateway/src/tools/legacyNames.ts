/**
 * The names tools had before they were named by their id (docs/configuration.md), still answered:
 * the gateway paths pages of earlier releases call (a remote may be older than the gateway) and the
 * environment names of their AI tasks. Gateway-only, so no browser bundle carries them.
 */
import type { ToolId } from 'portal-contract';

export interface LegacyNames {
  /** `AI_PROVIDER_<name>`. */
  provider?: string;
  /** `AI_MODEL_<name>`. */
  model?: string;
  paths?: readonly `/v1/${string}`[];
}

export const LEGACY_NAMES: Partial<Record<ToolId, LegacyNames>> = {
  'audio-transcript': { provider: 'TRANSCRIPTION', model: 'TRANSCRIBE', paths: ['/v1/tools/transcribe'] },
  'keyword-extraction': { paths: ['/v1/tools/keywords'] },
  'seo-living-docs': { provider: 'SEO', model: 'SEO' },
  'text-redact': { provider: 'REDACT', model: 'REDACT', paths: ['/v1/tools/redact'] },
  'text-speech': { provider: 'SPEECH', model: 'TTS', paths: ['/v1/tools/tts'] },
  'text-translation': { provider: 'TRANSLATE', model: 'TRANSLATE', paths: ['/v1/tools/translate'] },
  'workday-faq': { provider: 'FAQ', model: 'FAQ', paths: ['/v1/workday-faq/ask'] },
};
