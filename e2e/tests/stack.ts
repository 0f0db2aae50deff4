/** Helpers to stop and start one service of the running local stack, as an operator would. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = resolve(__dirname, '..', '..');
const PIDS = resolve(ROOT, '.data', 'run', 'pids.json');

const readPids = (): Record<string, number> => JSON.parse(readFileSync(PIDS, 'utf8'));

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Any answer counts (soketi has no /healthz); a stopped service refuses the connection. A service
 * that is shutting down may accept a connection and never answer: after a second that counts as no
 * answer, so the wait goes on instead of hanging in one request (CI run 8: a 30 s test timeout).
 */
const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops one service and waits until its process is gone: `npm start` restarts only what has exited. */
export async function stopService(name: string, port: number): Promise<void> {
  const pid = readPids()[name];
  if (pid && running(pid)) process.kill(pid, 'SIGTERM');
  await waitFor(async () => !(await answers(port)) && !(pid && running(pid)), `${name} to stop`);
}

/** `npm start` starts every stopped service again on SIGUSR2. */
export async function startService(name: string, port: number): Promise<void> {
  process.kill(readPids().start as number, 'SIGUSR2');
  await waitFor(() => answers(port), `${name} to start`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(__dirname, '..', 'screenshots', `${name}.png`), fullPage: true });
}
