/**
 * The one OpenAI client of the gateway: OpenAI itself, any OpenAI-compatible server (Ollama, vLLM:
 * OPENAI_BASE_URL) or Azure OpenAI (AZURE_OPENAI_ENDPOINT; models are deployment names).
 */
import OpenAI, { AzureOpenAI } from 'openai';
import type { AiConfig } from '../../config.ts';

/** Ollama and vLLM need no key, but the client insists on one. */
const PLACEHOLDER_KEY = 'kein-schluessel-noetig';

/** One retry is enough for a hiccup; more would keep a waiting user waiting. */
const MAX_RETRIES = 1;

export function createOpenAiClient(ai: Pick<AiConfig, 'apiKey' | 'baseUrl' | 'azure' | 'timeoutMs'>): OpenAI {
  const common = { timeout: ai.timeoutMs, maxRetries: MAX_RETRIES };
  if (ai.azure) {
    // No `deployment` here: each call names its deployment as `model`, so transcription and speech
    // can use other deployments than the text tasks.
    return new AzureOpenAI({ ...common, baseURL: null, endpoint: ai.azure.endpoint, apiVersion: ai.azure.apiVersion, apiKey: ai.apiKey });
  }
  return new OpenAI({ ...common, apiKey: ai.apiKey ?? PLACEHOLDER_KEY, baseURL: ai.baseUrl ?? null });
}
