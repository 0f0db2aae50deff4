/**
 * Every shell test runs signed in to a stand-in Firebase (only the ID token matters to the gateway
 * client) against a quiet gateway: the newsletter is not subscribed, anything else is not found.
 * Tests that care stub `fetch` themselves (see gatewayStub.ts).
 */
jest.mock('shared-auth/src/auth/firebase', () => ({
  ...jest.requireActual('shared-auth/src/auth/firebase'),
  portalAuth: () => ({ currentUser: { getIdToken: async () => 'test-token' } }),
}));

globalThis.fetch = async (input) => {
  const path = new URL(String(input)).pathname;
  if (path === '/v1/check-newsletter-subscription') return new Response(JSON.stringify({ hasSubscribed: false }));
  return new Response(JSON.stringify({ error: { code: 'not-found' } }), { status: 404 });
};

// Required lazily: importing shared-auth here would load it before a test file's own jest.mock calls.
beforeAll(() => {
  (jest.requireActual('shared-auth') as typeof import('shared-auth')).setGatewayUrl('http://gateway.test');
});
