/**
 * Test helpers for the shell and the remotes (`shared-auth/testing`, never part of a bundle): render a
 * page inside the same providers the portal uses, check a remote's exposed pages against the
 * catalogue, sign a user in with the stand-in Firebase (firebaseAuth.ts) and answer the page's
 * gateway requests with Mock Service Worker handlers (gateway.ts, server.ts). A package's jest config
 * takes both from `shared-auth/testing/jest.cjs`.
 */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  ResultRatingContext,
  AiCapabilitiesProvider,
  PortalConfigProvider,
  PortalThemeProvider,
  defaultPortalConfig,
  type AiCapabilities,
  featuresOfRemote,
  type JobProgressEvent,
  type PortalConfig,
  type RemoteName,
  userChannel,
} from 'shared-ui';
import { emitRealtimeEvent } from '../src/realtime/registry';
import { ResultRating } from '../src/PortalProviders';
import { realtimeConnectionChanged } from '../src/realtime/realtimeSlice';
import { signedIn, type SessionUser } from '../src/session';
import { createPortalStore, type PortalStore } from '../src/store';
import { signInTestUser } from './firebaseAuth';
import { styleDesks } from './gateway';
import { gatewayServer } from './server';
import { testUser } from './testUser';

export { currentTestUser, signInTestUser, signOutTestUser, type TestFirebaseUser, type TestUserOptions } from './firebaseAuth';
export {
  errorResponse,
  hasTestToken,
  jsonResponse,
  mockToolGateway,
  recordRequest,
  sseResponse,
  styleDesks,
  type RecordedRequest,
  type ServerEvent,
} from './gateway';
export { GATEWAY_URL, gatewayServer } from './server';
export { TEST_ID_TOKEN, testUser } from './testUser';

export function renderInPortal(
  ui: ReactElement,
  {
    path = '/',
    store = createPortalStore(),
    config = defaultPortalConfig,
    capabilities = null,
  }: {
    /** A path, or a path with router state (e.g. a tool opened from the history with `reopenState`). */
    path?: string | { pathname: string; state?: unknown };
    store?: PortalStore;
    config?: PortalConfig;
    capabilities?: AiCapabilities | null;
  } = {},
): RenderResult & { store: PortalStore } {
  const result = render(
    <Provider store={store}>
      <PortalConfigProvider config={config}>
        <PortalThemeProvider>
          <AiCapabilitiesProvider value={capabilities}>
            <ResultRatingContext.Provider value={ResultRating}>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </ResultRatingContext.Provider>
          </AiCapabilitiesProvider>
        </PortalThemeProvider>
      </PortalConfigProvider>
    </Provider>,
  );
  return { ...result, store };
}

/**
 * The contract between a remote and the shell, as unit tests: the remote exposes exactly the pages
 * the catalogue assigns to it, and each renders its title, howto and page title.
 */
export function describeRemotePages(
  remote: RemoteName,
  exposes: Record<string, string>,
  loadPage: (module: string) => Promise<{ default: ComponentType }>,
  /** Answers to what the remote's own pages ask the gateway for on opening. */
  handlers: RequestHandler[] = [],
): void {
  const features = featuresOfRemote(remote);

  test(`${remote} exposes exactly the catalogue's pages`, () => {
    expect(Object.keys(exposes).sort()).toEqual(features.map((f) => f.page.module).sort());
  });

  test.each(features.map((feature) => [feature.name, feature] as const))('%s renders title and howto', async (_name, feature) => {
    const { default: Page } = await loadPage(feature.page.module);
    gatewayServer.use(styleDesks(), ...handlers);
    renderInPortal(<Page />, { path: feature.href });
    expect(screen.getByRole('heading', { level: 1, name: feature.name })).toBeInTheDocument();
    expect(screen.getByText(feature.howto)).toBeInTheDocument();
    expect(document.title).toBe(`KI-Portal | ${feature.name}`);
  });
}

/**
 * A store with `user` signed in (with Firebase too) and the realtime connection in `connection`
 * (e.g. 'connected').
 */
export function signedInStore(connection: string, user: SessionUser = testUser): PortalStore {
  signInTestUser(user);
  const store = createPortalStore();
  store.dispatch(signedIn(user));
  store.dispatch(realtimeConnectionChanged(connection));
  return store;
}

/** A `job-progress` event as the gateway publishes it on the user's private channel. */
export function jobProgress(
  kind: JobProgressEvent['kind'],
  jobId: string,
  phase: JobProgressEvent['phase'],
  progress?: number,
): JobProgressEvent {
  return { jobId, kind, phase, ...(progress === undefined ? {} : { progress }) };
}

/** Delivers a realtime event to the user's channel as if it came over the wire. */
export const publishJobProgress = (event: JobProgressEvent, uid = testUser.uid) =>
  act(() => emitRealtimeEvent(userChannel(uid), 'job-progress', event));
