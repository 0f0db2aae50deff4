/**
 * The AI provider the configuration asks for, created once at start: `openai` (OpenAI, Azure OpenAI,
 * Ollama, vLLM), `local` (offline German NLP; loading its dictionaries takes a moment), or both, when
 * AI_PROVIDER_<NAME> sends single tasks elsewhere than AI_PROVIDER — then each task goes to its own.
 */
import type { AiConfig, AiProviderName, AiTask } from '../config.ts';
import { createLocalProvider } from './local/localProvider.ts';
import { createOpenAiProvider } from './openai/openaiProvider.ts';
import type { AiProvider } from './provider.ts';
import type { OfflineEngine } from './local/pool/offlinePool.ts';

export async function createProvider(ai: AiConfig, offline?: OfflineEngine): Promise<AiProvider> {
  return providerOf(ai, await createProviders(ai, offline));
}

export type Providers = Partial<Record<AiProviderName, AiProvider>>;

/** Each provider the tasks or their failover (AI_FAILOVER) name, created once. */
export async function createProviders(ai: AiConfig, offline?: OfflineEngine): Promise<Providers> {
  const wanted = new Set([...Object.values(ai.providers), ...Object.values(ai.chains).flat()]);
  return {
    ...(wanted.has('local') ? { local: await createLocalProvider(offline) } : {}),
    ...(wanted.has('openai') ? { openai: createOpenAiProvider(ai) } : {}),
  };
}

/** The one provider the routes without failover use (speech, transcription): each task's own. */
export function providerOf(ai: AiConfig, { local, openai }: Providers): AiProvider {
  const primaries = new Set(Object.values(ai.providers));
  if (!primaries.has('local')) return openai!;
  if (!primaries.has('openai')) return local!;
  return routeByTask(ai.providers, { local: local!, openai: openai! });
}

/** One provider whose tasks each run on the provider the configuration names for them. */
export function routeByTask(providers: Record<AiTask, 'local' | 'openai'>, by: Record<'local' | 'openai', AiProvider>): AiProvider {
  const of = (task: AiTask) => by[providers[task]];
  return {
    name: 'mixed',
    redact: (input, signal, meter) => of('text-redact').redact(input, signal, meter),
    translate: (input, signal, meter) => of('text-translation').translate(input, signal, meter),
    summarize: (input, signal, meter) => of('summarize').summarize(input, signal, meter),
    pressRelease: (input, signal, meter) => of('press-release').pressRelease(input, signal, meter),
    seoLivingDocs: (input, signal, meter) => of('seo-living-docs').seoLivingDocs(input, signal, meter),
    topTen: (input, signal, meter) => of('top-ten').topTen(input, signal, meter),
    socialMedia: (input, signal, meter) => of('social-media').socialMedia(input, signal, meter),
    answerFaq: (input, signal, meter) => of('workday-faq').answerFaq(input, signal, meter),
    voices: () => of('text-speech').voices(),
    speak: (input, signal) => of('text-speech').speak(input, signal),
    transcribe: (file, signal) => of('audio-transcript').transcribe(file, signal),
  };
}
