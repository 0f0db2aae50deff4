import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { RemotePageError, loadRemotePage } from '../src/remotes/loadRemotePage';
import { registerPortalRemotes, reloadRemote } from '../src/remotes/registerPortalRemotes';
import { versionSkewPlugin } from '../src/remotes/versionSkew';
import { loadRemoteMock, registerRemotesMock } from './federation';
import { remoteOf, sharedUi, shellWithSharedUi } from './sharedScope';

// `satisfy` is the real one: the version skew plugin compares versions with it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

/**
 * What a remote's entry does while `loadRemote` runs: it resolves its shares against the shell's,
 * here asking for shared-ui ^2.0.0 while the shell's 1.4.0 is loaded, so the runtime refuses it and
 * the plugin (which the shell registers for every remote) records the refusal.
 */
async function remoteRefusingSharedUi(remote: string): Promise<never> {
  const shell = await shellWithSharedUi([]);
  await remoteOf(shell, remote, sharedUi('2.0.0', '^2.0.0'), [versionSkewPlugin]).loadShare('shared-ui');
  throw new Error(`${remote} unexpectedly accepted shared-ui 1.4.0`);
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
});

describe('loadRemotePage', () => {
  const page = { remote: 'mfe_text', module: './Summarize' } as const;

  test('loads `<remote>/<module>` and returns its default component', async () => {
    const Summarize = () => null;
    loadRemoteMock.mockResolvedValue({ default: Summarize });
    await expect(loadRemotePage(page)).resolves.toEqual({ default: Summarize });
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_text/Summarize');
  });

  test('a failed load becomes a RemotePageError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    loadRemoteMock.mockRejectedValue(cause);
    const error = await loadRemotePage(page).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemotePageError);
    expect(error).toMatchObject({ moduleId: 'mfe_text/Summarize', cause, name: 'RemotePageError' });
  });

  test("names the shared package when the remote refuses the shell's version (strictVersion)", async () => {
    loadRemoteMock.mockImplementation(() => remoteRefusingSharedUi(page.remote));
    const error = (await loadRemotePage(page).catch((e: unknown) => e)) as RemotePageError;
    expect(error.incompatibleShared).toBe('shared-ui');

    loadRemoteMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(((await loadRemotePage(page).catch((e: unknown) => e)) as RemotePageError).incompatibleShared).toBeNull();
  });

  test('keeps what the plugin saw: the range asked for and the version loaded', async () => {
    loadRemoteMock.mockImplementation(() => remoteRefusingSharedUi(page.remote));
    const error = (await loadRemotePage(page).catch((e: unknown) => e)) as RemotePageError;
    expect(error.versionSkew).toEqual({
      remote: 'mfe_text',
      package: 'shared-ui',
      requiredVersion: '^2.0.0',
      loadedVersion: '1.4.0',
      loadedFrom: 'shell',
    });
  });

  test("another remote's refusal does not make this remote's failure a version skew", async () => {
    await remoteRefusingSharedUi('mfe_seo').catch(() => undefined);
    loadRemoteMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await loadRemotePage(page).catch((e: unknown) => e)) as RemotePageError;
    expect(error.incompatibleShared).toBeNull();
    expect(error.versionSkew).toBeNull();
  });

  test.each([null, {}, { default: 'Summarize' }])('rejects %p as a page', async (loaded) => {
    loadRemoteMock.mockResolvedValue(loaded);
    await expect(loadRemotePage(page)).rejects.toThrow(new RemotePageError('mfe_text/Summarize', undefined).message);
  });
});

describe('registerPortalRemotes', () => {
  test('registers the version skew plugin for every federation instance, once', () => {
    registerPortalRemotes({ mfe_text: 'http://a/mf-manifest.json' });
    registerPortalRemotes({ mfe_seo: 'http://b/mf-manifest.json' });
    expect(registerGlobalPlugins).toHaveBeenCalledTimes(1);
    expect(registerGlobalPlugins).toHaveBeenCalledWith([versionSkewPlugin]);
  });

  test('registers each remote of the config with its manifest URL, without forcing', () => {
    registerPortalRemotes({ mfe_text: 'http://a/mf-manifest.json', mfe_seo: 'http://b/mf-manifest.json' });
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'mfe_text', entry: 'http://a/mf-manifest.json' },
      { name: 'mfe_seo', entry: 'http://b/mf-manifest.json' },
    ]);
  });

  test('reloadRemote registers one registered remote anew with force', () => {
    registerPortalRemotes({ mfe_misc: 'http://c/mf-manifest.json' });
    registerRemotesMock.mockClear();
    reloadRemote('mfe_misc');
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_misc', entry: 'http://c/mf-manifest.json' }], { force: true });
  });

  test('reloadRemote ignores a remote the config does not name', () => {
    reloadRemote('mfe_unknown');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});
