/**
 * Realtime events over the Pusher protocol (README, "Contract: realtime"): the `pusher` server SDK
 * talks to hosted Pusher and to soketi alike, the switch is configuration. Publishing is a side
 * effect of a request, never its purpose: `publish` waits at most PUBLISH_TIMEOUT_MS, logs a failure
 * as a warning and never throws. Commands that exist to publish (announce) use `triggerEvent`, which
 * does throw, so they can exit with 1.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Pusher from 'pusher';
import { realtimeEvents, type AnnouncementEvent, type DashboardsUpdatedEvent, type JobProgressEvent } from 'portal-contract';
import type { PusherSettings } from '../config.ts';

/** Each event name with its payload (portal-contract/src/realtime/events.ts). */
export type RealtimeEventMap = {
  [realtimeEvents.announcement]: AnnouncementEvent;
  [realtimeEvents.dashboardsUpdated]: DashboardsUpdatedEvent;
  [realtimeEvents.jobProgress]: JobProgressEvent;
};
export type RealtimeEventName = keyof RealtimeEventMap;

export interface RealtimePublisher {
  /** Never rejects: a failure or timeout is logged (warn) and swallowed. */
  publish<E extends RealtimeEventName>(channel: string, event: E, data: RealtimeEventMap[E]): Promise<void>;
}

export interface Realtime extends RealtimePublisher {
  /** false without PUSHER_SECRET: nothing is published, channel authorisation answers 404. */
  readonly enabled: boolean;
  /** The SDK's signature for a private channel (`{ auth: "<key>:<hmac>" }`); only when enabled. */
  authorizeChannel(socketId: string, channel: string): { auth: string };
}

/** The part of a pino logger this module needs (Fastify's `app.log`, or a console stand-in). */
export type WarnLogger = { warn(details: object, message: string): void };

/** How long a publish may take before it is given up: a user's request never waits longer. */
export const PUBLISH_TIMEOUT_MS = 2000;

export class PublishError extends Error {
  override name = 'PublishError';
  constructor(
    message: string,
    /** The HTTP status of the Pusher API's answer, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export function createPusher(settings: PusherSettings, timeoutMs = PUBLISH_TIMEOUT_MS): Pusher {
  // Keep-alive: the events of a job follow each other closely; idle sockets do not keep a process alive.
  const agent = settings.useTLS ? new HttpsAgent({ keepAlive: true, maxSockets: 16 }) : new HttpAgent({ keepAlive: true, maxSockets: 16 });
  const common = { appId: settings.appId, key: settings.key, secret: settings.secret, useTLS: settings.useTLS, timeout: timeoutMs, agent };
  return settings.host
    ? new Pusher({ ...common, host: settings.host, ...(settings.port ? { port: String(settings.port) } : {}) })
    : new Pusher({ ...common, cluster: settings.cluster });
}

/**
 * Sends one event and waits for the API's answer, at most `timeoutMs` (the SDK's own timeout, and a
 * timer of ours in case the connection hangs where the SDK's abort does not reach). Throws a
 * PublishError whose message names neither the secret nor the signed URL.
 */
export async function triggerEvent<E extends RealtimeEventName>(
  pusher: Pusher,
  channel: string,
  event: E,
  data: RealtimeEventMap[E],
  timeoutMs = PUBLISH_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PublishError(`keine Antwort nach ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  const send = async () => {
    const response = await pusher.trigger(channel, event, data);
    refusal(await response.text());
  };
  try {
    await Promise.race([send(), timeout]);
  } catch (error) {
    throw toPublishError(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * soketi as installed here (uWebSockets.js replaced by a fork, see docs/architecture.md) answers a refused
 * request with the right JSON (`{"error": "...", "code": 401}`) but status 200, which the SDK takes
 * for success; hosted Pusher answers `{}`. So a 200 is read as well.
 */
function refusal(body: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return;
  const { error, code } = parsed as { error: unknown; code?: unknown };
  const status = typeof code === 'number' ? code : undefined;
  throw new PublishError(
    `Der Realtime-Server antwortet mit ${status ? `HTTP ${status}` : 'einem Fehler'} (${String(error).slice(0, 200)})`,
    status,
  );
}

/** The SDK's RequestError carries the signed URL; only its status and cause go further. */
function toPublishError(error: unknown): PublishError {
  if (error instanceof PublishError) return error;
  const { status, error: cause, message } = error as { status?: number; error?: { message?: string; code?: string }; message?: string };
  if (status) return new PublishError(`Der Realtime-Server antwortet mit HTTP ${status}`, status);
  const reason = cause?.code ?? cause?.message ?? message ?? String(error);
  return new PublishError(`Der Realtime-Server ist nicht erreichbar (${reason})`);
}

export function createRealtime(settings: PusherSettings | undefined, log: WarnLogger, timeoutMs = PUBLISH_TIMEOUT_MS): Realtime {
  if (!settings) return realtimeOff;
  const pusher = createPusher(settings, timeoutMs);
  return {
    enabled: true,
    async publish(channel, event, data) {
      try {
        await triggerEvent(pusher, channel, event, data, timeoutMs);
      } catch (error) {
        log.warn({ channel, event, reason: (error as Error).message }, 'realtime event not published');
      }
    },
    authorizeChannel(socketId, channel) {
      return { auth: pusher.authorizeChannel(socketId, channel).auth };
    },
  };
}

/** Realtime switched off: publishing does nothing, and there is nothing to authorise. */
export const realtimeOff: Realtime = {
  enabled: false,
  publish: async () => {},
  authorizeChannel() {
    throw new Error('realtime is off');
  },
};

/** The payload of `dashboards-updated` after an import of `rows` rows into `set`. */
export function dashboardsUpdated(set: DashboardsUpdatedEvent['sets'][number], rows: number): DashboardsUpdatedEvent {
  return { sets: [set], rows, importedAt: new Date().toISOString() };
}
