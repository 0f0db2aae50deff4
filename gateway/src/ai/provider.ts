/**
 * One interface for every AI task, two implementations: `openai` (official package; OpenAI, Azure
 * OpenAI, Ollama, vLLM) and `local` (offline German NLP). Routes only ever see this interface.
 *
 * A generated-text task takes its abort signal and the run's token meter (the provider reports the
 * tokens it used there). It is an async generator: it yields text deltas for display while it works and
 * returns the whole result. The route pulls the first step before it commits `200 text/event-stream`,
 * so a provider that fails at once (or a local provider that cannot do the task: ApiError 501
 * `no-ai-provider`) still gets a normal JSON error with its status.
 */
import {
  type ChatTurn,
  type FaqAnswer,
  type FaqEntry,
  type PressReleaseResult,
  type RedactResult,
  type SeoLivingDocsResult,
  type SocialMediaResult,
  type SummaryResult,
  type TopTenResult,
  type TranscriptResult,
  type TranslateResult,
  type Voice,
  type Formality,
  type LanguageId,
  type RedactMode,
  type SocialPlatform,
  type SourceLanguage,
  type SummaryLength,
} from 'portal-contract';

import type { TokenMeter } from '../usage/meter.ts';

// The wire shapes live in portal-contract, so the pages and the gateway cannot drift apart.
export type * from 'portal-contract';

export type ToolRun<Result> = AsyncGenerator<string, Result, void>;

export interface SpeechAudio {
  audio: Buffer;
  contentType: 'audio/wav' | 'audio/mpeg';
  extension: 'wav' | 'mp3';
}
export interface AudioFile {
  data: Buffer;
  filename: string;
  mimeType: string;
}

/** The tenant's house-style instructions; a generative provider puts them in its prompt, the offline one cannot. */
export type HouseStyleGuided = { styleInstructions?: readonly string[] | undefined };

export interface AiProvider {
  /** `mixed`: the tasks run on different providers (AI_PROVIDER_<NAME>). */
  readonly name: 'local' | 'openai' | 'mixed';
  redact(input: { text: string; mode: RedactMode } & HouseStyleGuided, signal: AbortSignal, meter?: TokenMeter): ToolRun<RedactResult>;
  translate(
    input: { text: string; source: SourceLanguage; target: LanguageId; formality: Formality },
    signal: AbortSignal,
    meter?: TokenMeter,
  ): ToolRun<TranslateResult>;
  summarize(
    input: { text: string; length: SummaryLength } & HouseStyleGuided,
    signal: AbortSignal,
    meter?: TokenMeter,
  ): ToolRun<SummaryResult>;
  pressRelease(input: { text: string } & HouseStyleGuided, signal: AbortSignal, meter?: TokenMeter): ToolRun<PressReleaseResult>;
  seoLivingDocs(input: { text: string } & HouseStyleGuided, signal: AbortSignal, meter?: TokenMeter): ToolRun<SeoLivingDocsResult>;
  topTen(input: { topic: string; text: string } & HouseStyleGuided, signal: AbortSignal, meter?: TokenMeter): ToolRun<TopTenResult>;
  socialMedia(
    input: { text: string; platforms: SocialPlatform[] } & HouseStyleGuided,
    signal: AbortSignal,
    meter?: TokenMeter,
  ): ToolRun<SocialMediaResult>;
  /** `entries` are the FAQ entries the route retrieved (BM25, best first); answer only from them. */
  answerFaq(
    input: { question: string; history: ChatTurn[]; entries: FaqEntry[] },
    signal: AbortSignal,
    meter?: TokenMeter,
  ): ToolRun<FaqAnswer>;
  voices(): Voice[];
  speak(input: { text: string; voice: string; speed: number }, signal: AbortSignal): Promise<SpeechAudio>;
  transcribe(file: AudioFile, signal: AbortSignal): Promise<TranscriptResult>;
}
