/**
 * V8's compile hint on the scripts a first page runs (tooling/compileHints.cjs): a real production
 * build of a made-up app with one start-up package (react-dom) and one other (left-pad), minified,
 * with source maps and content hashes as the portal's apps are built.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { CompileHintsPlugin, HINT } = require('../../tooling/compileHints.cjs');

const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path, content) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

function build(dist, plugins) {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: root,
        entry: { main: './src/index.js' },
        devtool: 'source-map',
        output: { path: join(root, dist), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
        plugins,
      },
      (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(stats)),
    );
  });
}

const scripts = (dist = 'dist') => readdirSync(join(root, dist)).filter((file) => file.endsWith('.js'));
const read = (file, dist = 'dist') => readFileSync(join(root, dist, file), 'utf8');

before(async () => {
  write('node_modules/react-dom/package.json', '{ "name": "react-dom", "main": "index.js" }');
  write('node_modules/react-dom/index.js', 'export function render(node) { return "rendered:" + node; }\n');
  write('node_modules/left-pad/package.json', '{ "name": "left-pad", "main": "index.js" }');
  write('node_modules/left-pad/index.js', 'export function leftPad(text, width) { return text.padStart(width); }\n');
  write(
    'src/index.js',
    [
      "import('react-dom').then(({ render }) => console.log(render('app')));",
      "import('left-pad').then(({ leftPad }) => console.log(leftPad('x', 3)));",
      '',
    ].join('\n'),
  );
  await build('dist', [new CompileHintsPlugin()]);
  await build('dist-plain', []);
});

test('the entry and a start-up package begin with the hint', () => {
  const entry = scripts().find((file) => file.startsWith('main.'));
  const reactDom = scripts().find((file) => read(file).includes('rendered:'));
  assert.ok(entry && reactDom && entry !== reactDom);
  assert.ok(read(entry).startsWith(HINT), 'entry');
  assert.ok(read(reactDom).startsWith(HINT), 'react-dom');
});

test('a package the first page barely uses is left to lazy compilation', () => {
  const leftPad = scripts().find((file) => read(file).includes('padStart'));
  assert.ok(leftPad);
  assert.equal(read(leftPad).includes('allFunctionsCalledOnLoad'), false);
});

test('the source map still points past the hint, and the file name hashes the file as served', () => {
  const reactDom = scripts().find((file) => read(file).includes('rendered:'));
  const map = JSON.parse(read(`${reactDom}.map`));
  // The hint is a line of its own: nothing maps to the first line, the code maps from the second on.
  const [firstLine, ...rest] = map.mappings.split(';');
  assert.equal(firstLine, '');
  assert.ok(rest.some((segments) => segments.length > 0));
  // Served immutable for a year: a changed file must have a new name.
  const plain = scripts('dist-plain');
  assert.equal(plain.includes(reactDom), false);
  const leftPad = scripts().find((file) => read(file).includes('padStart'));
  assert.ok(plain.includes(leftPad));
});
