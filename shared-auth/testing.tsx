/**
 * Test helpers for the shell and the remotes: render a page inside the same providers the portal
 * uses, and check a remote's exposed pages against the catalogue.
 */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  PortalConfigProvider,
  PortalThemeProvider,
  defaultPortalConfig,
  featuresOfRemote,
  type JobProgressEvent,
  type PortalConfig,
  type RemoteName,
  userChannel,
} from 'shared-ui';
import { setGatewayUrl } from './src/gateway/gatewayFetch';
import { emitRealtimeEvent } from './src/realtime/registry';
import { realtimeConnectionChanged } from './src/realtime/realtimeSlice';
import { signedIn, type SessionUser } from './src/session';
import { createPortalStore, type PortalStore } from './src/store';

export function renderInPortal(
  ui: ReactElement,
  { path = '/', store = createPortalStore(), config = defaultPortalConfig }: { path?: string; store?: PortalStore; config?: PortalConfig } = {},
): RenderResult & { store: PortalStore } {
  const result = render(
    <Provider store={store}>
      <PortalConfigProvider config={config}>
        <PortalThemeProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
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
): void {
  const features = featuresOfRemote(remote);

  test(`${remote} exposes exactly the catalogue's pages`, () => {
    expect(Object.keys(exposes).sort()).toEqual(features.map((f) => f.page.module).sort());
  });

  test.each(features.map((feature) => [feature.name, feature] as const))('%s renders title and howto', async (_name, feature) => {
    const { default: Page } = await loadPage(feature.page.module);
    renderInPortal(<Page />, { path: feature.href });
    expect(screen.getByRole('heading', { level: 1, name: feature.name })).toBeInTheDocument();
    expect(screen.getByText(feature.howto)).toBeInTheDocument();
    expect(document.title).toBe(`KI-Portal | ${feature.name}`);
  });
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, code: string) => jsonResponse(status, { error: { code, message: 'Text vom Gateway' } });

export interface ServerEvent {
  event: 'delta' | 'result' | 'error';
  data: unknown;
}

/**
 * A text/event-stream answer as the gateway sends it (gateway/README.md, "Streaming"), one chunk per
 * event. With `hang` the stream stays open after the events until the request is aborted, like a
 * provider that is still writing; that is what a stop button is tested against.
 */
export function sseResponse(events: ServerEvent[], { hang = false, signal }: { hang?: boolean; signal?: AbortSignal | null } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': keep-alive\n\n'));
      for (const { event, data } of events) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      if (!hang) controller.close();
      else signal?.addEventListener('abort', () => controller.error(new DOMException('Abgebrochen', 'AbortError')), { once: true });
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  signal: AbortSignal | null;
}

/**
 * Replaces fetch with a gateway stand-in for tool pages: `answer` gets each request (only requests
 * carrying the test user's token 'test-token'; others get 401) and returns the Response.
 * Pair it with `jest.mock('shared-auth/src/auth/firebase', …)` giving `getIdToken: async () => 'test-token'`.
 */
export function mockToolGateway(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  setGatewayUrl('http://gateway.test');
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? null,
    };
    requests.push(request);
    if (new Headers(init?.headers).get('Authorization') !== 'Bearer test-token') return errorResponse(401, 'session-expired');
    return answer(request);
  });
  return { fetchMock, requests };
}

/** A signed-in user of the group tenant, for pages that need a session. */
export const testUser: SessionUser = {
  uid: 'uid-erika',
  email: 'erika.mustermann@sv-gruppe.de',
  displayName: 'Erika Mustermann',
  emailVerified: true,
  photoURL: '',
  tenant: 'SV-Gruppe',
  provider: 'password',
  roles: [],
};

/** A store with `user` signed in and the realtime connection in `connection` (e.g. 'connected'). */
export function signedInStore(connection: string, user: SessionUser = testUser): PortalStore {
  const store = createPortalStore();
  store.dispatch(signedIn(user));
  store.dispatch(realtimeConnectionChanged(connection));
  return store;
}

/** A `job-progress` event as the gateway publishes it on the user's private channel. */
export function jobProgress(kind: JobProgressEvent['kind'], jobId: string, phase: JobProgressEvent['phase'], progress?: number): JobProgressEvent {
  return { jobId, kind, phase, ...(progress === undefined ? {} : { progress }) };
}

/** Delivers a realtime event to the user's channel as if it came over the wire. */
export const publishJobProgress = (event: JobProgressEvent, uid = testUser.uid) =>
  act(() => emitRealtimeEvent(userChannel(uid), 'job-progress', event));
