/**
 * The one stand-in of the shell's tests: the Module Federation runtime needs a browser and remote
 * servers (the real thing is covered by the Playwright suite). Every test file that renders remote
 * routes declares, before its imports are used:
 *
 *   jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
 *
 * and drives the mock through the helpers below. A file that calls `registerPortalRemotes` adds
 * `registerGlobalPlugins: jest.fn()` (the shell registers its version skew plugin there).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

type LoadRemote = (moduleId: string) => Promise<unknown>;

export const loadRemoteMock = loadRemote as unknown as jest.MockedFunction<LoadRemote>;
export const registerRemotesMock = jest.mocked(registerRemotes);

/** The heading a stub remote page renders, so a test can see which exposed module was loaded. */
export const stubHeading = (moduleId: string) => `Seite aus ${moduleId}`;

function stubPage(moduleId: string) {
  return { default: () => <h1>{stubHeading(moduleId)}</h1> };
}

/** Every remote serves its pages, except the module ids listed as down. */
export function serveRemotePages({ down = [] }: { down?: string[] } = {}): void {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  loadRemoteMock.mockImplementation(async (moduleId) => {
    if (down.includes(moduleId)) throw new TypeError(`Failed to fetch ${moduleId}`);
    return stubPage(moduleId);
  });
}

/** The next load of `moduleId` waits until the returned function is called. */
export function holdNextLoad(moduleId: string): () => Promise<void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  loadRemoteMock.mockImplementationOnce(async (id) => {
    await gate;
    return stubPage(id);
  });
  return async () => {
    expect(loadRemoteMock).toHaveBeenLastCalledWith(moduleId);
    release();
    await gate;
  };
}
