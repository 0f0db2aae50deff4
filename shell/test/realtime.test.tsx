/**
 * The shell's realtime client (shell/src/realtime): one pusher-js client per tab, opened at the tab's
 * first sign-in with the product channel, the user's private channel while signed in, announcements
 * under the nav. pusher-js is replaced by a small fake that records subscriptions and lets a test play the server.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler, Options } from 'pusher-js';
import { createPortalStore, signedIn, signedOut, type PortalStore } from 'shared-auth';
import { renderInPortal } from 'shared-auth/testing';
import type { PortalConfig } from 'shared-ui';
import { App } from '../src/App';
import { pusherOptions } from '../src/realtime/pusherOptions';
import { startRealtime, stopRealtime } from '../src/realtime/startRealtime';
import { PortalRoutes } from '../src/routing/PortalRoutes';
import { serveRemotePages } from './federation';
import { stubGateway, type Answer } from './gatewayStub';
import { groupUser, pageHeading, testConfig } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('pusher-js', () => ({ __esModule: true, default: MockPusher }));

type StateChange = { previous: string; current: string };

class MockChannel {
  forwards: ((event: string, data: unknown) => void)[] = [];
  /** What the authorisation handler answered for a private channel. */
  auth: Parameters<ChannelAuthorizationCallback> | null = null;
  constructor(readonly name: string) {}
  bind_global(callback: (event: string, data: unknown) => void) {
    this.forwards.push(callback);
    return this;
  }
}

/** pusher-js as the shell uses it. */
class MockPusher {
  static instances: MockPusher[] = [];
  static failNext = false;
  channels = new Map<string, MockChannel>();
  subscribe = jest.fn((name: string) => {
    const existing = this.channels.get(name);
    if (existing) return existing;
    const channel = new MockChannel(name);
    this.channels.set(name, channel);
    if (name.startsWith('private-')) {
      const authorize = (this.options.channelAuthorization as { customHandler: ChannelAuthorizationHandler }).customHandler;
      authorize({ socketId: '1234.5678', channelName: name }, (...result) => {
        channel.auth = result;
      });
    }
    return channel;
  });
  unsubscribe = jest.fn((name: string) => void this.channels.delete(name));
  disconnect = jest.fn();
  connection = {
    state: 'connecting',
    listeners: [] as ((change: StateChange) => void)[],
    bind: (event: string, listener: (change: StateChange) => void) => {
      if (event === 'state_change') this.connection.listeners.push(listener);
    },
  };

  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    if (MockPusher.failNext) throw new Error('Options are invalid');
    MockPusher.instances.push(this);
  }

  /** The connection moves to `current`, as pusher-js reports it. */
  changeState(current: string) {
    const previous = this.connection.state;
    this.connection.state = current;
    act(() => this.connection.listeners.forEach((listener) => listener({ previous, current })));
  }

  /** The server publishes `event` on `channel` (only subscribed channels hear it). */
  send(channel: string, event: string, data: unknown) {
    act(() => this.channels.get(channel)?.forwards.forEach((forward) => forward(event, data)));
  }
}

