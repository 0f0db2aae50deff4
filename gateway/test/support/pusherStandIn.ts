/**
 * The Pusher side of the realtime tests:
 * - `startSoketi`: a real soketi (the local stack's realtime server) on free loopback ports;
 * - `connectClient`: pusher-js (the browser's client, node build) against it, authorising private
 *   channels through the gateway's `POST /v1/realtime/auth` like the shell does;
 * - `startPusherStandIn`: a tiny HTTP server in place of the Pusher REST API, for what a real server
 *   does not do on demand (answer 500, hang). It records `POST /apps/<id>/events` and checks each
 *   request's signature the way Pusher does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as PusherJs from 'pusher-js';
import type { Channel } from 'pusher-js';

// pusher-js's node build sets module.exports to the class; its typings describe an ES default export,
// which TypeScript (NodeNext, a CommonJS package) sees one `default` deeper.
const PusherClient = createRequire(import.meta.url)('pusher-js') as typeof PusherJs.default.default;

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export type PusherApp = { appId: string; key: string; secret: string };
export const TEST_APP: PusherApp = { appId: 'ki-portal-test', key: 'ki-portal-test-key', secret: 'geheimnis-der-tests-0123456789' };

/** A port nobody listens on right now (the OS picks it; closed again at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The gateway's variables for a Pusher-protocol server on loopback. */
export function pusherEnv(port: number, app: PusherApp = TEST_APP): Record<string, string> {
  return {
    PUSHER_APP_ID: app.appId,
    PUSHER_KEY: app.key,
    PUSHER_SECRET: app.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
    PUSHER_TLS: 'false',
  };
}

export type Soketi = { port: number; env: Record<string, string>; stop: () => Promise<void> };

/** soketi with one app; resolves once its HTTP API answers (a second or two). */
export async function startSoketi(app: PusherApp = TEST_APP): Promise<Soketi> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [resolve(ROOT, 'node_modules', '@soketi', 'soketi', 'bin', 'server.js'), 'start'], {
    env: {
      PATH: process.env.PATH,
      SOKETI_DEFAULT_APP_ID: app.appId,
      SOKETI_DEFAULT_APP_KEY: app.key,
      SOKETI_DEFAULT_APP_SECRET: app.secret,
      SOKETI_HOST: '127.0.0.1',
      SOKETI_PORT: String(port),
      SOKETI_METRICS_HOST: '127.0.0.1',
      SOKETI_METRICS_SERVER_PORT: String(metricsPort),
      SOKETI_DEBUG: '0',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    const forced = sleep(5000).then(() => child.kill('SIGKILL'));
    await Promise.race([exited, forced]);
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`soketi ended at start: ${Buffer.concat(stderr).toString('utf8')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('soketi did not answer within 30 s');
    }
    await sleep(100);
  }
  return { port, env: pusherEnv(port, app), stop };
}

export type ReceivedEvent = { channel: string; event: string; data: unknown };

export type TestClient = {
  /** Joins a channel; rejects with the authorisation's HTTP status when it is refused. */
  subscribe: (channel: string) => Promise<Channel>;
  /** Every event received so far on subscribed channels (not pusher: internals). */
  received: ReceivedEvent[];
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor: (match: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  disconnect: () => void;
};

/**
 * pusher-js connected to soketi. Private channels are authorised by the gateway at `gatewayUrl`
 * with the ID token, form-encoded — the request the browser's client sends.
 */
export function connectClient(soketiPort: number, options: { gatewayUrl?: string; idToken?: string; app?: PusherApp } = {}): TestClient {
  const app = options.app ?? TEST_APP;
  const client = new PusherClient(app.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: soketiPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${options.gatewayUrl ?? 'http://127.0.0.1:9'}/v1/realtime/auth`,
      headers: options.idToken ? { Authorization: `Bearer ${options.idToken}` } : {},
    },
  });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  return {
    received,
    subscribe: (name) =>
      new Promise((done, fail) => {
        const channel = client.subscribe(name);
        channel.bind_global((event: string, data: unknown) => {
          if (event.startsWith('pusher:')) return;
          received.push({ channel: name, event, data });
          for (const wake of waiters) wake();
        });
        channel.bind('pusher:subscription_succeeded', () => done(channel));
        channel.bind('pusher:subscription_error', (error: { status?: number }) =>
          fail(Object.assign(new Error(`subscription refused: ${error.status}`), { status: error.status })),
        );
      }),
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((done, fail) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          cleanup();
          done(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          fail(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(received)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    disconnect: () => client.disconnect(),
  };
}

export type RecordedEvent = { channels: string[]; name: string; data: unknown; signatureValid: boolean };

export type PusherStandIn = {
  port: number;
  env: Record<string, string>;
  /** Every `POST /apps/<id>/events`, in order. */
  events: RecordedEvent[];
  /** How the next requests are answered: a status, or `hang` (never answers). */
  answer: 'ok' | 500 | 'hang';
  close: () => Promise<void>;
};

/** Pusher's request signature: HMAC-SHA256 of method, path and the sorted query without the signature. */
function verifySignature(method: string, url: URL, body: string, secret: string): boolean {
  const params = [...url.searchParams.entries()].filter(([key]) => key !== 'auth_signature');
  const query = params
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const expected = createHmac('sha256', secret).update([method, url.pathname, query].join('\n')).digest('hex');
  const bodyMd5 = createHash('md5').update(body).digest('hex');
  return url.searchParams.get('auth_signature') === expected && url.searchParams.get('body_md5') === bodyMd5;
}

export async function startPusherStandIn(app: PusherApp = TEST_APP): Promise<PusherStandIn> {
  const events: RecordedEvent[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method !== 'POST' || url.pathname !== `/apps/${app.appId}/events`) {
      response.writeHead(404).end();
      return;
    }
    const parsed = JSON.parse(body) as { name: string; channels?: string[]; channel?: string; data: string };
    events.push({
      channels: parsed.channels ?? [parsed.channel ?? ''],
      name: parsed.name,
      data: JSON.parse(parsed.data),
      signatureValid: verifySignature('POST', url, body, app.secret),
    });
    if (standIn.answer === 'hang') return;
    if (standIn.answer === 500) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('kaputt');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const standIn: PusherStandIn = {
    port,
    env: pusherEnv(port, app),
    events,
    answer: 'ok',
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return standIn;
}

/** Waits until `condition` holds (polling), e.g. for a fire-and-forget publish to arrive. */
export async function eventually(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}
