/**
 * The gateway as the shell's component tests see it: one Mock Service Worker handler answers every
 * gateway request by path with contract-shaped JSON, and logs what the page sent.
 */
import { http, HttpResponse } from 'msw';
import { GATEWAY_URL, gatewayServer, recordRequest, type RecordedRequest } from 'shared-auth/testing';

/** A status with a JSON body, or an error for a network failure. */
export type Answer = { status: number; body?: unknown } | Error;
type Route = (request: RecordedRequest) => Answer | Promise<Answer>;

/** Answers the gateway's requests with `route`; returns the log of requests, in the order they came. */
export function stubGateway(route: Route): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  gatewayServer.use(
    http.all(`${GATEWAY_URL}/*`, async ({ request }) => {
      const recorded = await recordRequest(request);
      requests.push(recorded);
      const answer = await route(recorded);
      if (answer instanceof Error) return HttpResponse.error();
      return new HttpResponse(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return requests;
}

/** The bodies sent to `path`. */
export const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);
