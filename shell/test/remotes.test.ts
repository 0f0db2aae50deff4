import { RemotePageError, loadRemotePage } from '../src/remotes/loadRemotePage';
import { registerPortalRemotes, reloadRemote } from '../src/remotes/registerPortalRemotes';
import { loadRemoteMock, registerRemotesMock } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

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

  test('names the shared package when the remote refuses the shell\'s version (strictVersion)', async () => {
    // The Module Federation runtime's wording, wrapped once more as it arrives from a remote's init.
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.2.0 from shell of shared singleton module shared-ui does not satisfy the requirement of mfe_seo which needs ^2.0.0)',
    );
    loadRemoteMock.mockRejectedValue(new Error('init failed', { cause: refusal }));
    const error = (await loadRemotePage(page).catch((e: unknown) => e)) as RemotePageError;
    expect(error.incompatibleShared).toBe('shared-ui');

    loadRemoteMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(((await loadRemotePage(page).catch((e: unknown) => e)) as RemotePageError).incompatibleShared).toBeNull();
  });

  test.each([null, {}, { default: 'Summarize' }])('rejects %p as a page', async (loaded) => {
    loadRemoteMock.mockResolvedValue(loaded);
    await expect(loadRemotePage(page)).rejects.toThrow(new RemotePageError('mfe_text/Summarize', undefined).message);
  });
});

describe('registerPortalRemotes', () => {
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
