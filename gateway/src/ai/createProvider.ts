/**
 * The AI provider the configuration asks for, created once at start: `openai` (OpenAI, Azure OpenAI,
 * Ollama, vLLM) or `local` (offline German NLP; loading its dictionaries takes a moment).
 */
import type { AiConfig } from '../config.ts';
import { createLocalProvider } from './local/localProvider.ts';
import { createOpenAiProvider } from './openai/openaiProvider.ts';
import type { AiProvider } from './provider.ts';

export async function createProvider(ai: AiConfig): Promise<AiProvider> {
  return ai.provider === 'openai' ? createOpenAiProvider(ai) : createLocalProvider();
}
