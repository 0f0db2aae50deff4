import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

const SCRIPT = resolve(import.meta.dirname, '..', 'security', 'scan-bundles.mjs');
const ADMIN = 'admin-token-aus-der-fixture-0123456789';
const REALTIME = 'realtime-geheimnis-fixture-abcdef';
const DEMO_PASSWORD = 'Demo-Passwort-Fixture-1';
const OPENAI_ENV = 'env-schluessel-des-tests-987654';

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const run = (env = {}) =>
  spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

// Fixtures that look like secrets are put together at run time, so this file itself holds none
// (the scanner and the repository's own secret checks must not find one here).
const looksLike = (...parts) => parts.join('');
const FAKE_JWT = looksLike('eyJhbGciOiJSUzI1NiJ9', '.', 'eyJzdWIiOiIxIn0', '.', 'c2ln');
const FAKE_OPENAI_KEY = looksLike('sk-', 'proj-', 'AbCdEfGhIjKlMnOpQrStUvWx1234');
const PEM = (kind) => looksLike('-----BEGIN ', kind, 'PRIVATE KEY-----');

before(() => {
  root = mkdtempSync(join(tmpdir(), 'scan-bundles-'));
  write('.data/run/admin-token', `${ADMIN}\n`);
  write('.data/run/realtime-secret', REALTIME);
  write(
    'gateway/demo-users.json',
    JSON.stringify([{ email: 'demo@sv-gruppe.de', password: DEMO_PASSWORD, displayName: 'Demo', tenant: 'SV-Gruppe' }]),
  );
  // What a clean bundle contains: tokens added at run time, public config.
  write(
    'shell/dist/main.1a2b3c.js',
    'const h={Authorization:`Bearer ${t}`};fetch(u,{headers:{Authorization:"Bearer ".concat(e)}});const key="ki-portal-key";',
  );
  write('shell/dist/index.html', '<!doctype html><html lang="de"><script src="main.1a2b3c.js"></script></html>');
  write('mfe-misc/dist/mf-manifest.json', '{"name":"mfe_misc","metaData":{"publicPath":"auto"}}');
  write('mfe-misc/dist/src/not-scanned.txt', PEM(''));
});
after(() => rmSync(root, { recursive: true, force: true }));

test('clean bundles pass with a one-line German/English summary', () => {
  const result = run();
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^✔ Keine Geheimnisse in 3 Dateien aus shell\/dist, mfe-misc\/dist \(no secrets in 3 bundle files\)\.\n$/);
});

const CASES = [
  ['mfe-text/dist/key.js', `const k=\`${PEM('RSA ')}\\nMIIE\`;`, 'private key (PEM)'],
  ['mfe-text/dist/sa.json', `{"type":"service_account","private_key":"${PEM('')}\\nabc"}`, 'private key (PEM)'],
  ['mfe-seo/dist/sa.js', 'x={client_email:"gateway@ki-portal-123.iam.gserviceaccount.com"}', 'service account client_email'],
  ['mfe-seo/dist/openai.js', `new OpenAI({apiKey:"${FAKE_OPENAI_KEY}"})`, 'OpenAI key (sk-…)'],
  ['mfe-dashboards/dist/azure.js', 'headers:{"api-key":"0123456789abcdef0123456789abcdef"}', 'Azure key'],
  ['shell/dist/fixed.js', `headers:{Authorization:"Bearer ${FAKE_JWT}"}`, 'Bearer <literal>'],
  ['shell/dist/admin.js.map', `{"sourcesContent":["const t='${ADMIN}'"]}`, '.data/run/admin-token'],
  ['releases/shell/1.2.0/rt.js', `pusher.secret="${REALTIME}"`, '.data/run/realtime-secret'],
  ['mfe-misc/dist/login.html', `<input value="${DEMO_PASSWORD}">`, 'demo password of demo@sv-gruppe.de'],
  ['mfe-misc/dist/env.js', `const k="${OPENAI_ENV}"`, 'value of OPENAI_API_KEY'],
];

for (const [file, content, what] of CASES) {
  test(`a hit names the file and the pattern: ${what}`, () => {
    write(file, content);
    try {
      const result = run({ OPENAI_API_KEY: OPENAI_ENV, AI_PROVIDER: 'local' });
      assert.equal(result.status, 1, result.stdout);
      assert.ok(result.stderr.includes(`✖ ${file}: ${what}`), result.stderr);
      // The message never repeats the secret.
      for (const secret of [ADMIN, REALTIME, DEMO_PASSWORD, OPENAI_ENV]) assert.ok(!result.stderr.includes(secret));
    } finally {
      rmSync(join(root, file));
    }
  });
}

test('without any bundle it says so and fails', () => {
  const empty = mkdtempSync(join(tmpdir(), 'scan-bundles-empty-'));
  try {
    const result = spawnSync(process.execPath, [SCRIPT, '--root', empty], { encoding: 'utf8' });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /Keine Bundles gefunden/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
