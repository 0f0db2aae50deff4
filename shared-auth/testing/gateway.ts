/**
 * Request handlers for the gateway (Mock Service Worker): answers in the gateway's wire format, a
 * log of what the page sent, and the gateway's refusal of requests without the test user's token.
 */
import { http, HttpResponse } from 'msw';
import type { ErrorReply } from 'portal-contract/schemas';
import { GATEWAY_URL, gatewayServer } from './server';
import { TEST_ID_TOKEN } from './testUser';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, code: string) =>
  jsonResponse(status, { error: { code, message: 'Text vom Gateway' } } satisfies ErrorReply);

export interface ServerEvent {
  event: 'delta' | 'result' | 'error';
  data: unknown;
}

/**
 * A text/event-stream answer as the gateway sends it (gateway/README.md, "Streaming"), one chunk per
 * event. With `hang` the stream stays open after the events until the request is aborted, like a
 * provider that is still writing; that is what a stop button is tested against.
 */
export function sseResponse(events: ServerEvent[], { hang = false, signal }: { hang?: boolean; signal?: AbortSignal | null } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': keep-alive\n\n'));
      for (const { event, data } of events) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      if (!hang) controller.close();
      else signal?.addEventListener('abort', () => controller.error(new DOMException('Abgebrochen', 'AbortError')), { once: true });
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** A request as the gateway received it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  /** The JSON body parsed (text if it is not JSON); undefined without a body. */
  body: unknown;
  /** Aborts when the page aborts the request. */
  signal: AbortSignal | null;
}

/** Reads a request for the log, leaving its body to the handler. */
export async function recordRequest(request: Request): Promise<RecordedRequest> {
  const text = await request.clone().text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const url = new URL(request.url);
  return { method: request.method, url, path: url.pathname, headers: request.headers, body, signal: request.signal };
}

/** Whether the request carries the test user's ID token (signInTestUser). */
export const hasTestToken = (request: Request) => request.headers.get('Authorization') === `Bearer ${TEST_ID_TOKEN}`;

/** The house style's desks („Ressorts“), which every prose tool asks for on opening: none unless named. */
export const styleDesks = (desks: string[] = []) => http.get(`${GATEWAY_URL}/v1/house-style/desks`, () => HttpResponse.json({ desks }));

/**
 * Answers every gateway request with `answer` and logs it in `requests` (in the order the gateway
 * got them). Requests without the test user's token get 401 `session-expired`, as from the gateway.
 * An answer that rejects (e.g. with `new TypeError('Failed to fetch')`) is a network failure.
 */
export function mockToolGateway(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  gatewayServer.use(
    // A test that wants desks registers its own.
    styleDesks(),
    http.all(`${GATEWAY_URL}/*`, async ({ request }) => {
      const recorded = await recordRequest(request);
      requests.push(recorded);
      if (!hasTestToken(request)) return errorResponse(401, 'session-expired');
      try {
        return await answer(recorded);
      } catch {
        return HttpResponse.error();
      }
    }),
  );
  return { requests };
}
