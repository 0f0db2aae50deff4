/**
 * Runs before every test file of a package whose jest config comes from testing/jest.cjs: Firebase
 * (the stand-in of firebaseAuth.ts) is initialised and every test starts signed out; the gateway
 * client talks to GATEWAY_URL, where the Mock Service Worker server answers with the handlers a
 * test installs and refuses everything else: a test during which a request found no handler fails.
 */
import type { PortalConfig } from 'shared-ui';
import { resetTestAuth } from './firebaseAuth';
import { GATEWAY_URL, gatewayServer } from './server';

const testFirebase: PortalConfig['firebase'] = { apiKey: 'test-api-key', authDomain: 'localhost', projectId: 'test-ki-portal' };

beforeAll(async () => {
  // Required here rather than imported, so that a test file's own jest.mock calls come first.
  const firebase = jest.requireActual<typeof import('../src/auth/firebase')>('../src/auth/firebase');
  firebase.configureFirebase({ firebase: testFirebase });
  // Loaded before any test runs, as in a signed-in portal: the session sync then follows at once.
  await firebase.loadFirebase();
  jest.requireActual<typeof import('../src/gateway/gatewayFetch')>('../src/gateway/gatewayFetch').setGatewayUrl(GATEWAY_URL);
  gatewayServer.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      // The request fails as before (a network error, which the page under test may well survive).
      print.error();
    },
  });
});

/** Requests no handler answered: a page that survives one would hide a missing handler in a passing test. */
const unhandled: string[] = [];

function failOnUnhandled(): void {
  const found = unhandled.splice(0);
  if (found.length > 0) {
    throw new Error(`Anfragen ohne Handler (gatewayServer.use(…) im Test): ${found.join(', ')}`);
  }
}

beforeEach(() => resetTestAuth());

afterEach(() => {
  gatewayServer.resetHandlers();
  failOnUnhandled();
});

// One sent after the last test ended (e.g. a refetch on unmount) fails the file.
afterAll(() => {
  gatewayServer.close();
  failOnUnhandled();
});
