import { useEffect, useEffectEvent } from 'react';
import type { AnnouncementEvent, DashboardsUpdatedEvent, JobProgressEvent, realtimeEvents } from 'shared-ui';

/**
 * The portal's realtime registry. The shell creates the one Pusher client and hands it over with
 * `setRealtimeClient`; everyone else (shell and remotes) listens through `useRealtimeEvent` and never
 * touches pusher-js. Listeners are kept here, by channel and event, so they survive a client that
 * arrives late, a channel that is subscribed only after sign-in, and resubscriptions after logout/login.
 */

/** What the registry needs of a pusher-js channel. */
export interface RealtimeChannel {
  bind_global(callback: (event: string, data: unknown) => void): unknown;
}

/** What the registry needs of the pusher-js client (a `Pusher` instance fits). */
export interface RealtimeClient {
  subscribe(channel: string): RealtimeChannel;
  unsubscribe(channel: string): void;
}

/** The payload of each event (shared-ui/src/realtime/events.ts). */
export interface RealtimeEventMap {
  announcement: AnnouncementEvent;
  'dashboards-updated': DashboardsUpdatedEvent;
  'job-progress': JobProgressEvent;
}
/** The names of `realtimeEvents`, each with its payload above. */
export type RealtimeEventName = (typeof realtimeEvents)[keyof typeof realtimeEvents] & keyof RealtimeEventMap;

type Listener = (data: unknown) => void;

let client: RealtimeClient | null = null;
/** Channels the portal wants to hear, whether or not the client is there yet. */
const wantedChannels = new Set<string>();
/** Channel objects already forwarding to the listeners (pusher-js hands out the same one again). */
const forwarding = new WeakSet<RealtimeChannel>();
const listeners = new Map<string, Set<Listener>>();

const keyOf = (channel: string, event: string) => `${channel}\u0000${event}`;

function subscribeWith(current: RealtimeClient, channel: string): void {
  const subscribed = current.subscribe(channel);
  if (forwarding.has(subscribed)) return;
  forwarding.add(subscribed);
  subscribed.bind_global((event, data) => emitRealtimeEvent(channel, event, data));
}

/** Hands the client over (the shell, once per tab); channels wanted so far are subscribed now. */
export function setRealtimeClient(next: RealtimeClient | null): void {
  client = next;
  if (next) for (const channel of wantedChannels) subscribeWith(next, channel);
}

export function getRealtimeClient(): RealtimeClient | null {
  return client;
}

/** Subscribes a channel now, or as soon as the client is there. */
export function subscribeRealtimeChannel(channel: string): void {
  wantedChannels.add(channel);
  if (client) subscribeWith(client, channel);
}

export function unsubscribeRealtimeChannel(channel: string): void {
  if (!wantedChannels.delete(channel)) return;
  client?.unsubscribe(channel);
}

/**
 * Delivers an event to its listeners. The client's channels call it; tests call it to play the
 * server. A listener that throws is reported and does not keep the event from the others.
 */
export function emitRealtimeEvent(channel: string, event: string, data: unknown): void {
  for (const listener of [...(listeners.get(keyOf(channel, event)) ?? [])]) {
    try {
      listener(data);
    } catch (error) {
      console.error(`Realtime-Ereignis ${event} auf ${channel}:`, error);
    }
  }
}

/** Listens outside React (the shell's store wiring); returns the function that stops listening. */
export function onRealtimeEvent<E extends RealtimeEventName>(
  channel: string,
  event: E,
  listener: (data: RealtimeEventMap[E]) => void,
): () => void {
  const key = keyOf(channel, event);
  const set = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, set);
  const entry: Listener = (data) => listener(data as RealtimeEventMap[E]);
  set.add(entry);
  return () => {
    set.delete(entry);
    if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
  };
}

/**
 * Calls `handler` with each `event` on `channel` while the component is mounted; `null` as channel
 * listens to nothing (e.g. the user's channel before sign-in). Without a realtime connection the
 * handler is simply never called, so a page must work without it.
 */
export function useRealtimeEvent<E extends RealtimeEventName>(
  channel: string | null,
  event: E,
  handler: (data: RealtimeEventMap[E]) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (channel === null) return undefined;
    return onRealtimeEvent(channel, event, (data) => onEvent(data));
  }, [channel, event]);
}
