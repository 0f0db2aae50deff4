import { http } from 'msw';
import { describeRemotePages, GATEWAY_URL, gatewayServer } from 'shared-auth/testing';
import exposes from '../exposes.json';

// The contract is about title and howto: data calls of pages (the short-link list) stay unanswered
// (shortLink.test.tsx covers them), so nothing updates after the test.
beforeEach(() => gatewayServer.use(http.all(`${GATEWAY_URL}/*`, () => new Promise<never>(() => {}))));

describeRemotePages('mfe_misc', exposes, (module) => import(`../src/pages/${module.slice(2)}`));
