import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { checkContract, loadContractInput, REMOTES, ROOT, satisfies } from '../lib/contractCheck.mjs';

const { SINGLETONS } = createRequire(import.meta.url)('../../tooling/webpack.cjs');

const run = promisify(execFile);
const CLI = path.join(ROOT, 'scripts', 'contract-check.mjs');

const SHELL_SHARED = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-dom': '19.3.1',
  'shared-ui': '0.1.0',
};

function sharedFor(versions) {
  return Object.fromEntries(Object.keys(versions).map((request) => [request, { singleton: true, requiredVersion: versions[request] }]));
}

/** A healthy mfe-seo as data: three catalogue pages, exposed in source and build, singletons matching. */
function seoInput() {
  const exposes = {
    './SeoLivingDocs': './src/pages/SeoLivingDocs.tsx',
    './SeoSelfMade': './src/pages/SeoSelfMade.tsx',
    './TopTen': './src/pages/TopTen.tsx',
  };
  const shared = sharedFor({ react: '^19.3.1', 'react/jsx-runtime': '^19.3.1', 'react-dom': '^19.3.1', 'shared-ui': '^0.1.0' });
  return {
    remote: 'mfe-seo',
    federationName: 'mfe_seo',
    pages: [
      { name: 'SEO LivingDocs', module: './SeoLivingDocs' },
      { name: 'SEO Self Made', module: './SeoSelfMade' },
      { name: 'Top 10 Liste', module: './TopTen' },
    ],
    exposes,
    configExposes: { ...exposes },
    shared,
    shellShared: { ...SHELL_SHARED },
    manifest: {
      name: 'mfe_seo',
      exposes: Object.keys(exposes).map((module) => ({ name: module.slice(2), path: module })),
      shared: Object.entries(shared).map(([name, entry]) => ({ name, ...entry })),
    },
  };
}

test('a remote that matches the catalogue and the shell passes', () => {
  assert.deepEqual(checkContract(seoInput()), { problems: [], warnings: [] });
});

test('a page dropped from exposes.json fails and is named', () => {
  const input = seoInput();
  delete input.exposes['./SeoSelfMade'];
  const { problems } = checkContract(input);
  assert.deepEqual(problems, ['mfe-seo: Seite „SEO Self Made“ (./SeoSelfMade) wird nicht bereitgestellt (exposes.json)']);
});

test('a renamed module fails and the unknown name is a warning', () => {
  const input = seoInput();
  input.exposes = { ...input.exposes, './SelfMade': input.exposes['./SeoSelfMade'] };
  delete input.exposes['./SeoSelfMade'];
  const { problems, warnings } = checkContract(input);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /Seite „SEO Self Made“ \(\.\/SeoSelfMade\) wird nicht bereitgestellt/);
  assert.deepEqual(warnings, ['mfe-seo: ./SelfMade wird bereitgestellt, ist aber keiner Seite im Katalog zugeordnet (exposes.json)']);
});

test('a build manifest missing an expose fails and hints at a stale build', () => {
  const input = seoInput();
  input.manifest.exposes = input.manifest.exposes.filter((entry) => entry.name !== 'TopTen');
  const { problems } = checkContract(input);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^mfe-seo: Seite „Top 10 Liste“ \(\.\/TopTen\) wird nicht bereitgestellt \(mf-manifest\.json\)/);
  assert.match(problems[0], /npm run build -w mfe-seo/);
});

test('without a build only the sources are checked', () => {
  const input = seoInput();
  input.manifest = null;
  assert.deepEqual(checkContract(input).problems, []);
});

test('an incompatible major range fails and names the package', () => {
  const input = seoInput();
  input.shared = {
    ...input.shared,
    react: { singleton: true, requiredVersion: '^18.2.0' },
    'shared-ui': { singleton: true, requiredVersion: '^2.0.0' },
  };
  const { problems } = checkContract(input);
  assert.deepEqual(problems, [
    'mfe-seo: Paket „react“ verlangt ^18.2.0, die Shell hat 19.3.1 installiert (webpack.config.cjs)',
    'mfe-seo: Paket „shared-ui“ verlangt ^2.0.0, die Shell hat 0.1.0 installiert (webpack.config.cjs)',
  ]);
});

