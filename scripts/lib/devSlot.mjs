/**
 * A remote's slot in the running local stack, lent to its dev server (`npm run dev -w <remote>`
 * beside `npm start`): the dev server writes `.data/run/dev/<pkg>.json` with the pids that hold the
 * port, then stops the static site. The stack sees a lent slot, not a crash: it leaves the port alone
 * (also on `kill -USR2`) and serves dist/ again once none of those processes runs any more — after
 * Ctrl-C, SIGTERM or a crash alike, so nobody has to remember to give the slot back.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RUN_DIR } from './env.mjs';

export const DEV_SLOTS_DIR = resolve(RUN_DIR, 'dev');

const slotFile = (name, dir) => resolve(dir, `${name}.json`);

/** Whether a process with this pid exists (EPERM: it does, but is another user's). */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Marks the slot as held by these processes (written again when one is added). */
export function claimSlot(name, pids, dir = DEV_SLOTS_DIR) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(slotFile(name, dir), JSON.stringify({ pids }));
}

export function releaseSlot(name, dir = DEV_SLOTS_DIR) {
  rmSync(slotFile(name, dir), { force: true });
}

/** The holder's processes that still run, or null when the slot is free (a stale claim is removed). */
export function slotHolder(name, dir = DEV_SLOTS_DIR) {
  const file = slotFile(name, dir);
  if (!existsSync(file)) return null;
  let pids;
  try {
    ({ pids } = JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // Being written this very moment: its writer runs, so the slot is taken.
    return [];
  }
  const alive = pids.filter(isRunning);
  if (alive.length > 0) return alive;
  releaseSlot(name, dir);
  return null;
}

/** Resolves to true once the slot is free, or to false once `stopped()` says so (the stack ends). */
export async function slotFreed(name, { dir = DEV_SLOTS_DIR, every = 500, stopped = () => false } = {}) {
  while (slotHolder(name, dir)) {
    if (stopped()) return false;
    await sleep(every);
  }
  return !stopped();
}

/** The pids of the running stack (`pids.json`), or null when no `npm start` runs. */
export function runningStack(runDir = RUN_DIR) {
  const file = resolve(runDir, 'pids.json');
  if (!existsSync(file)) return null;
  try {
    const pids = JSON.parse(readFileSync(file, 'utf8'));
    return Number.isInteger(pids.start) && isRunning(pids.start) ? pids : null;
  } catch {
    return null;
  }
}

/** The port named by webpack-cli's `--port 3012` or `--port=3012`, else undefined. */
export function portArg(args) {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (index < 0) return undefined;
  const value = args[index].includes('=') ? args[index].slice('--port='.length) : args[index + 1];
  return Number(value);
}
