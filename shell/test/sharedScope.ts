/**
 * Real Module Federation instances without a browser, for the shared-module side of remote loading:
 * a "shell" instance loads its singleton, a "remote" instance is initialised with the shell's share
 * scope and asks for its own range, as a remote's entry does when the shell initialises it. Works in
 * test files that mock '@module-federation/enhanced/runtime' as well (it uses the actual runtime).
 */
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const runtime = jest.requireActual<typeof import('@module-federation/enhanced/runtime')>('@module-federation/enhanced/runtime');

let instances = 0;

type SharedUi = Record<
  'shared-ui',
  { version: string; get: () => Promise<() => unknown>; shareConfig: { singleton: true; requiredVersion: string; strictVersion: boolean } }
>;

/** shared-ui as a federation config shares it: a singleton, strict unless said otherwise. */
export function sharedUi(
  version: string,
  requiredVersion: string,
  { strictVersion = true, get }: { strictVersion?: boolean; get?: () => Promise<() => unknown> } = {},
): SharedUi {
  return {
    'shared-ui': {
      version,
      get: get ?? (async () => () => ({ version })),
      shareConfig: { singleton: true, requiredVersion, strictVersion },
    },
  };
}

/** A federation instance of its own (a fresh id each time, so no two tests share a scope). */
export function federationInstance(
  name: string,
  shared: SharedUi | Record<string, never>,
  plugins: ModuleFederationRuntimePlugin[],
): ModuleFederation {
  return runtime.createInstance({ id: `${name}-${++instances}`, name, remotes: [], shared, shareStrategy: 'loaded-first', plugins });
}

/** A shell instance whose shared-ui 1.4.0 is loaded, as after the portal's first render. */
export async function shellWithSharedUi(plugins: ModuleFederationRuntimePlugin[]): Promise<ModuleFederation> {
  const shell = federationInstance('shell', sharedUi('1.4.0', '^1.4.0'), plugins);
  await shell.loadShare('shared-ui');
  return shell;
}

/** A remote's instance initialised with the shell's share scope (what the container's `init` does). */
export function remoteOf(
  shell: ModuleFederation,
  name: string,
  shared: SharedUi,
  plugins: ModuleFederationRuntimePlugin[],
): ModuleFederation {
  const remote = federationInstance(name, shared, plugins);
  remote.initShareScopeMap('default', shell.shareScopeMap['default']!);
  return remote;
}
