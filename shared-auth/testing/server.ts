/**
 * The gateway for component tests: a Mock Service Worker server in place of the network. It listens
 * for every test file (testing/jestSetup.ts), starts each test without handlers and refuses any
 * request that no handler answers; a test adds handlers with `gatewayServer.use(…)` or the
 * helpers in testing/gateway.ts. The gateway client is pointed at GATEWAY_URL.
 */
import { setupServer } from 'msw/node';

export const GATEWAY_URL = 'http://gateway.test';

export const gatewayServer = setupServer();