test('the build is checked for shared singletons too', () => {
  const input = seoInput();
  input.manifest.shared = input.manifest.shared
    .filter((entry) => entry.name !== 'react-dom')
    .map((entry) => (entry.name === 'shared-ui' ? { ...entry, singleton: false } : entry));
  const { problems } = checkContract(input);
  assert.deepEqual(problems, [
    'mfe-seo: Paket „react-dom“ wird nicht geteilt, die Shell teilt es als Singleton (mf-manifest.json)',
    'mfe-seo: Paket „shared-ui“ wird nicht als Singleton geteilt (mf-manifest.json)',
  ]);
});

test('a package the shell shares but the remote does not, or not as singleton, fails', () => {
  const input = seoInput();
  delete input.shared['react-dom'];
  input.shared['shared-ui'] = { singleton: false, requiredVersion: '^0.1.0' };
  const { problems } = checkContract(input);
  assert.deepEqual(problems, [
    'mfe-seo: Paket „react-dom“ wird nicht geteilt, die Shell teilt es als Singleton (webpack.config.cjs)',
    'mfe-seo: Paket „shared-ui“ wird nicht als Singleton geteilt (webpack.config.cjs)',
  ]);
});

test('version ranges: caret keeps the major (and the minor below 1.0)', () => {
  assert.equal(satisfies('19.3.1', '^19.0.0'), true);
  assert.equal(satisfies('19.3.1', '^18.2.0'), false);
  assert.equal(satisfies('0.1.0', '^0.1.0'), true);
  assert.equal(satisfies('0.1.0', '^2.0.0'), false);
  assert.equal(satisfies('0.2.0', '^0.1.0'), false);
  // The forms the workspace uses.
  for (const [version, range, expected] of [
    ['19.3.1', '^19.0.0', true],
    ['19.3.1', '^18.2.0', false],
    ['19.2.0', '^19.3.1', false],
    ['0.1.0', '^0.1.0', true],
    ['0.1.0', '^2.0.0', false],
    ['0.2.0', '^0.1.0', false],
    ['6.6.1', '~6.6.0', true],
    ['6.7.0', '~6.6.0', false],
    ['2.9.3', '2.9.3', true],
  ]) {
    assert.equal(satisfies(version, range), expected, `${version} ${range}`);
  }
});

test('the four real remotes keep the contract (sources and, where built, the build)', async () => {
  for (const remote of REMOTES) {
    const input = await loadContractInput(remote);
    assert.ok(input.pages.length > 0, `${remote}: Seiten im Katalog`);
    assert.ok(Object.keys(input.shellShared).includes('react'), 'the shell shares react');
    assert.deepEqual(checkContract(input), { problems: [], warnings: [] }, remote);
  }
});

// The CLI against a copy of mfe-seo in a temp folder: exit codes, German lines, --dist.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-check-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The manifest a fresh build of mfe-seo would write, as far as the check reads it. */
async function realSeoManifest() {
  const real = await loadContractInput('mfe-seo');
  return {
    name: real.federationName,
    exposes: Object.keys(real.exposes).map((module) => ({ name: module.slice(2), path: module })),
    shared: Object.entries(real.shared).map(([name, entry]) => ({ name, ...entry })),
  };
}

test('CLI: exit 0 with one summary line for a real remote, exit 1 naming a page missing from a build', async () => {
  const ok = await run(process.execPath, [CLI, 'mfe-seo', '--dist', writeManifest('good', await realSeoManifest())], { cwd: ROOT });
  assert.match(
    ok.stdout.trim(),
    new RegExp(
      `^mfe-seo: Vertrag eingehalten – 3 Seiten bereitgestellt, ${SINGLETONS.length} Singletons der Shell passend geteilt; Build .* geprüft$`,
    ),
  );

  const broken = await realSeoManifest();
  broken.exposes = broken.exposes.filter((entry) => entry.name !== 'SeoSelfMade');
  const failed = await run(process.execPath, [CLI, 'mfe-seo', '--dist', writeManifest('broken', broken)], { cwd: ROOT }).then(
    () => assert.fail('expected exit 1'),
    (error) => error,
  );
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /mfe-seo: Seite „SEO Self Made“ \(\.\/SeoSelfMade\) wird nicht bereitgestellt \(mf-manifest\.json\)/);
  assert.match(failed.stderr, /Vertragsprüfung fehlgeschlagen \(1 Problem\)/);
});

test('CLI: an unknown remote is refused', async () => {
  const failed = await run(process.execPath, [CLI, 'mfe-nope'], { cwd: ROOT }).then(
    () => assert.fail('expected exit 1'),
    (error) => error,
  );
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /mfe-nope: kein Remote/);
});

function writeManifest(name, manifest) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}
