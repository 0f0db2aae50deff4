/**
 * Server-sent events for the generated-text tools (README, "Streaming"). The provider's first step is
 * awaited before anything is written, so a provider that fails at once still gets the normal JSON
 * error with its status. Then the 200 is committed by hand (reply.hijack) with the headers the
 * normal reply would have had — CORS for the portal origin, helmet's, no-store, rate limit — and
 * deltas, keep-alives and the one result (or error) event follow. The browser going away aborts the
 * provider call through the AbortSignal the generator got.
 */
import { once } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorReply } from '../errors.ts';
import type { ToolRun } from './provider.ts';
import { isAbort } from './openai/errors.ts';

export const KEEP_ALIVE_MS = 10_000;

export async function sendEventStream<Result>(
  request: FastifyRequest,
  reply: FastifyReply,
  start: (signal: AbortSignal) => ToolRun<Result>,
  { keepAliveMs = KEEP_ALIVE_MS }: { keepAliveMs?: number } = {},
): Promise<void> {
  const response = reply.raw;
  const controller = new AbortController();
  const { signal } = controller;
  // 'close' on the response: the answer is complete or the connection is gone; only the latter aborts.
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', onClose);
  // A write after the browser left must not become an unhandled 'error' event.
  response.on('error', () => controller.abort());

  const run = start(signal);
  let first: IteratorResult<string, Result>;
  try {
    first = await run.next();
  } catch (error) {
    if (signal.aborted || isAbort(error)) return abandon(reply);
    response.off('close', onClose);
    throw error; // the normal JSON error reply (ApiError or 500)
  }
  if (signal.aborted) {
    await run.return(undefined as Result).catch(() => undefined);
    return abandon(reply);
  }

  reply.hijack();
  const replyHeaders = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  response.writeHead(200, {
    ...(Object.fromEntries(replyHeaders) as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  // Each write waits for a full socket buffer to drain, or for the connection to go.
  const write = async (chunk: string) => {
    if (signal.aborted || response.destroyed) return;
    if (!response.write(chunk)) await Promise.race([once(response, 'drain'), once(signal, 'abort')]).catch(() => undefined);
  };
  const event = (name: string, data: unknown) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  const keepAlive = setInterval(() => void write(': keep-alive\n\n'), keepAliveMs);

  try {
    let step = first;
    while (!step.done) {
      if (step.value) await event('delta', { text: step.value });
      if (signal.aborted) break;
      step = await run.next();
    }
    if (step.done && !signal.aborted) await event('result', step.value);
  } catch (error) {
    if (!signal.aborted && !isAbort(error)) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (!apiError) request.log.error({ err: error }, 'stream failed');
      else request.log.warn({ code: apiError.code }, 'stream failed');
      await event('error', apiError ? errorReply(apiError.code, apiError.params) : errorReply('internal-error'));
    }
  } finally {
    clearInterval(keepAlive);
    if (signal.aborted) {
      // Stops the provider call if the generator is still suspended at a yield.
      await run.return(undefined as Result).catch(() => undefined);
      response.destroy();
    } else {
      response.end();
    }
  }
}

/** The browser left before anything was sent: nothing to answer (and nothing to log as an error). */
export function abandon(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.destroy();
}
