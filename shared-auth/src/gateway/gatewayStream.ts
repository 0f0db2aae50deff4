import { GatewayError, errorFromBody, gatewayRequest } from './gatewayFetch';
import type { ToolBody, ToolPathOf, ToolResult } from 'portal-contract';

export interface StreamOptions {
  signal?: AbortSignal;
  /** Text to append to what is shown while the result is being generated. */
  onDelta?: (text: string) => void;
}

interface ServerEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream buffer into complete events; the unfinished rest stays in the buffer. */
export function takeEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // keep-alive comment
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      if (field === 'data') data.push(value);
    }
    return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/**
 * Runs a generating tool of `toolEndpoints`: POSTs `body` with the user's token and reads the
 * gateway's server-sent events over fetch (EventSource cannot send a token or a body). Deltas go to
 * `onDelta`; the promise resolves with the `result` event. Errors before or during the stream become
 * GatewayErrors with a catalogue code; aborting through `signal` rejects with the AbortError.
 */
export async function streamTool<Path extends ToolPathOf<'events'>>(
  path: Path,
  body: ToolBody<Path>,
  options: StreamOptions = {},
): Promise<ToolResult<Path>> {
  const response = await gatewayRequest(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { Accept: 'text/event-stream' },
    signal: options.signal,
  });
  if (!response.body) throw new GatewayError('internal-error', response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await readChunk(reader);
      if (done) break;
      const { events, rest } = takeEvents(buffer + value);
      buffer = rest;
      for (const { event, data } of events) {
        const payload: unknown = JSON.parse(data);
        if (event === 'delta') options.onDelta?.((payload as { text: string }).text);
        if (event === 'result') return payload as ToolResult<Path>;
        if (event === 'error') throw errorFromBody(payload, 502);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  // The connection ended without a result: the gateway or a proxy in between went away.
  throw new GatewayError('offline', 0);
}

async function readChunk(reader: ReadableStreamDefaultReader<string>) {
  try {
    return await reader.read();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GatewayError('offline', 0);
  }
}