const privateChannel = `private-user-${groupUser.uid}`;
const announcement = (overrides: Record<string, unknown> = {}) => ({
  id: 'wartung-1',
  message: 'Heute ab 18 Uhr wird das Portal gewartet. <b>Bitte</b> speichere deine Texte.',
  level: 'info',
  sentAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

/** Starts realtime for `store` (as bootstrap does) and renders the portal at `path`. */
async function startPortal(
  path: string,
  { store = createPortalStore(), config = testConfig }: { store?: PortalStore; config?: PortalConfig } = {},
) {
  if (store.getState().session.status === 'unknown') store.dispatch(signedOut());
  startRealtime(config, store);
  const user = userEvent.setup();
  const view = renderInPortal(<PortalRoutes />, { path, store, config });
  await waitFor(() => expect(MockPusher.instances.length).toBeGreaterThan(0));
  return { ...view, user, store, client: MockPusher.instances[0]! };
}

/** A tab in which someone signed in and out again: its connection stays open for the next login. */
function signedOutTab(config: PortalConfig = testConfig): PortalStore {
  const store = createPortalStore();
  startRealtime(config, store);
  store.dispatch(signedIn(groupUser));
  store.dispatch(signedOut());
  return store;
}

let consoleProblems: jest.SpyInstance[];
beforeEach(() => {
  serveRemotePages();
  MockPusher.instances = [];
  MockPusher.failNext = false;
  consoleProblems = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
});
afterEach(() => {
  stopRealtime();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

/** Nothing in these tests may log an error or a warning unless the test expects one. */
const expectQuietConsole = () => consoleProblems.forEach((spy) => expect(spy).not.toHaveBeenCalled());
const noop = () => undefined;

describe('the client', () => {
  test('is created once per tab with the config key, across re-renders, route changes, logout and login', async () => {
    const store = createPortalStore();
    store.dispatch(signedIn(groupUser));
    startRealtime(testConfig, store);
    const user = userEvent.setup();
    // The real App (StrictMode, BrowserRouter), rendered twice.
    const { rerender } = render(<App config={testConfig} store={store} onFirstCommit={noop} />);
    rerender(<App config={testConfig} store={store} onFirstCommit={noop} />);
    // The client comes from a dynamic import, which races the first render's other lazy chunks (the
    // avatar generator): on a loaded CI machine that took longer than waitFor's default 1 s.
    await waitFor(() => expect(MockPusher.instances).toHaveLength(1), { timeout: 5_000 });
    const client = MockPusher.instances[0]!;
    expect(client.key).toBe(testConfig.pusher.key);
    expect(client.options).toMatchObject({ cluster: testConfig.pusher.cluster });

    await pageHeading();
    await user.click(within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('link', { name: 'Dashboards' }));
    expect(await pageHeading()).toHaveTextContent('Seite aus mfe_dashboards/Dashboards');
    await user.click(screen.getByRole('link', { name: 'Mein Konto' }));
    // Shell pages are lazy: wait for this page's heading, not the one still on screen.
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    await user.click(screen.getByRole('link', { name: 'Abmelden' }));
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    act(() => {
      store.dispatch(signedIn(groupUser));
    });
    await screen.findByRole('heading', { level: 1, name: 'Willkommen, Erika Mustermann!' });

    // A second start in the same tab (a re-run bundle, a new store) finds the running client.
    startRealtime(testConfig, store);
    startRealtime(testConfig, createPortalStore());
    await act(async () => undefined);
    expect(MockPusher.instances).toHaveLength(1);
    expect(client.disconnect).not.toHaveBeenCalled();
    expectQuietConsole();
  });

  test('a guest gets no connection; the first sign-in opens it with the product channel, then the private one', async () => {
    stubGateway((): Answer => ({ status: 200, body: { auth: 'ki-portal-key:signatur', hasSubscribed: false } }));
    const store = createPortalStore();
    store.dispatch(signedOut());
    startRealtime(testConfig, store);
    renderInPortal(<PortalRoutes />, { path: '/login', store, config: testConfig });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await act(async () => undefined);
    expect(MockPusher.instances).toHaveLength(0);

    act(() => {
      store.dispatch(signedIn(groupUser));
    });
    await waitFor(() => expect(MockPusher.instances).toHaveLength(1));
    expect(MockPusher.instances[0]!.subscribe.mock.calls).toEqual([['ki-portal'], [privateChannel]]);
  });

  test('the product channel is the configured product slug', async () => {
    const config = { ...testConfig, productSlug: 'redaktions-ki' };
    const { client } = await startPortal('/login', { store: signedOutTab(config), config });
    expect(client.subscribe.mock.calls).toEqual([['redaktions-ki']]);
  });

  test('without a key realtime stays off and the portal works', async () => {
    startRealtime({ ...testConfig, pusher: { key: '', cluster: 'eu' } }, createPortalStore());
    const store = createPortalStore();
    store.dispatch(signedOut());
    renderInPortal(<PortalRoutes />, { path: '/login', store, config: testConfig });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await act(async () => undefined);
    expect(MockPusher.instances).toHaveLength(0);
  });
});

describe('the private user channel', () => {
  test('is subscribed after sign-in, authorised by the gateway with the token, and dropped at logout; the connection stays', async () => {
    const gateway = stubGateway(({ path }): Answer => {
      if (path === '/v1/realtime/auth') return { status: 200, body: { auth: 'ki-portal-key:signatur' } };
      if (path === '/v1/check-newsletter-subscription') return { status: 200, body: { hasSubscribed: false } };
      return { status: 404, body: { error: { code: 'not-found' } } };
    });
    const { client, store, user } = await startPortal('/login', { store: signedOutTab() });
    expect(client.channels.has(privateChannel)).toBe(false);

    act(() => {
      store.dispatch(signedIn(groupUser));
    });
    expect(client.subscribe).toHaveBeenLastCalledWith(privateChannel);
    const channel = client.channels.get(privateChannel)!;
    await waitFor(() => expect(channel.auth).toEqual([null, { auth: 'ki-portal-key:signatur' }]));
    const authCalls = gateway.filter((request) => request.path === '/v1/realtime/auth');
    expect(authCalls).toHaveLength(1);
    const [authCall] = authCalls;
    expect(authCall!.url.href).toBe('http://gateway.test/v1/realtime/auth');
    expect(authCall!.method).toBe('POST');
    expect(authCall!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(authCall!.body).toEqual({ socket_id: '1234.5678', channel_name: privateChannel });

    // Logout through its page: the channel goes, the connection and the product channel stay.
    await user.click(await screen.findByRole('link', { name: 'Mein Konto' }));
    await user.click(await screen.findByRole('link', { name: 'Abmelden' }));
    await waitFor(() => expect(store.getState().session.loggedIn).toBe(false));
    expect(client.unsubscribe).toHaveBeenCalledWith(privateChannel);
    expect(client.unsubscribe).not.toHaveBeenCalledWith('ki-portal');
    expect(client.disconnect).not.toHaveBeenCalled();

    // The next user gets their own channel on the same connection.
    act(() => {
      store.dispatch(signedIn({ ...groupUser, uid: 'uid-max' }));
    });
    expect(client.channels.has('private-user-uid-max')).toBe(true);
    expect(client.channels.has(privateChannel)).toBe(false);
    expect(MockPusher.instances).toHaveLength(1);
  });

  test('an expired token is refreshed once; a refusal leaves the channel unauthorised without noise', async () => {
    const answers: Answer[] = [
      { status: 401, body: { error: { code: 'session-expired' } } },
      { status: 200, body: { auth: 'ki-portal-key:zweiter-versuch' } },
      { status: 403, body: { error: { code: 'forbidden' } } },
    ];
    stubGateway(({ path }): Answer => (path === '/v1/realtime/auth' ? answers.shift()! : { status: 200, body: { hasSubscribed: false } }));
    const store = createPortalStore();
    store.dispatch(signedIn(groupUser));
    const { client } = await startPortal('/feedback', { store });
    const channel = client.channels.get(privateChannel)!;
    await waitFor(() => expect(channel.auth).toEqual([null, { auth: 'ki-portal-key:zweiter-versuch' }]));

    act(() => {
      store.dispatch(signedIn({ ...groupUser, uid: 'uid-max' }));
    });
    const refused = client.channels.get('private-user-uid-max')!;
    await waitFor(() => expect(refused.auth?.[0]).toBeInstanceOf(Error));
    expect(refused.auth?.[1]).toBeNull();
    expect(await pageHeading()).toHaveTextContent('Feedback');
    expectQuietConsole();
  });
});

describe('connection state', () => {
  test('is mirrored into the store; "unavailable" changes nothing on the page', async () => {
    const store = createPortalStore();
    store.dispatch(signedIn(groupUser));
    const { client, user } = await startPortal('/feedback', { store });
    expect(store.getState().realtime.connection).toBe('connecting');
    client.changeState('unavailable');
    expect(store.getState().realtime.connection).toBe('unavailable');

    expect(await pageHeading()).toHaveTextContent('Feedback');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Mein Konto' }));
    // Shell pages are lazy: wait for this page's heading, not the one still on screen.
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });

    client.changeState('connecting');
    client.changeState('connected');
    expect(store.getState().realtime.connection).toBe('connected');
    expectQuietConsole();
  });

  test('a client that cannot be created is "failed", with one warning, and the portal works', async () => {
    MockPusher.failNext = true;
    const store = signedOutTab();
    renderInPortal(<PortalRoutes />, { path: '/login', store, config: testConfig });
    await waitFor(() => expect(store.getState().realtime.connection).toBe('failed'));
    expect(console.warn).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
  });
});

describe('announcements', () => {
  test('are shown under the nav as text on every page, closed with „Hinweis schließen“, and stay closed', async () => {
    const store = createPortalStore();
    store.dispatch(signedIn(groupUser));
    const { client, user } = await startPortal('/feedback', { store });
    await pageHeading();
    client.send('ki-portal', 'announcement', announcement());

    const region = screen.getByRole('region', { name: 'Hinweise' });
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent('Heute ab 18 Uhr wird das Portal gewartet. <b>Bitte</b> speichere deine Texte.');
    expect(status.querySelector('b')).toBeNull();
    // Under the navigation, above the page.
    expect(screen.getByRole('banner').compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Mein Konto' }));
    // Shell pages are lazy: wait for this page's heading, not the one still on screen.
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
    expect(within(screen.getByRole('region', { name: 'Hinweise' })).getByRole('status')).toHaveTextContent('Heute ab 18 Uhr');

    await user.click(within(screen.getByRole('region', { name: 'Hinweise' })).getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();

    // Sent again (or a reload with a new store): it stays closed for this browser session.
    client.send('ki-portal', 'announcement', announcement());
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();
    expect(createPortalStore().getState().realtime.dismissed).toEqual(['wartung-1']);

    // A new one appears.
    client.send('ki-portal', 'announcement', announcement({ id: 'wartung-2', message: 'Die Wartung ist beendet.' }));
    expect(within(screen.getByRole('region', { name: 'Hinweise' })).getByRole('status')).toHaveTextContent('Die Wartung ist beendet.');
    expectQuietConsole();
  });

  test('reach the login page too after a logout; a warning is an alert; malformed ones are ignored', async () => {
    const { client } = await startPortal('/login', { store: signedOutTab() });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    client.send('ki-portal', 'announcement', { id: 'x', message: 42, level: 'info' });
    client.send('ki-portal', 'announcement', 'Kein Objekt');
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();

    client.send('ki-portal', 'announcement', announcement({ id: 'stoerung', level: 'warning', message: 'Störung beim KI-Anbieter.' }));
    const region = screen.getByRole('region', { name: 'Hinweise' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Störung beim KI-Anbieter.');
    expect(within(region).queryByRole('status')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
  });

  test('a guest gets them from the product channel only', async () => {
    const { client } = await startPortal('/login', { store: signedOutTab() });
    client.send('anderes-produkt', 'announcement', announcement());
    client.send(`private-user-${groupUser.uid}`, 'announcement', announcement());
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();
  });

  test('the signed-in user’s own channel carries announcements meant for them alone (an automatic rollback for portal admins)', async () => {
    const store = createPortalStore();
    store.dispatch(signedIn(groupUser));
    const { client } = await startPortal('/feedback', { store });
    await pageHeading();
    client.send('private-user-someone-else', 'announcement', announcement({ id: 'fremd' }));
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();
    client.send(
      `private-user-${groupUser.uid}`,
      'announcement',
      announcement({ id: 'rollback', level: 'warning', message: 'mfe-seo v2 wurde automatisch zurückgerollt.' }),
    );
    expect(within(screen.getByRole('region', { name: 'Hinweise' })).getByRole('alert')).toHaveTextContent(
      'mfe-seo v2 wurde automatisch zurückgerollt.',
    );
  });
});

describe('pusher options', () => {
  const authorize: ChannelAuthorizationHandler = () => undefined;

  test('hosted Pusher: key and cluster, the auth handler, TLS as the SDK decides', () => {
    expect(pusherOptions({ key: 'k', cluster: 'eu' }, authorize)).toEqual({
      cluster: 'eu',
      channelAuthorization: { customHandler: authorize },
    });
    expect(pusherOptions({ key: 'k', cluster: 'eu', forceTLS: true }, authorize)).toMatchObject({ forceTLS: true });
  });

  test('soketi (host and port): WebSockets only, straight to the host, without TLS unless asked', () => {
    expect(pusherOptions({ key: 'k', cluster: 'eu', host: '127.0.0.1', port: 6001 }, authorize)).toEqual({
      cluster: 'eu',
      channelAuthorization: { customHandler: authorize },
      wsHost: '127.0.0.1',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
    });
    expect(pusherOptions({ key: 'k', cluster: 'eu', host: 'realtime.example', forceTLS: true }, authorize)).toMatchObject({
      wsHost: 'realtime.example',
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
    });
  });
});
