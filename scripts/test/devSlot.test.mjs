/**
 * lib/devSlot.mjs: the claim a remote's dev server leaves for the running stack. A slot counts as
 * lent while any of the claim's processes runs — also when the dev command itself was killed but its
 * webpack child still holds the port — and is free (the stale claim removed) once none does.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { claimSlot, portArg, releaseSlot, runningStack, slotFreed, slotHolder } from '../lib/devSlot.mjs';

const dir = mkdtempSync(join(tmpdir(), 'dev-slot-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A process that runs until killed, and the pid of one that has ended. */
const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
async function endedPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid;
}

test('a slot nobody claimed is free', () => {
  assert.equal(slotHolder('mfe-text', dir), null);
});

test('a claim holds the slot while any of its processes runs, and is removed once none does', async () => {
  const devServer = sleeper();
  try {
    claimSlot('mfe-seo', [await endedPid(), devServer.pid], dir);
    assert.deepEqual(slotHolder('mfe-seo', dir), [devServer.pid]);
  } finally {
    devServer.kill();
    await once(devServer, 'exit');
  }
  assert.equal(slotHolder('mfe-seo', dir), null);
  assert.equal(existsSync(join(dir, 'mfe-seo.json')), false);
});

test('released, the slot is free at once', () => {
  claimSlot('mfe-misc', [process.pid], dir);
  assert.deepEqual(slotHolder('mfe-misc', dir), [process.pid]);
  releaseSlot('mfe-misc', dir);
  assert.equal(slotHolder('mfe-misc', dir), null);
});

test('a claim being written counts as taken', () => {
  writeFileSync(join(dir, 'mfe-dashboards.json'), '{"pi');
  assert.deepEqual(slotHolder('mfe-dashboards', dir), []);
  releaseSlot('mfe-dashboards', dir);
});

test('slotFreed waits for the holder to end, and gives up when the stack stops', async () => {
  const devServer = sleeper();
  claimSlot('mfe-seo', [devServer.pid], dir);
  let freed = false;
  const waiting = slotFreed('mfe-seo', { dir, every: 20 }).then((value) => (freed = value));
  await new Promise((done) => setTimeout(done, 100));
  assert.equal(freed, false);
  devServer.kill();
  await waiting;
  assert.equal(freed, true);

  const other = sleeper();
  try {
    claimSlot('mfe-text', [other.pid], dir);
    let stopped = false;
    const gaveUp = slotFreed('mfe-text', { dir, every: 20, stopped: () => stopped });
    stopped = true;
    assert.equal(await gaveUp, false);
  } finally {
    other.kill();
  }
});

test('runningStack: only a pids.json whose start process runs', async () => {
  assert.equal(runningStack(dir), null);
  writeFileSync(join(dir, 'pids.json'), JSON.stringify({ start: await endedPid(), 'mfe-seo': 1 }));
  assert.equal(runningStack(dir), null);
  writeFileSync(join(dir, 'pids.json'), JSON.stringify({ start: process.pid, 'mfe-seo': 1 }));
  assert.deepEqual(runningStack(dir), { start: process.pid, 'mfe-seo': 1 });
});

test('portArg reads both spellings of --port', () => {
  assert.equal(portArg([]), undefined);
  assert.equal(portArg(['--port', '3012']), 3012);
  assert.equal(portArg(['--open', '--port=3013']), 3013);
});
