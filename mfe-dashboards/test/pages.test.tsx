import { describeRemotePages } from 'shared-auth/testing';
import exposes from '../exposes.json';

// The contract is about title and howto: the page's data calls stay unanswered (dashboards.test.tsx
// covers them), so nothing updates after the test.
jest.mock('shared-auth/src/auth/firebase', () => ({ portalAuth: () => ({ currentUser: null }) }));
beforeEach(() => jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {})));
afterEach(() => jest.restoreAllMocks());

describeRemotePages('mfe_dashboards', exposes, (module) => import(`../src/pages/${module.slice(2)}`));
