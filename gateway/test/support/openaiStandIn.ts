/**
 * A local HTTP server that speaks the OpenAI wire format, for the one thing the tests cannot run
 * here: the hosted AI provider. It answers chat completions (streamed as `data: {chunk}` … `data:
 * [DONE]`, or as one JSON), audio transcriptions (verbose_json) and speech (bytes), OpenAI's error
 * JSON with any status, and can hang or drop the connection mid-stream. It records every request it
 * got and notices when a client goes away. Also here, for the AI tests: reading an SSE body the way
 * the browser does, and an upload as FormData sends it.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInReply =
  /** A streamed chat completion: each piece one chunk; then `end` (default: finish and [DONE]). */
  | { stream: string[]; delayMs?: number; finishReason?: string; end?: 'done' | 'hang' | 'drop' | 'error-event' }
  | { json: unknown; status?: number }
  | { error: { status: number; message: string; type?: string; code?: string } }
  | { audio: Buffer; contentType?: string }
  | { hang: true };

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  /** The body parsed as JSON, when it is JSON. */
  json: Record<string, unknown> | undefined;
  /** Resolves when the client closed the connection before the answer was complete. */
  aborted: Promise<void>;
  wasAborted: () => boolean;
};

export type OpenAiStandIn = {
  origin: string;
  /** What OPENAI_BASE_URL points at. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; after them `fallback` answers. */
  enqueue: (...replies: StandInReply[]) => void;
  fallback: (request: RecordedRequest) => StandInReply;
  reset: () => void;
  close: () => Promise<void>;
};

let chunkId = 0;

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  chunkId += 1;
  const body = {
    id: `chatcmpl-standin-${chunkId}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** Tokens as the stand-in counts them: a quarter of the prompt's characters, one per streamed piece. */
export function standInTokens(request: RecordedRequest, pieces: number) {
  const prompt = Math.ceil(JSON.stringify(request.json?.messages ?? []).length / 4);
  return { prompt_tokens: prompt, completion_tokens: pieces, total_tokens: prompt + pieces };
}

function usageChunk(request: RecordedRequest, pieces: number) {
  chunkId += 1;
  return {
    id: `chatcmpl-standin-${chunkId}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [],
    usage: standInTokens(request, pieces),
  };
}

/** A chat answer in the pieces a model would stream it in (roughly word by word). */
export function pieces(text: string): string[] {
  return text.match(/\S*\s*/g)?.filter(Boolean) ?? [text];
}

export const defaultTranscript = {
  task: 'transcribe',
  language: 'german',
  duration: 4.2,
  text: 'Guten Morgen aus der Redaktion. Heute geht es um den Haushalt.',
  segments: [
    {
      id: 0,
      seek: 0,
      start: 0,
      end: 2.1,
      text: ' Guten Morgen aus der Redaktion.',
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    },
    {
      id: 1,
      seek: 0,
      start: 2.1,
      end: 4.2,
      text: ' Heute geht es um den Haushalt.',
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    },
  ],
};

export const FAKE_MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 7)]);

function defaultReply(request: RecordedRequest): StandInReply {
  if (request.path.endsWith('/audio/transcriptions')) return { json: defaultTranscript };
  if (request.path.endsWith('/audio/speech')) return { audio: FAKE_MP3 };
  if (request.path.endsWith('/chat/completions')) return { stream: pieces('Das ist die Antwort des Modells.') };
  return { error: { status: 404, message: `Unknown path ${request.path}`, type: 'invalid_request_error' } };
}

