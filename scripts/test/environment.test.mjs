/**
 * .env.example documents every variable the gateway and the scripts read, and nothing else: the
 * gateway's schema (config.ts, with the AI tasks' aliases), the names the scripts build, and every
 * literal `env.NAME` / `process.env.NAME` in gateway/src and scripts/. A variable added without a line
 * in .env.example, or a line left behind for a variable nobody reads, fails here.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { BUILT_VARIABLE_NAMES, ROOT } from '../lib/env.mjs';

/** Set by the system, npm or CI, not by the portal's configuration. */
const NOT_OURS = new Set(['CI', 'PATH', 'HOME', 'INIT_CWD', 'TEST_DATABASE_URL', 'FUZZ_SEED', 'PERSONAL_DATA_SEED']);

function documented() {
  const names = new Set();
  for (const line of readFileSync(resolve(ROOT, '.env.example'), 'utf8').split('\n')) {
    const match = /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) names.add(match[1]);
  }
  return names;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'test' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

function literallyRead() {
  const names = new Set();
  for (const file of [...sourceFiles(resolve(ROOT, 'gateway', 'src')), ...sourceFiles(resolve(ROOT, 'scripts'))]) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\b(?:env(?:\.|\[')|number\(env, ')([A-Z][A-Z0-9_]+)\b/g)) names.add(name);
  }
  return names;
}

function gatewayVariables() {
  const script = "import('gateway/config').then((config) => console.log(JSON.stringify(config.GATEWAY_VARIABLES)))";
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

const read = new Set([...gatewayVariables(), ...BUILT_VARIABLE_NAMES, ...literallyRead()].filter((name) => !NOT_OURS.has(name)));

test('every variable the gateway or the scripts read is in .env.example', () => {
  const missing = [...read].filter((name) => !documented().has(name)).sort();
  assert.deepEqual(missing, [], `in .env.example eintragen: ${missing.join(', ')}`);
});

test('.env.example lists no variable that nobody reads', () => {
  const stale = [...documented()].filter((name) => !read.has(name)).sort();
  assert.deepEqual(stale, [], `aus .env.example entfernen oder lesen: ${stale.join(', ')}`);
});

test('the AI tasks are named after their tools, and the old names still work', () => {
  const gateway = gatewayVariables();
  for (const name of [
    'AI_PROVIDER_TEXT_SPEECH',
    'AI_PROVIDER_SPEECH',
    'AI_MODEL_TEXT_SPEECH',
    'AI_MODEL_TTS',
    'AI_PROVIDER_WORKDAY_FAQ',
    'AI_PROVIDER_FAQ',
  ]) {
    assert.ok(gateway.includes(name), name);
  }
});
