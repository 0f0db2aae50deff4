/**
 * The AI provider the configuration asks for, created once at start: `openai` (OpenAI, Azure OpenAI,
 * Ollama, vLLM), `local` (offline German NLP; loading its dictionaries takes a moment), or both, when
 * AI_PROVIDER_<NAME> sends single tasks elsewhere than AI_PROVIDER — then each task goes to its own.
 */
import type { AiConfig, AiTask } from '../config.ts';
import { createLocalProvider } from './local/localProvider.ts';
import { createOpenAiProvider } from './openai/openaiProvider.ts';
import type { AiProvider } from './provider.ts';
import type { OfflineEngine } from './local/pool/offlinePool.ts';

export async function createProvider(ai: AiConfig, offline?: OfflineEngine): Promise<AiProvider> {
  const wanted = new Set(Object.values(ai.providers));
  const local = wanted.has('local') ? await createLocalProvider(offline) : undefined;
  const openai = wanted.has('openai') ? createOpenAiProvider(ai) : undefined;
  if (!local) return openai!;
  if (!openai) return local;
  return routeByTask(ai.providers, { local, openai });
}

/** One provider whose tasks each run on the provider the configuration names for them. */
export function routeByTask(providers: Record<AiTask, 'local' | 'openai'>, by: Record<'local' | 'openai', AiProvider>): AiProvider {
  const of = (task: AiTask) => by[providers[task]];
  return {
    name: 'mixed',
    redact: (input, signal) => of('REDACT').redact(input, signal),
    translate: (input, signal) => of('TRANSLATE').translate(input, signal),
    summarize: (input, signal) => of('SUMMARIZE').summarize(input, signal),
    pressRelease: (input, signal) => of('PRESS_RELEASE').pressRelease(input, signal),
    seoLivingDocs: (input, signal) => of('SEO').seoLivingDocs(input, signal),
    topTen: (input, signal) => of('TOP_TEN').topTen(input, signal),
    socialMedia: (input, signal) => of('SOCIAL_MEDIA').socialMedia(input, signal),
    answerFaq: (input, signal) => of('FAQ').answerFaq(input, signal),
    voices: () => of('TTS').voices(),
    speak: (input, signal) => of('TTS').speak(input, signal),
    transcribe: (file, signal) => of('TRANSCRIBE').transcribe(file, signal),
  };
}
