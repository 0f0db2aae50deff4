/**
 * One streamed chat completion as an async generator: yields the text deltas, returns the whole text.
 * The client's own timeout ends when the answer's headers arrive; a stream that then stalls is caught
 * here by an idle timer (no chunk for `timeoutMs` → ai-provider-error), so nothing hangs forever.
 * An answer that ends without a finish reason broke off (connection dropped) and is a provider error.
 */
import { APIUserAbortError, type default as OpenAI } from 'openai';
import { isAbort, providerFailed, providerRefused, toApiError } from './errors.ts';
import type { ChatMessage } from '../prompts/frame.ts';
import type { TokenMeter } from '../../usage/meter.ts';

export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  /** Low for corrections and facts, a little higher for social posts. */
  temperature: number;
  /** A cut-off answer is useless for some tasks (a corrected text must be whole). */
  mustFinish?: boolean;
};

export async function* streamChat(
  client: OpenAI,
  request: ChatRequest,
  signal: AbortSignal,
  timeoutMs: number,
  /** Hears the tokens the provider reports (usage dashboard); passed with the run, not looked up. */
  meter?: TokenMeter,
): AsyncGenerator<string, string, void> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), timeoutMs);
  };
  const disarm = () => clearTimeout(timer);
  let started = false;
  let text = '';
  let finishReason: string | null | undefined;
  try {
    arm();
    const stream = await client.chat.completions.create(
      {
        model: request.model,
        messages: request.messages,
        temperature: request.temperature,
        stream: true,
        // The last chunk then reports the tokens (usage dashboard); servers without it send none.
        stream_options: { include_usage: true },
      },
      { signal: AbortSignal.any([signal, idle.signal]) },
    );
    started = true;
    for await (const chunk of stream) {
      if (chunk.usage) {
        meter?.report({ model: request.model, input: chunk.usage.prompt_tokens, output: chunk.usage.completion_tokens });
      }
      // Some servers send chunks without choices (usage, keep-alive).
      const choice = chunk.choices[0];
      if (choice?.finish_reason) finishReason = choice.finish_reason;
      const delta = choice?.delta?.content ?? '';
      if (!delta) {
        arm();
        continue;
      }
      text += delta;
      // The idle timer measures the provider, not how fast the browser reads.
      disarm();
      yield delta;
      arm();
    }
    // The client's stream ends quietly when it is aborted or the connection drops; say why here.
    if (signal.aborted) throw new APIUserAbortError();
    if (idle.signal.aborted || !finishReason) throw providerFailed();
  } catch (error) {
    if (signal.aborted) throw isAbort(error) ? error : new APIUserAbortError();
    if (idle.signal.aborted) throw providerFailed();
    throw toApiError(error, { midStream: started });
  } finally {
    disarm();
  }
  if (finishReason === 'content_filter') throw providerRefused();
  if (finishReason === 'length' && request.mustFinish) throw providerFailed();
  return text;
}
