/**
 * The secrets of a local run for the command line tools. `npm start` makes up the realtime secret and
 * the admin token once and keeps them in `.data/run/` (scripts/lib/realtime.mjs); it hands them to
 * the gateway as PUSHER_SECRET and ADMIN_TOKEN. A command started by hand in another terminal does
 * not get that environment, so it reads the same files — only for what its own environment leaves
 * unset, and the realtime secret only when PUSHER_HOST is unset or loopback (a secret of the local
 * soketi must not be sent to another server).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../config.ts';

export const RUN_DIR = resolve(REPO_ROOT, '.data', 'run');

/** The local soketi of `npm start` (scripts/lib/realtime.mjs). */
const LOCAL_SOKETI = { host: '127.0.0.1', port: '6001' };

const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host);

/** The content of `.data/run/<name>` without surrounding white space; undefined when missing or empty. */
export function readRunFile(name: string): string | undefined {
  try {
    return readFileSync(resolve(RUN_DIR, name), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fills PUSHER_SECRET (with the local soketi's host, port and no TLS, as `npm start` does) and
 * ADMIN_TOKEN from `.data/run/` where `env` has none. Returns which ones came from there.
 */
export function fillFromLocalRun(env: NodeJS.ProcessEnv): { realtimeSecret: boolean; adminToken: boolean } {
  const filled = { realtimeSecret: false, adminToken: false };
  if (!env.PUSHER_SECRET && (!env.PUSHER_HOST || isLoopback(env.PUSHER_HOST))) {
    const secret = readRunFile('realtime-secret');
    if (secret) {
      env.PUSHER_SECRET = secret;
      env.PUSHER_HOST ||= LOCAL_SOKETI.host;
      env.PUSHER_PORT ||= LOCAL_SOKETI.port;
      env.PUSHER_TLS ||= 'false';
      filled.realtimeSecret = true;
    }
  }
  if (!env.ADMIN_TOKEN) {
    const token = readRunFile('admin-token');
    if (token) {
      env.ADMIN_TOKEN = token;
      filled.adminToken = true;
    }
  }
  return filled;
}
