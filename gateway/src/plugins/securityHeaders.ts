/**
 * helmet's response headers, taken once at start. @fastify/helmet runs helmet's middleware on every
 * request and so parses the CSP directives every time: 9 % of a saturated GET /v1/me in the profile
 * (issue 19, item 4). The headers never depend on the request, so the gateway asks helmet once —
 * helmet stays the source of what is sent — and sets the result in one hook.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet hat seine Header nicht synchron gesetzt');
  return Object.freeze(headers);
}
