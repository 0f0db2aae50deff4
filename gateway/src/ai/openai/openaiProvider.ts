/**
 * The `openai` provider: German prompts (../prompts), streamed chat completions, parsed and checked
 * results; Whisper-style transcription and speech. Works with OpenAI, Azure OpenAI and any
 * OpenAI-compatible server (Ollama, vLLM) through the one client from client.ts.
 */
import type OpenAI from 'openai';
import { toFile } from 'openai';
import { z } from 'zod';
import type { AiConfig, AiTask } from '../../config.ts';
import { messages as catalogue } from 'portal-contract';
import type { AiProvider, FaqAnswer, ToolRun, TranscriptResult, Voice } from '../provider.ts';
import type { ChatMessage } from '../prompts/frame.ts';
import type { TokenMeter } from '../../usage/meter.ts';
import { parsePressRelease, pressReleasePrompt } from '../prompts/pressRelease.ts';
import { parseRedact, redactPrompt } from '../prompts/redact.ts';
import { parseSeoLivingDocs, seoLivingDocsPrompt } from '../prompts/seoLivingDocs.ts';
import { parseSocialMedia, socialMediaPrompt } from '../prompts/socialMedia.ts';
import { parseSummary, summarizePrompt } from '../prompts/summarize.ts';
import { withStyleInstructions } from '../prompts/frame.ts';
import { parseTopTen, topTenPrompt } from '../prompts/topTen.ts';
import { parseTranslate, translatePrompt } from '../prompts/translate.ts';
import { SOURCES_WORD, parseFaqAnswer, workdayFaqPrompt } from '../prompts/workdayFaq.ts';
import { streamChat } from './chatStream.ts';
import { createOpenAiClient } from './client.ts';
import { providerFailed, toApiError } from './errors.ts';
import { withoutTrailingLine } from './holdBack.ts';

/** The built-in voices; all speak German, the labels say how they sound. */
export const OPENAI_VOICES: Voice[] = [
  { id: 'nova', label: 'Nova – weiblich, freundlich' },
  { id: 'shimmer', label: 'Shimmer – weiblich, klar' },
  { id: 'alloy', label: 'Alloy – neutral, ausgeglichen' },
  { id: 'echo', label: 'Echo – männlich, ruhig' },
  { id: 'onyx', label: 'Onyx – männlich, tief' },
  { id: 'fable', label: 'Fable – erzählend, britisch gefärbt' },
];

const verboseTranscript = z.object({
  text: z.string(),
  duration: z.number().optional(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).nullish(),
});

type Settings = Pick<AiConfig, 'models' | 'timeoutMs'>;

export function createOpenAiProvider(
  ai: Settings & Pick<AiConfig, 'apiKey' | 'baseUrl' | 'azure'>,
  client: OpenAI = createOpenAiClient(ai),
): AiProvider {
  /** Streams one completion, then turns the whole answer into the tool's result. */
  async function* run<Result>(
    task: AiTask,
    messages: ChatMessage[],
    { signal, meter }: { signal: AbortSignal; meter?: TokenMeter | undefined },
    parse: (output: string) => Result | Promise<Result>,
    options: { temperature?: number; mustFinish?: boolean } = {},
  ): ToolRun<Result> {
    const output = yield* streamChat(
      client,
      { model: ai.models[task], messages, temperature: options.temperature ?? 0.2, mustFinish: options.mustFinish ?? false },
      signal,
      ai.timeoutMs,
      meter,
    );
    try {
      return await parse(output);
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    name: 'openai',
    redact: (input, signal, meter) =>
      run(
        'text-redact',
        withStyleInstructions(redactPrompt(input), input.styleInstructions),
        { signal, meter },
        (output) => parseRedact(output, input),
        {
          temperature: 0,
          mustFinish: true,
        },
      ),
    translate: (input, signal, meter) =>
      run('text-translation', translatePrompt(input), { signal, meter }, parseTranslate, { mustFinish: true }),
    summarize: (input, signal, meter) =>
      run('summarize', withStyleInstructions(summarizePrompt(input), input.styleInstructions), { signal, meter }, (output) =>
        parseSummary(output, input),
      ),
    pressRelease: (input, signal, meter) =>
      run(
        'press-release',
        withStyleInstructions(pressReleasePrompt(input), input.styleInstructions),
        { signal, meter },
        parsePressRelease,
        {
          temperature: 0.3,
        },
      ),
    seoLivingDocs: (input, signal, meter) =>
      run(
        'seo-living-docs',
        withStyleInstructions(seoLivingDocsPrompt(input), input.styleInstructions),
        { signal, meter },
        parseSeoLivingDocs,
        {
          temperature: 0.3,
        },
      ),
    topTen: (input, signal, meter) =>
      run('top-ten', withStyleInstructions(topTenPrompt(input), input.styleInstructions), { signal, meter }, parseTopTen, {
        temperature: 0.3,
      }),
    socialMedia: (input, signal, meter) =>
      run(
        'social-media',
        withStyleInstructions(socialMediaPrompt(input), input.styleInstructions),
        { signal, meter },
        (output) => parseSocialMedia(output, input),
        { temperature: 0.7 },
      ),

    async *answerFaq(input, signal, meter): ToolRun<FaqAnswer> {
      // Nothing retrieved: nothing to ground an answer in, so the model is not asked at all.
      if (input.entries.length === 0) {
        yield catalogue['faq-no-match'];
        return { answer: catalogue['faq-no-match'], sources: [] };
      }
      const answer = run('workday-faq', workdayFaqPrompt(input), { signal, meter }, (output) => parseFaqAnswer(output, input.entries));
      // The "QUELLEN: …" line is for the parser; the stream shows only the answer.
      return yield* withoutTrailingLine(answer, SOURCES_WORD);
    },

    voices: () => OPENAI_VOICES,

    async speak({ text, voice, speed }, signal) {
      try {
        const response = await client.audio.speech.create(
          { model: ai.models['text-speech'], voice, input: text, speed, response_format: 'mp3' },
          { signal },
        );
        const audio = Buffer.from(await response.arrayBuffer());
        if (audio.length === 0) throw providerFailed();
        return { audio, contentType: 'audio/mpeg', extension: 'mp3' };
      } catch (error) {
        throw toApiError(error);
      }
    },

    async transcribe(file, signal): Promise<TranscriptResult> {
      let answer: unknown;
      try {
        answer = await client.audio.transcriptions.create(
          {
            model: ai.models['audio-transcript'],
            file: await toFile(file.data, file.filename, { type: file.mimeType }),
            response_format: 'verbose_json',
            timestamp_granularities: ['segment'],
          },
          { signal },
        );
      } catch (error) {
        throw toApiError(error);
      }
      const parsed = verboseTranscript.safeParse(answer);
      if (!parsed.success) throw providerFailed();
      const text = parsed.data.text.trim();
      const segments = (parsed.data.segments ?? [])
        .map((segment) => ({ start: segment.start, end: segment.end, text: segment.text.trim() }))
        .filter((segment) => segment.text);
      // A server without segments: the whole text as one, so .srt still works.
      if (segments.length === 0 && text) segments.push({ start: 0, end: parsed.data.duration ?? 0, text });
      return { text, segments };
    },
  };
}
