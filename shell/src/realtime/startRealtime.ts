import type Pusher from 'pusher-js';
import {
  announcementReceived,
  isAnnouncementEvent,
  onRealtimeEvent,
  realtimeConnectionChanged,
  setRealtimeClient,
  subscribeRealtimeChannel,
  unsubscribeRealtimeChannel,
  type PortalStore,
} from 'shared-auth';
import { productChannel, realtimeEvents, userChannel, type PortalConfig } from 'shared-ui';
import { authorizeChannel } from './authorizeChannel';
import { pusherOptions } from './pusherOptions';

/** The tab's realtime connection: one client, one WebSocket, for the life of the tab. */
interface TabRealtime {
  /** Null until pusher-js has loaded (it is a chunk of its own, fetched after the first render). */
  client: Pusher | null;
  /** The store the connection state and announcements go to. */
  store: PortalStore;
  product: string;
  /** The signed-in user's private channel while someone is signed in. */
  user: string | null;
  /** Stops following the store and the product channel's announcements. */
  detach: () => void;
}

// On globalThis rather than in this module, so a second start in the same tab (a re-executed
// bundle during development, a second store) finds the first connection instead of opening another.
const tab = globalThis as typeof globalThis & { __kiPortalRealtime?: TabRealtime };

/** Subscribes the user's channel after sign-in, and drops it at logout; the connection stays. */
function followSession(realtime: TabRealtime): void {
  const { session } = realtime.store.getState();
  const next = session.loggedIn && session.data ? userChannel(session.data.uid) : null;
  if (next === realtime.user) return;
  if (realtime.user) unsubscribeRealtimeChannel(realtime.user);
  realtime.user = next;
  if (next) subscribeRealtimeChannel(next);
}

function attach(realtime: TabRealtime, store: PortalStore): void {
  realtime.detach();
  realtime.store = store;
  const stopFollowing = store.subscribe(() => followSession(realtime));
  const stopAnnouncements = onRealtimeEvent(realtime.product, realtimeEvents.announcement, (data) => {
    // The channel is public to everyone with the key: only well-formed announcements are shown.
    if (isAnnouncementEvent(data)) realtime.store.dispatch(announcementReceived(data));
  });
  realtime.detach = () => {
    stopFollowing();
    stopAnnouncements();
  };
  followSession(realtime);
  if (realtime.client) store.dispatch(realtimeConnectionChanged(realtime.client.connection.state));
}

async function connect(config: PortalConfig, realtime: TabRealtime): Promise<void> {
  try {
    const { default: PusherClient } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
    if (tab.__kiPortalRealtime !== realtime) return;
    const client = new PusherClient(config.pusher.key, pusherOptions(config.pusher, authorizeChannel));
    realtime.client = client;
    // pusher-js reconnects with backoff on its own; the store only mirrors where it stands.
    client.connection.bind('state_change', ({ current }: { current: string }) =>
      realtime.store.dispatch(realtimeConnectionChanged(current)),
    );
    realtime.store.dispatch(realtimeConnectionChanged(client.connection.state));
    setRealtimeClient(client);
  } catch (error) {
    // Without realtime (the chunk did not load, unusable options) the portal works as before.
    console.warn('Die Live-Verbindung ist nicht verfügbar:', error);
    realtime.store.dispatch(realtimeConnectionChanged('failed'));
  }
}

/**
 * Starts the tab's realtime connection once, after start-up: the product channel at once, the user's
 * private channel whenever someone is signed in. Never throws and never waits: a realtime server
 * that is down leaves the connection state at `connecting`/`unavailable`, and the portal unchanged.
 * A later call (another store) only moves the wiring to that store.
 */
export function startRealtime(config: PortalConfig, store: PortalStore): void {
  try {
    const running = tab.__kiPortalRealtime;
    if (running) {
      if (running.store !== store) attach(running, store);
      return;
    }
    // No key: realtime is not configured for this deployment.
    if (!config.pusher?.key) return;
    const realtime: TabRealtime = { client: null, store, product: productChannel(config.productSlug), user: null, detach: () => undefined };
    tab.__kiPortalRealtime = realtime;
    subscribeRealtimeChannel(realtime.product);
    attach(realtime, store);
    void connect(config, realtime);
  } catch (error) {
    console.warn('Die Live-Verbindung konnte nicht gestartet werden:', error);
  }
}

/** Closes the tab's connection and forgets it (tests; a page that is being torn down). */
export function stopRealtime(): void {
  const realtime = tab.__kiPortalRealtime;
  if (!realtime) return;
  delete tab.__kiPortalRealtime;
  realtime.detach();
  if (realtime.user) unsubscribeRealtimeChannel(realtime.user);
  unsubscribeRealtimeChannel(realtime.product);
  setRealtimeClient(null);
  realtime.client?.disconnect();
}
