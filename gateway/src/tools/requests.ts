/**
 * What every AI tool route shares (tools/routes.ts, tools/audioRoutes.ts, faq/routes.ts): the text field's checks
 * in the contract's order, the body limit, turning a validation error into the catalogue answer
 * (`text-too-long` names the route's limit), and aborting a call when the browser goes away.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { abandon } from '../ai/sse.ts';
import { ApiError, validationCode } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit a `text-too-long` answer of this route names. */
    textMax?: number;
  }
}

/** Room for `maxTextLength` characters of JSON-escaped text (up to 6 bytes each) and the options. */
export const bodyLimitFor = (maxTextLength: number) => Math.max(1024 * 1024, maxTextLength * 6 + 64 * 1024);

/** Turns the route's attached validation error into the catalogue answer (see the file comment). */
export async function rejectInvalidBody(request: FastifyRequest): Promise<void> {
  const error = request.validationError as (FastifyError & { validation?: { message?: string }[] }) | undefined;
  if (!error) return;
  const code = validationCode((error.validation ?? []).map((issue) => issue.message));
  const max = request.routeOptions.config.textMax;
  throw new ApiError(400, code, code === 'text-too-long' && max !== undefined ? { max } : undefined);
}

/**
 * A non-streamed AI call (speech, transcription) that is aborted when the browser goes away before
 * the answer is complete; then there is no one to answer, so nothing is sent.
 */
export async function whileConnected<T>(reply: FastifyReply, call: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.once('close', onClose);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    abandon(reply);
    return undefined;
  } finally {
    reply.raw.off('close', onClose);
  }
}
