/**
 * The real gateway (src/main.ts) as a child process on a loopback port, for the tests that kill it
 * (durability.test.ts) or run several of it (cluster.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabasePlace } from './databases.ts';
import { EMULATOR_HOST } from './emulator.ts';

const GATEWAY = resolve(import.meta.dirname, '..', '..');

export type GatewayProcess = { child: ChildProcess; origin: string; stderr: () => string };

/** Starts the gateway on `port` and resolves once /healthz answers; `env` adds to or overrides the test defaults. */
export async function startGatewayProcess(place: DatabasePlace, port: number, env: Record<string, string> = {}): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(GATEWAY, 'src', 'main.ts')], {
    cwd: GATEWAY,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Set even when empty, so the root .env cannot point the gateway elsewhere or switch features on.
      DATABASE_URL: place.databaseUrl ?? '',
      DATA_DIR: place.dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      ALLOW_AUTH_EMULATOR: 'true',
      SEED_DEMO: 'false',
      PUSHER_SECRET: '',
      ADMIN_TOKEN: '',
      AI_PROVIDER: 'local',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway ended at start: ${Buffer.concat(stderr).toString('utf8')}`);
    const ready = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('gateway did not answer within 60 s');
    await sleep(100);
  }
  return { child, origin, stderr: () => Buffer.concat(stderr).toString('utf8') };
}

/** Sends `signal` (unless the process has ended already) and waits until it has. */
export async function stopGatewayProcess(running: GatewayProcess, signal: NodeJS.Signals): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill(signal);
  await exited;
}
