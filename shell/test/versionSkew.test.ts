/** The version skew runtime plugin against the real federation runtime (no mock). */
import { forgetVersionSkew, versionSkewOf, versionSkewPlugin } from '../src/remotes/versionSkew';
import { federationInstance, remoteOf, sharedUi, shellWithSharedUi } from './sharedScope';

const plugins = [versionSkewPlugin];

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const name of ['shell', 'mfe_seo', 'mfe_text', 'mfe_misc']) forgetVersionSkew(name);
});
afterEach(() => consoleWarn.mockRestore());

test('records the package, the range a remote asked for and the loaded version it refused', async () => {
  const shell = await shellWithSharedUi(plugins);
  const remote = remoteOf(shell, 'mfe_seo', sharedUi('2.0.0', '^2.0.0'), plugins);

  // The runtime still refuses the load: the plugin only watches.
  await expect(remote.loadShare('shared-ui')).rejects.toThrow();

  expect(versionSkewOf('mfe_seo')).toEqual({
    remote: 'mfe_seo',
    package: 'shared-ui',
    requiredVersion: '^2.0.0',
    loadedVersion: '1.4.0',
    loadedFrom: 'shell',
  });
  expect(versionSkewOf('shell')).toBeNull();
  expect(versionSkewOf('mfe_text')).toBeNull();
});

test('a remote whose range the loaded version satisfies gets it and records nothing', async () => {
  const shell = await shellWithSharedUi(plugins);
  const remote = remoteOf(shell, 'mfe_text', sharedUi('1.2.0', '^1.2.0'), plugins);

  const factory = await remote.loadShare<{ version: string }>('shared-ui');

  expect(factory && factory()).toEqual({ version: '1.4.0' });
  expect(versionSkewOf('mfe_text')).toBeNull();
  expect(versionSkewOf('shell')).toBeNull();
});

test('a load error that is not a version skew is not classified as one', async () => {
  // Nobody has loaded shared-ui yet, so the remote's own copy is fetched, and that fetch fails.
  const remote = federationInstance(
    'mfe_misc',
    sharedUi('1.4.0', '^1.4.0', { get: () => Promise.reject(new TypeError('Failed to fetch')) }),
    plugins,
  );

  await expect(remote.loadShare('shared-ui')).rejects.toThrow('Failed to fetch');

  expect(versionSkewOf('mfe_misc')).toBeNull();
});

test("without strictVersion a mismatch is only the runtime's warning, not a refusal", async () => {
  const shell = await shellWithSharedUi(plugins);
  const remote = remoteOf(shell, 'mfe_seo', sharedUi('2.0.0', '^2.0.0', { strictVersion: false }), plugins);

  await expect(remote.loadShare('shared-ui')).resolves.toEqual(expect.any(Function));

  expect(versionSkewOf('mfe_seo')).toBeNull();
});

test('a refusal is forgotten when a new attempt begins or the remote later resolves the package', async () => {
  const shell = await shellWithSharedUi(plugins);
  await expect(remoteOf(shell, 'mfe_seo', sharedUi('2.0.0', '^2.0.0'), plugins).loadShare('shared-ui')).rejects.toThrow();
  expect(versionSkewOf('mfe_seo')).not.toBeNull();

  forgetVersionSkew('mfe_seo');
  expect(versionSkewOf('mfe_seo')).toBeNull();

  await expect(remoteOf(shell, 'mfe_seo', sharedUi('2.0.0', '^2.0.0'), plugins).loadShare('shared-ui')).rejects.toThrow();
  // A fixed release of the remote asks for the shell's major again.
  await remoteOf(shell, 'mfe_seo', sharedUi('1.4.0', '^1.4.0'), plugins).loadShare('shared-ui');
  expect(versionSkewOf('mfe_seo')).toBeNull();
});
