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
import { nextTask, productChannel, realtimeEvents, userChannel, type PortalConfig } from 'shared-ui';
import { afterFirstPage } from '../layout/firstPage';
import { authorizeChannel } from './authorizeChannel';
import { pusherOptions } from './pusherOptions';

/** The tab's realtime connection: one client, one WebSocket, for the life of the tab. */
interface TabRealtime {
  /** Null until pusher-js has loaded (a chunk of its own, fetched once someone is signed in). */
  client: Pusher | null;
  /** Whether the client has been asked for (it is never asked for twice). */
  connecting: boolean;
  /** The store the connection state and announcements go to. */
  store: PortalStore;
  product: string;
  /** The signed-in user's private channel while someone is signed in. */
  user: string | null;
  /** Stops showing the announcements of the user's channel (portal admins get some there). */
  stopUserAnnouncements: () => void;
  /** Stops following the store and the product channel's announcements. */
  detach: () => void;
}

// On globalThis rather than in this module, so a second start in the same tab (a re-executed
// bundle during development, a second store) finds the first connection instead of opening another.
const tab = globalThis as typeof globalThis & { __kiPortalRealtime?: TabRealtime };

/**
 * Subscribes the user's channel after sign-in, and drops it at logout; the connection stays. The
 * connection itself opens at the tab's first sign-in: announcements and job progress are for staff,
 * and a guest on /login would otherwise download pusher-js (17 KB gzip) for nothing.
 */
function followSession(realtime: TabRealtime, config: PortalConfig): void {
  const { session } = realtime.store.getState();
  if (session.loggedIn && !realtime.connecting) {
    realtime.connecting = true;
    // Nothing on the first page waits for it: pusher-js (17 KB gzip) loads once that page is shown.
    afterFirstPage(() => void connect(config, realtime));
  }
  const next = session.loggedIn && session.data ? userChannel(session.data.uid) : null;
  if (next === realtime.user) return;
  if (realtime.user) unsubscribeRealtimeChannel(realtime.user);
  realtime.stopUserAnnouncements();
  realtime.user = next;
  if (next) {
    subscribeRealtimeChannel(next);
    // Meant for this user only, e.g. an automatic rollback for the portal admins.
    realtime.stopUserAnnouncements = showAnnouncements(realtime, next);
  } else {
    realtime.stopUserAnnouncements = () => undefined;
  }
}

function showAnnouncements(realtime: TabRealtime, channel: string): () => void {
  return onRealtimeEvent(channel, realtimeEvents.announcement, (data) => {
    // Only well-formed announcements are shown (the product channel is public to everyone with the key).
    if (isAnnouncementEvent(data)) realtime.store.dispatch(announcementReceived(data));
  });
}

function attach(realtime: TabRealtime, store: PortalStore, config: PortalConfig): void {
  realtime.detach();
  realtime.store = store;
  const stopFollowing = store.subscribe(() => followSession(realtime, config));
  const stopAnnouncements = showAnnouncements(realtime, realtime.product);
  realtime.detach = () => {
    stopFollowing();
    stopAnnouncements();
  };
  followSession(realtime, config);
  if (realtime.client) store.dispatch(realtimeConnectionChanged(realtime.client.connection.state));
}

async function connect(config: PortalConfig, realtime: TabRealtime): Promise<void> {
  try {
    const { default: PusherClient } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
    // pusher-js is evaluated in the task its chunk arrived in; the client and its socket in the next.
    await nextTask();
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
 * Starts the tab's realtime connection once, after start-up: the product channel from the first
 * sign-in on (and after a logout, until the tab closes), the user's private channel whenever someone
 * is signed in. Never throws and never waits: a realtime server
 * that is down leaves the connection state at `connecting`/`unavailable`, and the portal unchanged.
 * A later call (another store) only moves the wiring to that store.
 */
export function startRealtime(config: PortalConfig, store: PortalStore): void {
  try {
    const running = tab.__kiPortalRealtime;
    if (running) {
      if (running.store !== store) attach(running, store, config);
      return;
    }
    // No key: realtime is not configured for this deployment.
    if (!config.pusher?.key) return;
    const realtime: TabRealtime = {
      client: null,
      connecting: false,
      store,
      product: productChannel(config.productSlug),
      user: null,
      stopUserAnnouncements: () => undefined,
      detach: () => undefined,
    };
    tab.__kiPortalRealtime = realtime;
    subscribeRealtimeChannel(realtime.product);
    attach(realtime, store, config);
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
  realtime.stopUserAnnouncements();
  if (realtime.user) unsubscribeRealtimeChannel(realtime.user);
  unsubscribeRealtimeChannel(realtime.product);
  setRealtimeClient(null);
  realtime.client?.disconnect();
}
