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
import { correctText } from './correct.ts';
import { answerFromFaq } from './faq.ts';
import { rewritePressRelease } from './pressRelease.ts';
import { suggestSeo } from './seoSuggest.ts';
import { socialPosts } from './socialMedia.ts';
import { loadSpeller } from './spelling.ts';
import { summarize } from './summarize.ts';
import { LOCAL_VOICES, loadMeSpeak, speakGerman } from './tts.ts';
import { topTen } from './topTen.ts';

// The pure analysis functions the routes use outside the provider interface.
export { extractKeywords, type KeywordResult, type ScoredTerm } from './keywords.ts';
export { checkSeo, type SeoCheckInput, type SeoCheckResult } from './seoCheck.ts';
export { FAQ_MATCH_THRESHOLD, rankFaq, readWorkdayFaq, type ScoredFaqEntry } from './faq.ts';
export { readability } from './readability.ts';

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new DOMException('Abgebrochen', 'AbortError');
}

function noProvider(): never {
  throw new ApiError(501, 'no-ai-provider');
}

export async function createLocalProvider(): Promise<AiProvider> {
  // Load the heavy parts once, at start, so that the first request does not pay for them.
  const speller = await loadSpeller();
  await loadMeSpeak();

  return {
    name: 'local',

    async *redact(input, signal): ToolRun<RedactResult> {
      if (input.mode !== 'korrigieren') noProvider();
      throwIfAborted(signal);
      const result = await correctText(speller, input.text, signal);
      yield result.corrected;
      return result;
    },

    // eslint-disable-next-line require-yield -- refuses before the first step, by design
    async *translate(): ToolRun<TranslateResult> {
      noProvider();
    },

    async *summarize(input, signal): ToolRun<SummaryResult> {
      throwIfAborted(signal);
      const summary = summarize(input.text, input.length);
      yield summary;
      return { summary };
    },

    async *pressRelease(input, signal): ToolRun<PressReleaseResult> {
      throwIfAborted(signal);
      const result = rewritePressRelease(input.text);
      yield [result.headline, result.teaser, result.body].filter(Boolean).join('\n\n');
      return result;
    },

    async *seoLivingDocs(input, signal): ToolRun<SeoLivingDocsResult> {
      throwIfAborted(signal);
      const result = suggestSeo(input.text);
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
      const result = topTen(input.topic, input.text);
      yield result.items.map((item, index) => `${index + 1}. ${item.title}\n${item.explanation}`).join('\n\n');
      return result;
    },

    async *socialMedia(input, signal): ToolRun<SocialMediaResult> {
      throwIfAborted(signal);
      const posts = socialPosts(input.text, input.platforms);
      yield posts.map((post) => post.text).join('\n\n');
      return { posts };
    },

    async *answerFaq(input, signal): ToolRun<FaqAnswer> {
      throwIfAborted(signal);
      const result = answerFromFaq(input.question, input.history, input.entries);
      yield result.answer;
      return result;
    },

    voices(): Voice[] {
      return LOCAL_VOICES.map(({ id, label }) => ({ id, label }));
    },

    speak(input, signal): Promise<SpeechAudio> {
      return speakGerman(input, signal);
    },

    async transcribe(_file: AudioFile, _signal: AbortSignal): Promise<TranscriptResult> {
      noProvider();
    },
  };
}
