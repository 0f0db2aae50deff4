/**
 * The `local` AI provider: German language processing that runs offline, inside the gateway.
 *
 * What it can do honestly without a generative model, it does with classic methods: spelling and
 * typography (Hunspell + rules), extractive summaries and top-ten lists (TextRank), keywords (YAKE-
 * style statistics), SEO and social texts assembled from the article's own sentences, press-release
 * clean-up, FAQ answers quoted from the best-matching entry (BM25), and speech (meSpeak). What needs a
 * model – translation, transcription, a style rewrite ("redigieren") – it refuses with 501
 * `no-ai-provider` at the first step, before any stream starts, instead of faking it.
 *
 * Generated-text tasks yield the whole result as one delta (the work takes milliseconds; pretending
 * to type would only slow the page down) and return the structured result.
 */
import { ApiError } from '../../errors.ts';
import type {
  AiProvider,
  AudioFile,
  FaqAnswer,
  PressReleaseResult,
  RedactResult,
  SeoLivingDocsResult,
  SocialMediaResult,
  SpeechAudio,
  SummaryResult,
  ToolRun,
  TopTenResult,
  TranscriptResult,
  TranslateResult,
  Voice,
} from '../provider.ts';
import { sharedOfflinePool, type OfflineEngine } from './pool/offlinePool.ts';
import { LOCAL_VOICES, loadMeSpeak, speakGerman } from './tts.ts';

// The analyses the routes use outside the provider interface run in the same pool (offlineEngine.run).
export { type KeywordResult, type ScoredTerm } from './keywords.ts';
export { type SeoCheckInput, type SeoCheckResult } from './seoCheck.ts';
export { FAQ_MATCH_THRESHOLD, rankFaq, readWorkdayFaq, type ScoredFaqEntry } from './faq.ts';
export { readability } from './readability.ts';

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new DOMException('Abgebrochen', 'AbortError');
}

function noProvider(): never {
  throw new ApiError(501, 'no-ai-provider');
}

/** `offline`: the worker pool every text task runs in (the event loop only waits for it). */
export async function createLocalProvider(offline: OfflineEngine = sharedOfflinePool()): Promise<AiProvider> {
  // Load the heavy parts once, at start, so that the first request does not pay for them: the
  // dictionary in every worker (one warm-up per thread), meSpeak in its own worker.
  await Promise.all([
    ...Array.from({ length: offline.options.threads }, () => offline.run('warmUp', {}).catch(() => false)),
    loadMeSpeak(),
  ]);

  return {
    name: 'local',

    async *redact(input, signal): ToolRun<RedactResult> {
      if (input.mode !== 'korrigieren') noProvider();
      throwIfAborted(signal);
      const result = await offline.run('correct', { text: input.text }, signal);
      yield result.corrected;
      return result;
    },

    // eslint-disable-next-line require-yield -- refuses before the first step, by design
    async *translate(): ToolRun<TranslateResult> {
      noProvider();
    },

    async *summarize(input, signal): ToolRun<SummaryResult> {
      throwIfAborted(signal);
      const summary = await offline.run('summarize', { text: input.text, length: input.length }, signal);
      yield summary;
      return { summary };
    },

    async *pressRelease(input, signal): ToolRun<PressReleaseResult> {
      throwIfAborted(signal);
      const result = await offline.run('pressRelease', { text: input.text }, signal);
      yield [result.headline, result.teaser, result.body].filter(Boolean).join('\n\n');
      return result;
    },

    async *seoLivingDocs(input, signal): ToolRun<SeoLivingDocsResult> {
      throwIfAborted(signal);
      const result = await offline.run('suggestSeo', { text: input.text }, signal);
      yield [
        `Titel: ${result.title}`,
        `Beschreibung: ${result.description}`,
        `Fokus-Keyword: ${result.focusKeyword}`,
        `Keywords: ${result.keywords.join(', ')}`,
        `Slug: ${result.slug}`,
      ].join('\n');
      return result;
    },

    async *topTen(input, signal): ToolRun<TopTenResult> {
      throwIfAborted(signal);
      const result = await offline.run('topTen', { topic: input.topic, text: input.text }, signal);
      yield result.items.map((item, index) => `${index + 1}. ${item.title}\n${item.explanation}`).join('\n\n');
      return result;
    },

    async *socialMedia(input, signal): ToolRun<SocialMediaResult> {
      throwIfAborted(signal);
      const posts = await offline.run('socialPosts', { text: input.text, platforms: input.platforms }, signal);
      yield posts.map((post) => post.text).join('\n\n');
      return { posts };
    },

    async *answerFaq(input, signal): ToolRun<FaqAnswer> {
      throwIfAborted(signal);
      const result = await offline.run('answerFaq', { question: input.question, history: input.history, entries: input.entries }, signal);
      yield result.answer;
      return result;
    },

    voices(): Voice[] {
      return LOCAL_VOICES.map(({ id, label }) => ({ id, label }));
    },

    // Speech runs in meSpeak's own worker (speechEngine.ts), one utterance at a time; its budget is
    // twice a text task's, since a long text is many utterances (~¼ s each).
    async speak(input, signal): Promise<SpeechAudio> {
      const budget = AbortSignal.timeout(offline.options.taskBudgetMs * 2);
      try {
        return await speakGerman(input, AbortSignal.any([signal, budget]));
      } catch (error) {
        if (budget.aborted && !signal.aborted) throw new ApiError(422, 'offline-too-complex');
        throw error;
      }
    },

    async transcribe(_file: AudioFile, _signal: AbortSignal): Promise<TranscriptResult> {
      noProvider();
    },
  };
}