async function answer(reply: StandInReply, request: RecordedRequest, response: ServerResponse): Promise<void> {
  if ('hang' in reply) return; // never answers; the client's timeout or abort ends it
  if ('error' in reply) {
    const { status, message, type = status >= 500 ? 'server_error' : 'invalid_request_error', code = null } = reply.error;
    // retry-after-ms keeps the client's one retry fast.
    response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
    response.end(JSON.stringify({ error: { message, type, param: null, code } }));
    return;
  }
  if ('json' in reply) {
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.json));
    return;
  }
  if ('audio' in reply) {
    response.writeHead(200, { 'content-type': reply.contentType ?? 'audio/mpeg' });
    response.end(reply.audio);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk({ role: 'assistant', content: '' }));
  for (const piece of reply.stream) {
    if (reply.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs));
    if (request.wasAborted()) return;
    response.write(chunk({ content: piece }));
  }
  switch (reply.end ?? 'done') {
    case 'hang':
      return;
    case 'drop':
      response.socket?.destroy();
      return;
    case 'error-event':
      response.end(
        `data: ${JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } })}\n\n`,
      );
      return;
    default:
      response.write(chunk({}, reply.finishReason ?? 'stop'));
      // As OpenAI does when asked: a last chunk without choices that reports the tokens.
      if ((request.json?.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
        response.write(`data: ${JSON.stringify(usageChunk(request, reply.stream.length))}\n\n`);
      }
      response.end('data: [DONE]\n\n');
  }
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queue: StandInReply[] = [];
  const requests: RecordedRequest[] = [];
  const standIn = {} as OpenAiStandIn;
  const server = createServer(async (incoming, response) => {
    const body: Buffer[] = [];
    for await (const part of incoming) body.push(part as Buffer);
    const raw = Buffer.concat(body);
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    let abortedFlag = false;
    let markAborted!: () => void;
    const aborted = new Promise<void>((done) => (markAborted = done));
    response.once('close', () => {
      if (!response.writableFinished) {
        abortedFlag = true;
        markAborted();
      }
    });
    let json: Record<string, unknown> | undefined;
    if (String(incoming.headers['content-type']).startsWith('application/json'))
      json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      raw,
      json,
      aborted,
      wasAborted: () => abortedFlag,
    };
    requests.push(request);
    await answer(queue.shift() ?? standIn.fallback(request), request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  Object.assign(standIn, {
    origin,
    baseUrl: `${origin}/v1`,
    requests,
    enqueue: (...replies: StandInReply[]) => queue.push(...replies),
    fallback: defaultReply,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      standIn.fallback = defaultReply;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  } satisfies OpenAiStandIn);
  return standIn;
}

/** The system and user messages of a recorded chat request. */
export function chatMessages(request: RecordedRequest): { system: string; user: string; all: { role: string; content: string }[] } {
  const all = (request.json?.messages ?? []) as { role: string; content: string }[];
  return {
    system: all.find((message) => message.role === 'system')?.content ?? '',
    user: all.findLast((message) => message.role === 'user')?.content ?? '',
    all,
  };
}

export type SseEvent = { event: string; data: unknown };

/** Events of a text/event-stream body (comments such as `: keep-alive` are counted separately). */
export function parseSse(body: string): { events: SseEvent[]; comments: string[] } {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  for (const block of body.split('\n\n')) {
    if (!block.trim()) continue;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
  }
  return { events, comments };
}

/** The text of all delta events, and the one result (or error) event. */
export function streamed(body: string): { text: string; last: SseEvent | undefined; events: SseEvent[] } {
  const { events } = parseSse(body);
  const text = events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');
  return { text, last: events.at(-1), events };
}

/** A multipart body with one part, the way a browser's FormData sends a file. */
export function multipart(
  filename: string,
  type: string,
  data: Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----KiPortalBoundary7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
/** The start of a WAV file: enough for the signature check. */
export const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64)]);

/** An SSE event without the history entry's id the gateway adds to a kept result (it differs per run). */
/** A result event without what the gateway adds to every result (history entry, provenance label), for comparing the provider's part. */
export function withoutBookkeeping(event: SseEvent | undefined): SseEvent | undefined {
  if (!event || typeof event.data !== 'object' || event.data === null) return event;
  if (!('historyId' in event.data) && !('provenance' in event.data)) return event;
  const data = { ...(event.data as Record<string, unknown>) };
  delete data.historyId;
  delete data.provenance;
  return { ...event, data };
}
