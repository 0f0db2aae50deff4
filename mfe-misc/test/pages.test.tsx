import { describeRemotePages } from 'shared-auth/testing';
import exposes from '../exposes.json';

// The contract is about title and howto: data calls of pages (the short-link list) stay unanswered
// (shortLink.test.tsx covers them), so nothing updates after the test.
jest.mock('shared-auth/src/auth/firebase', () => ({ portalAuth: () => ({ currentUser: null }) }));
beforeEach(() => jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {})));
afterEach(() => jest.restoreAllMocks());

describeRemotePages('mfe_misc', exposes, (module) => import(`../src/pages/${module.slice(2)}`));
