/**
 * One interface for every AI task, two implementations: `openai` (official package; OpenAI, Azure
 * OpenAI, Ollama, vLLM) and `local` (offline German NLP). Routes only ever see this interface.
 *
 * A generated-text task is an async generator: it yields text deltas for display while it works and
 * returns the whole result. The route pulls the first step before it commits `200 text/event-stream`,
 * so a provider that fails at once (or a local provider that cannot do the task: ApiError 501
 * `no-ai-provider`) still gets a normal JSON error with its status.
 */
import type {
  Formality,
  LanguageId,
  RedactMode,
  SocialPlatform,
  SourceLanguage,
  SummaryLength,
} from '../../../shared-ui/src/catalogue/toolOptions.ts';

export type ToolRun<Result> = AsyncGenerator<string, Result, void>;

export interface RedactChange {
  original: string;
  replacement: string;
  /** German, e.g. „Rechtschreibung“, „Typografie: Anführungszeichen“. */
  reason: string;
}
export interface RedactResult {
  corrected: string;
  changes: RedactChange[];
}
export interface TranslateResult {
  translation: string;
}
export interface SummaryResult {
  summary: string;
}
export interface PressReleaseResult {
  headline: string;
  teaser: string;
  body: string;
}
export interface SeoLivingDocsResult {
  title: string;
  description: string;
  focusKeyword: string;
  keywords: string[];
  slug: string;
}
export interface TopTenResult {
  items: { title: string; explanation: string }[];
}
export interface SocialPost {
  platform: SocialPlatform;
  /** The whole post, hashtags included, within the platform's limit. */
  text: string;
  hashtags: string[];
}
export interface SocialMediaResult {
  posts: SocialPost[];
}
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}
export interface FaqAnswer {
  answer: string;
  sources: { id: string; question: string; category: string }[];
}
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
export interface Voice {
  id: string;
  label: string;
}
export interface SpeechAudio {
  audio: Buffer;
  contentType: 'audio/wav' | 'audio/mpeg';
  extension: 'wav' | 'mp3';
}
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}
export interface TranscriptResult {
  text: string;
  segments: TranscriptSegment[];
}
export interface AudioFile {
  data: Buffer;
  filename: string;
  mimeType: string;
}

export interface AiProvider {
  readonly name: 'local' | 'openai';
  redact(input: { text: string; mode: RedactMode }, signal: AbortSignal): ToolRun<RedactResult>;
  translate(
    input: { text: string; source: SourceLanguage; target: LanguageId; formality: Formality },
    signal: AbortSignal,
  ): ToolRun<TranslateResult>;
  summarize(input: { text: string; length: SummaryLength }, signal: AbortSignal): ToolRun<SummaryResult>;
  pressRelease(input: { text: string }, signal: AbortSignal): ToolRun<PressReleaseResult>;
  seoLivingDocs(input: { text: string }, signal: AbortSignal): ToolRun<SeoLivingDocsResult>;
  topTen(input: { topic: string; text: string }, signal: AbortSignal): ToolRun<TopTenResult>;
  socialMedia(input: { text: string; platforms: SocialPlatform[] }, signal: AbortSignal): ToolRun<SocialMediaResult>;
  /** `entries` are the FAQ entries the route retrieved (BM25, best first); answer only from them. */
  answerFaq(
    input: { question: string; history: ChatTurn[]; entries: FaqEntry[] },
    signal: AbortSignal,
  ): ToolRun<FaqAnswer>;
  voices(): Voice[];
  speak(input: { text: string; voice: string; speed: number }, signal: AbortSignal): Promise<SpeechAudio>;
  transcribe(file: AudioFile, signal: AbortSignal): Promise<TranscriptResult>;
}
