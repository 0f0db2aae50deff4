/**
 * Runs before every test file of a package whose jest config comes from testing/jest.cjs: Firebase
 * (the stand-in of firebaseAuth.ts) is initialised and every test starts signed out; the gateway
 * client talks to GATEWAY_URL, where the Mock Service Worker server answers with the handlers a
 * test installs and refuses everything else.
 */
import type { PortalConfig } from 'shared-ui';
import { resetTestAuth } from './firebaseAuth';
import { GATEWAY_URL, gatewayServer } from './server';

const testFirebase: PortalConfig['firebase'] = { apiKey: 'test-api-key', authDomain: 'localhost', projectId: 'test-ki-portal' };

beforeAll(() => {
  // Required here rather than imported, so that a test file's own jest.mock calls come first.
  jest
    .requireActual<typeof import('../src/auth/firebase')>('../src/auth/firebase')
    .initFirebase({ firebase: testFirebase } as PortalConfig);
  jest.requireActual<typeof import('../src/gateway/gatewayFetch')>('../src/gateway/gatewayFetch').setGatewayUrl(GATEWAY_URL);
  gatewayServer.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => resetTestAuth());

afterEach(() => gatewayServer.resetHandlers());

afterAll(() => gatewayServer.close());
