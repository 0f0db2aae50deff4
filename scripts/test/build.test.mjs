/**
 * When `npm start` builds an app again (scripts/lib/build.mjs): only when the content of an input
 * changed, never for a file whose time alone is new (a `git checkout` of an unchanged file). Run in a
 * made-up repository root with one app and one shared package.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, test } from 'node:test';
import { inputsFileOf, inputsHash, isStale, recordInputs } from '../lib/build.mjs';

const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
after(() => rmSync(root, { recursive: true, force: true }));
const PKG = 'mfe-seo';
const at = (...path) => join(root, ...path);

function write(path, content) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/** A fresh root: sources, a built dist and the inputs it was built from. */
beforeEach(() => {
  rmSync(at(PKG), { recursive: true, force: true });
  rmSync(at('shared-ui'), { recursive: true, force: true });
  write(at(PKG, 'package.json'), '{ "name": "mfe-seo" }\n');
  write(at(PKG, 'src', 'pages', 'SelfMade.tsx'), 'export const title = "SEO Self Made";\n');
  write(at('shared-ui', 'src', 'index.ts'), 'export const gap = 8;\n');
  write(at(PKG, 'dist', 'index.html'), '<!doctype html>\n');
  recordInputs(PKG, inputsHash(PKG, root), root);
});

test('a build whose inputs are unchanged is not stale', () => {
  assert.equal(isStale(PKG, root), false);
});

test('a file touched without a change (git checkout) is not stale', () => {
  const future = new Date(Date.now() + 60_000);
  utimesSync(at(PKG, 'src', 'pages', 'SelfMade.tsx'), future, future);
  utimesSync(at('shared-ui', 'src', 'index.ts'), future, future);
  assert.equal(isStale(PKG, root), false);
});

test('one changed byte, in the app or in a shared package it bundles, is stale', () => {
  write(at(PKG, 'src', 'pages', 'SelfMade.tsx'), 'export const title = "SEO Self Made!";\n');
  assert.equal(isStale(PKG, root), true);
  recordInputs(PKG, inputsHash(PKG, root), root);
  write(at('shared-ui', 'src', 'index.ts'), 'export const gap = 9;\n');
  assert.equal(isStale(PKG, root), true);
});

test('a file added, removed or renamed is stale', () => {
  write(at(PKG, 'src', 'pages', 'TopTen.tsx'), 'export {};\n');
  assert.equal(isStale(PKG, root), true);
  rmSync(at(PKG, 'src', 'pages', 'TopTen.tsx'));
  assert.equal(isStale(PKG, root), false);
  renameSync(at(PKG, 'src', 'pages', 'SelfMade.tsx'), at(PKG, 'src', 'pages', 'SelfMadePage.tsx'));
  assert.equal(isStale(PKG, root), true);
});

test('no inputs file (never built here, or by a plain npm run build) or no dist is stale', () => {
  rmSync(inputsFileOf(PKG, root));
  assert.equal(isStale(PKG, root), true);
  recordInputs(PKG, inputsHash(PKG, root), root);
  rmSync(at(PKG, 'dist', 'index.html'));
  assert.equal(isStale(PKG, root), true);
});

test('dependencies and build output are no input', () => {
  write(at(PKG, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
  write(at('shared-ui', 'src', 'node_modules', 'x.js'), '1\n');
  write(at(PKG, 'dist', 'main.12345678.js'), 'console.log(1);\n');
  assert.equal(isStale(PKG, root), false);
});
