/**
 * The one OpenAI client of the gateway: OpenAI itself, any OpenAI-compatible server (Ollama, vLLM:
 * OPENAI_BASE_URL) or Azure OpenAI (AZURE_OPENAI_ENDPOINT; models are deployment names).
 */
import OpenAI, { AzureOpenAI } from 'openai';
import type { AiConfig } from '../../config.ts';

/** Ollama and vLLM need no key, but the client insists on one. */
const PLACEHOLDER_KEY = 'kein-schluessel-noetig';

/**
 * One retry is enough for a hiccup; more would keep a waiting user waiting. Where a failing task
 * hands over to another provider (AI_FAILOVER, docs/personal-data.md), that provider is the retry:
 * a silent server then costs one AI_TIMEOUT_MS, not two.
 */
const MAX_RETRIES = 1;

export function createOpenAiClient(
  ai: Pick<AiConfig, 'apiKey' | 'baseUrl' | 'azure' | 'timeoutMs'> & Partial<Pick<AiConfig, 'chains'>>,
): OpenAI {
  const failsOver = Object.values(ai.chains ?? {}).some(
    (chain) => chain.indexOf('openai') !== -1 && chain.indexOf('openai') < chain.length - 1,
  );
  const common = { timeout: ai.timeoutMs, maxRetries: failsOver ? 0 : MAX_RETRIES };
  if (ai.azure) {
    // No `deployment` here: each call names its deployment as `model`, so transcription and speech
    // can use other deployments than the text tasks.
    return new AzureOpenAI({ ...common, baseURL: null, endpoint: ai.azure.endpoint, apiVersion: ai.azure.apiVersion, apiKey: ai.apiKey });
  }
  return new OpenAI({ ...common, apiKey: ai.apiKey ?? PLACEHOLDER_KEY, baseURL: ai.baseUrl ?? null });
}
