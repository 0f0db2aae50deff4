/**
 * A staged release as the shell follows it (shell/src/remotes/stagedRemotes.ts): once someone is
 * signed in, the remotes the gateway names are registered from their version folder, and remote
 * pages wait until that answer is in; without an answer the released versions load.
 */
import { createPortalStore, signedIn, signedOut } from 'shared-auth';
import { remotesSettled } from '../src/remotes/remoteHolds';
import { followStagedRemotes, versionManifest } from '../src/remotes/stagedRemotes';
import { registerRemotesMock } from './federation';
import { stubGateway, type Answer } from './gatewayStub';
import { groupUser, partnerUser, testConfig } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

beforeEach(() => registerRemotesMock.mockReset());

test('a version folder sits beside the released manifest on the remote’s site', () => {
  expect(versionManifest('http://localhost:3002/mf-manifest.json', '0.2.0-20261127080000')).toBe(
    'http://localhost:3002/releases/0.2.0-20261127080000/mf-manifest.json',
  );
  expect(versionManifest('http://localhost:3002/releases/0.1.0-1/mf-manifest.json', 'v2')).toBe(
    'http://localhost:3002/releases/v2/mf-manifest.json',
  );
});

test('after sign-in the staged remotes are registered before any remote page may load', async () => {
  let answer: (value: Answer) => void = () => undefined;
  const requests = stubGateway(() => new Promise<Answer>((resolve) => (answer = resolve)));
  const store = createPortalStore();
  followStagedRemotes(testConfig, store);
  let settled = false;
  void remotesSettled().then(() => (settled = true));

  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toHaveLength(0);
  store.dispatch(signedIn(groupUser));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests.map(({ path }) => path)).toEqual(['/v1/remote-versions']);
  expect(settled).toBe(false);

  answer({ status: 200, body: { versions: { mfe_seo: 'v2' } } });
  await remotesSettled();
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_seo', entry: versionManifest(testConfig.remotes.mfe_seo!, 'v2') }], {
    force: true,
  });
  // Once per user and page load.
  store.dispatch(signedIn(groupUser));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toHaveLength(1);
});

describe('another user signs in in the same tab', () => {
  const switchUser = async (answers: Answer[]) => {
    stubGateway(() => answers.shift() ?? new Error('no more answers'));
    const reload = jest.fn();
    const store = createPortalStore();
    followStagedRemotes(testConfig, store, reload);
    store.dispatch(signedIn(groupUser));
    await remotesSettled();
    store.dispatch(signedOut());
    store.dispatch(signedIn(partnerUser));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await remotesSettled();
    return reload;
  };

  test('with other staged versions the page loads anew, since a loaded remote stays in the tab', async () => {
    const reload = await switchUser([
      { status: 200, body: { versions: { mfe_seo: 'v2' } } },
      { status: 200, body: { versions: {} } },
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('with the same versions nothing changes', async () => {
    const reload = await switchUser([
      { status: 200, body: { versions: { mfe_seo: 'v2' } } },
      { status: 200, body: { versions: { mfe_seo: 'v2' } } },
    ]);
    expect(reload).not.toHaveBeenCalled();
    expect(registerRemotesMock).toHaveBeenCalledTimes(2);
  });

  test('without an answer for the second user the page loads anew: the first one’s stage is not theirs', async () => {
    const reload = await switchUser([{ status: 200, body: { versions: { mfe_seo: 'v2' } } }, new Error('down')]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('without an answer for the second user and no stage before, nothing changes', async () => {
    const reload = await switchUser([{ status: 200, body: { versions: {} } }, new Error('down')]);
    expect(reload).not.toHaveBeenCalled();
  });
});

test('without an answer from the gateway the released versions load', async () => {
  stubGateway(() => new Error('down'));
  const store = createPortalStore();
  store.dispatch(signedIn(groupUser));
  followStagedRemotes(testConfig, store);
  await remotesSettled();
  expect(registerRemotesMock).not.toHaveBeenCalled();
});
