/**
 * OpenAI client errors → the gateway's answers (README, "Contract: AI tools"): the provider refused
 * the input → 502 ai-invalid-request; the provider failed, was busy, slow or unreachable → 502
 * ai-provider-error. A request the client aborted is not an error: it is passed on as it is.
 */
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { ApiError } from '../../errors.ts';
import { UnparsableAnswer } from '../prompts/frame.ts';

/** `cause` goes to the log (describeError), never to the browser. */
export const providerFailed = (cause?: unknown) => withCause(new ApiError(502, 'ai-provider-error'), cause);
export const providerRefused = (cause?: unknown) => withCause(new ApiError(502, 'ai-invalid-request'), cause);

function withCause(error: ApiError, cause: unknown): ApiError {
  if (cause !== undefined) error.cause = describeError(cause);
  return error;
}

const REFUSED_INPUT = new Set([400, 413, 422]);

export function isAbort(error: unknown): boolean {
  return error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError');
}

/** `midStream`: the answer had started, so whatever breaks it now is the provider's failure. */
export function toApiError(error: unknown, { midStream = false } = {}): unknown {
  if (error instanceof ApiError || isAbort(error)) return error;
  if (error instanceof UnparsableAnswer) return providerFailed(error);
  // Timeouts and connection errors are APIConnectionErrors without a status.
  if (error instanceof APIConnectionError) return providerFailed(error);
  if (error instanceof APIError) {
    if (error.status === undefined) return providerFailed(error); // an error event inside the stream
    if (REFUSED_INPUT.has(error.status)) return providerRefused(error);
    if (error.status >= 500 || error.status === 429) return providerFailed(error);
    // 401, 403, 404: the gateway's configuration is wrong (key, model, deployment) – ours to fix.
    return error;
  }
  return midStream ? providerFailed(error) : error;
}

/** What the log may say about a provider error: status and type, never headers (keys) or bodies. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof APIError)
    return { name: error.name, status: error.status, type: error.type, code: error.code, message: error.message };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { error: String(error) };
}
