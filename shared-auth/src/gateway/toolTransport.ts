/**
 * The tools' transports — reading a server-sent event stream, uploading a file with progress — loaded
 * with the first tool run, not with the first page: shared-auth is a singleton every page loads, and
 * its first-load chunk has no room to spare (docs/architecture.md, budgets). gatewayStream.ts and
 * gatewayUpload.ts are the entry points.
 */
import { currentFirebaseUser } from '../auth/firebase';
import { choiceHeaders } from '../toolRun/personalDataChoice';
import { GatewayError, errorFromBody, gatewayRequest, gatewayUrlFor } from './gatewayFetch';
import type { StreamOptions } from './gatewayStream';
import type { UploadOptions } from './gatewayUpload';
import type { ToolBody, ToolPathOf, ToolResult } from 'portal-contract';

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

/** streamTool of gatewayStream.ts. */
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

/** uploadFile of gatewayUpload.ts. */
export async function uploadFile<Path extends ToolPathOf<'upload'>>(
  path: Path,
  file: File,
  options: UploadOptions = {},
): Promise<ToolResult<Path>> {
  try {
    return await sendOnce<ToolResult<Path>>(path, file, options, false);
  } catch (error) {
    if (!(error instanceof GatewayError) || error.status !== 401 || !currentFirebaseUser()) throw error;
    return sendOnce<ToolResult<Path>>(path, file, options, true);
  }
}

async function sendOnce<T>(path: string, file: File, options: UploadOptions, forceRefresh: boolean): Promise<T> {
  const token = await currentFirebaseUser()?.getIdToken(forceRefresh);
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    // Stopped while this module or the token was still loading: no upload at all.
    if (options.signal?.aborted) return reject(new DOMException('Upload abgebrochen', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', gatewayUrlFor(path));
    // A run resent with the user's personal-data choice says so (toolRun/personalDataChoice.ts).
    for (const [name, value] of Object.entries({ ...options.headers, ...choiceHeaders(options.signal) }))
      request.setRequestHeader(name, value);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else reject(errorFromBody(request.response, request.status));
    };
    request.onerror = () => reject(new GatewayError('offline', 0));
    request.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
