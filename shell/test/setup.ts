/**
 * Every shell test runs signed in as the test user (shared-auth's stand-in Firebase; only the ID
 * token matters to the gateway client) against a quiet gateway: the newsletter is not subscribed,
 * anything else is not found. Tests that care add their own handlers (see gatewayStub.ts).
 */
import { http, HttpResponse } from 'msw';
// The light entries only: importing shared-auth here would load it before a test file's own jest.mock calls.
import { signInTestUser } from 'shared-auth/testing/firebaseAuth';
import { GATEWAY_URL, gatewayServer } from 'shared-auth/testing/server';

beforeEach(() => {
  signInTestUser();
  gatewayServer.use(
    http.all(`${GATEWAY_URL}/v1/check-newsletter-subscription`, () => new HttpResponse(JSON.stringify({ hasSubscribed: false }))),
    http.all(`${GATEWAY_URL}/*`, () => new HttpResponse(JSON.stringify({ error: { code: 'not-found' } }), { status: 404 })),
  );
});
