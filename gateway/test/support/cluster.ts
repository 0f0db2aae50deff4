/**
 * What the cluster test runs beside the gateways: PostgreSQL (TEST_DATABASE_URL, else a throwaway
 * cluster from scripts/ci-postgres.sh when the server programs are installed) and the reverse proxy
 * of `npm run start:cluster` (nginx, configured by scripts/lib/nginx.mjs of the scripts package,
 * run as a child process so that both start the very same proxy).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './pusherStandIn.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const NGINX_SCRIPT = resolve(ROOT, 'scripts', 'lib', 'nginx.mjs');
const CI_POSTGRES = resolve(ROOT, 'gateway', 'scripts', 'ci-postgres.sh');

/** The nginx binary, if installed. */
export function nginxBinary(): string | undefined {
  try {
    return execFileSync(process.execPath, [NGINX_SCRIPT, '--which'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** Whether PostgreSQL's server programs are here (what ci-postgres.sh looks for). */
export function postgresInstalled(): boolean {
  const onPath = (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, 'initdb')));
  const debian =
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/pg_ctl`));
  return onPath || debian;
}

export type PostgresServer = { url: string; stop: () => Promise<void> };

/** TEST_DATABASE_URL's server, or a throwaway one on a free port (stopped and removed by `stop`). */
export async function postgresServer(): Promise<PostgresServer> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const port = await freePort();
  const exports = execFileSync('bash', [CI_POSTGRES], { encoding: 'utf8', env: { ...process.env, KIPORTAL_PG_PORT: String(port) } });
  const value = (name: string) => new RegExp(`^export ${name}=(.+)$`, 'm').exec(exports)?.[1];
  const url = value('TEST_DATABASE_URL');
  const dir = value('KIPORTAL_PG_DIR');
  if (!url || !dir) throw new Error(`ci-postgres.sh: ${exports}`);
  return { url, stop: async () => void execFileSync('bash', [CI_POSTGRES, 'stop', dir], { stdio: 'ignore' }) };
}

export type Proxy = { origin: string; child: ChildProcess; stderr: () => string; stop: () => Promise<void> };

/** nginx on a free loopback port in front of the given gateway ports; resolves once it passes /healthz through. */
export async function startProxy(upstreams: number[]): Promise<Proxy> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-proxy-'));
  const port = await freePort();
  const { command, args } = JSON.parse(
    execFileSync(process.execPath, [NGINX_SCRIPT, JSON.stringify({ dir, port, upstreams })], { encoding: 'utf8' }),
  ) as { command: string; args: string[] };
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const origin = `http://127.0.0.1:${port}`;
  const text = () => Buffer.concat(stderr).toString('utf8');
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`nginx ended at start: ${text()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 20 s: ${text()}`);
    await sleep(50);
  }
  return {
    origin,
    child,
    stderr: text,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a value other than undefined; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}
