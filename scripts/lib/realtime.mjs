/**
 * The local realtime server (soketi, Pusher protocol) and the secrets of the local stack. The app
 * secret and the admin token are made up once per data folder and stay in `.data/run/`: nothing
 * fixed is committed, nothing secret reaches portal.config.json.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, RUN_DIR } from './env.mjs';

export const SOKETI_PORT = 6001;
const SOKETI_METRICS_PORT = 9601;

/** A secret kept in `.data/run/<name>`, created on first use. */
export function localSecret(name) {
  const file = resolve(RUN_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const isLoopback = (host) => ['127.0.0.1', 'localhost', '::1'].includes(host);

/**
 * Fills the realtime variables for a local run (unless .env points at another server, e.g. hosted
 * Pusher) and says whether soketi has to be started here.
 */
export function configureLocalRealtime(env = process.env) {
  env.PUSHER_HOST ??= '127.0.0.1';
  if (!isLoopback(env.PUSHER_HOST)) return false;
  env.PUSHER_PORT ??= String(SOKETI_PORT);
  env.PUSHER_TLS ??= 'false';
  env.PUSHER_APP_ID ??= 'ki-portal';
  env.PUSHER_KEY ??= 'ki-portal-key';
  env.PUSHER_SECRET ??= localSecret('realtime-secret');
  env.ADMIN_TOKEN ??= localSecret('admin-token');
  return true;
}

/** Arguments and environment for `soketi start`: one app, every port on loopback. */
export function soketiProcess(env = process.env) {
  return {
    args: [resolve(ROOT, 'node_modules', '@soketi', 'soketi', 'bin', 'server.js'), 'start'],
    env: {
      SOKETI_DEFAULT_APP_ID: env.PUSHER_APP_ID,
      SOKETI_DEFAULT_APP_KEY: env.PUSHER_KEY,
      SOKETI_DEFAULT_APP_SECRET: env.PUSHER_SECRET,
      SOKETI_HOST: '127.0.0.1',
      SOKETI_PORT: env.PUSHER_PORT,
      SOKETI_METRICS_HOST: '127.0.0.1',
      SOKETI_METRICS_SERVER_PORT: String(SOKETI_METRICS_PORT),
      SOKETI_DEBUG: '0',
      // soketi's AWS SDK v2 prints an end-of-support notice at every start; we use no AWS part.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
  };
}
