/** Helpers to stop and start one site of the running local stack, as an operator would. */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = resolve(__dirname, '..', '..');
const PIDS = resolve(ROOT, '.data', 'run', 'pids.json');

const readPids = (): Record<string, number> => JSON.parse(readFileSync(PIDS, 'utf8'));

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

export async function stopSite(pkg: string, port: number): Promise<void> {
  const pid = readPids()[pkg];
  if (pid) process.kill(pid, 'SIGTERM');
  await waitFor(async () => !(await answers(port)), `${pkg} to stop`);
}

/** Starts the site again, detached, and records it so that stopping `npm start` stops it too. */
export async function startSite(pkg: string, port: number): Promise<void> {
  const child = spawn(process.execPath, [resolve(ROOT, 'scripts', 'serve-static.mjs'), pkg], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  writeFileSync(PIDS, JSON.stringify({ ...readPids(), [pkg]: child.pid }, null, 2));
  await waitFor(() => answers(port), `${pkg} to start`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(__dirname, '..', 'screenshots', `${name}.png`), fullPage: true });
}
