/**
 * scripts/serve-static.mjs for one remote (mfe-seo), answering hand-made requests that try to leave
 * its folders: every one is a 404 that never carries the channel file (releasers' e-mails, the staged
 * tenant) or a half-built release, while the build, released versions and their compressed copies are
 * still served. The server reads its folders from the repository root it sits in, so the real script
 * with its lib/ is copied into a temporary root (node_modules linked) with a made-up dist, releases
 * and run folder. Requests go over a raw socket, so that nothing normalises the path on the way.
 */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { portalConfigFromEnv } from '../lib/env.mjs';

const SCRIPTS = resolve(import.meta.dirname, '..');
const ROOT = resolve(SCRIPTS, '..');
const PKG = 'mfe-seo';
const VERSION = '0.1.0-20261101080000';
const PARTIAL = '0.2.0-20261102080000.partial';

/** What must never leave the server: the channel's notes and the unfinished build. */
const RELEASER = 'erika.geheim@sv-gruppe.de';
const STAGED_TENANT = 'Partnerverlag Vertraulich';
const PARTIAL_MARK = 'halb-gebaut-nicht-ausliefern';

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Sends `path` exactly as given in the request line and returns status, headers and body. */
function rawGet(port, path, headers = {}) {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks);
      const split = text.indexOf('\r\n\r\n');
      const head = text.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1]);
      const fields = Object.fromEntries(
        head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      done({ status, headers: fields, body: text.subarray(split + 4) });
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra.join('')}Connection: close\r\n\r\n`, 'latin1');
  });
}

describe(`serve-static.mjs ${PKG}: nothing outside its folders`, () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
  let child;
  let port;
  let stderr = '';
  let channelText;

  before(async () => {
    mkdirSync(join(root, 'scripts'));
    cpSync(join(SCRIPTS, 'serve-static.mjs'), join(root, 'scripts', 'serve-static.mjs'));
    cpSync(join(SCRIPTS, 'lib'), join(root, 'scripts', 'lib'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');

    const dist = join(root, PKG, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>mfe-seo</title>');
    writeFileSync(join(dist, 'remoteEntry.js'), 'var mfe_seo = "aus dist";');
    writeFileSync(join(dist, 'remoteEntry.js.br'), brotliCompressSync('var mfe_seo = "aus dist";'));

    const releases = join(root, 'releases', PKG);
    mkdirSync(join(releases, VERSION), { recursive: true });
    writeFileSync(join(releases, VERSION, 'remoteEntry.js'), `var mfe_seo = "${VERSION}";`);
    writeFileSync(join(releases, VERSION, 'remoteEntry.js.br'), brotliCompressSync(`var mfe_seo = "${VERSION}";`));
    mkdirSync(join(releases, PARTIAL));
    writeFileSync(join(releases, PARTIAL, 'remoteEntry.js'), `var mfe_seo = "${PARTIAL_MARK}";`);
    channelText = JSON.stringify({
      current: VERSION,
      history: ['dist', VERSION],
      rolledBack: [],
      versions: { [VERSION]: { releasedAt: '2026-11-01T08:00:00.000Z', releasedBy: RELEASER } },
      staged: { version: PARTIAL, tenant: STAGED_TENANT, since: '2026-11-02T08:00:00.000Z' },
    });
    writeFileSync(join(releases, 'channel.json'), channelText);
    writeFileSync(join(releases, 'channel.json.tmp'), channelText);

    port = await freePort();
    const env = { PATH: process.env.PATH, MFE_SEO_PORT: String(port) };
    mkdirSync(join(root, '.data', 'run'), { recursive: true });
    writeFileSync(join(root, '.data', 'run', 'portal.config.json'), JSON.stringify(portalConfigFromEnv(env, null)));

    child = spawn(process.execPath, [join(root, 'scripts', 'serve-static.mjs'), PKG], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    for (let i = 0; ; i += 1) {
      assert.ok(child.exitCode === null, `serve-static ended: ${stderr}`);
      assert.ok(i < 200, 'serve-static did not answer within 20 s');
      const ready = await rawGet(port, '/healthz').then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      await sleep(100);
    }
  });

  after(async () => {
    if (child && child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  test('the build, a released version and their Brotli copies are served', async () => {
    const fromDist = await rawGet(port, '/remoteEntry.js');
    assert.equal(fromDist.status, 200);
    assert.equal(fromDist.body.toString(), 'var mfe_seo = "aus dist";');
    const released = await rawGet(port, `/releases/${VERSION}/remoteEntry.js?v=1`);
    assert.equal(released.status, 200);
    assert.equal(released.body.toString(), `var mfe_seo = "${VERSION}";`);
    assert.equal(released.headers['cache-control'], 'no-cache', 'an entry file');

    const compressed = await rawGet(port, `/releases/${VERSION}/remoteEntry.js`, { 'Accept-Encoding': 'br, gzip' });
    assert.equal(compressed.status, 200);
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.match(compressed.headers.vary ?? '', /Origin/);
    const compressedDist = await rawGet(port, '/remoteEntry.js', { 'Accept-Encoding': 'br' });
    assert.equal(compressedDist.headers['content-encoding'], 'br');
  });

  const traversals = [
    '/releases/1/../channel.json',
    `/releases/${VERSION}/../channel.json`,
    `/releases/${VERSION}/../channel.json?download=1`,
    `/releases/${VERSION}/../channel.json.tmp`,
    '/releases/1/%2e%2e/channel.json',
    '/releases/1/%2E%2E/channel.json',
    '/releases/1/.%2e/channel.json',
    '/releases/1/..%2fchannel.json',
    '/releases/1%2f..%2fchannel.json',
    '/releases%2F1%2F..%2Fchannel.json',
    '/releases/1/..%5cchannel.json',
    '/releases/1/..\\channel.json',
    '/releases/1/%252e%252e/channel.json',
    '/releases/1/%252e%252e%252fchannel.json',
    '/releases/1/../channel.json%00',
    '/releases/1/../channel.json%00.js',
    '/releases/./channel.json',
    '/releases//channel.json',
    '/releases/channel.json',
    '/releases/1/../../releases/mfe-seo/channel.json',
    '/../releases/mfe-seo/channel.json',
    '/%2e%2e/%2e%2e/releases/mfe-seo/channel.json',
    '/..%2f..%2freleases%2fmfe-seo%2fchannel.json',
    '/..%5c..%5creleases%5cmfe-seo%5cchannel.json',
    '/%252e%252e/%252e%252e/releases/mfe-seo/channel.json',
    `/releases/${PARTIAL}/remoteEntry.js`,
    `/releases/1/../${PARTIAL}/remoteEntry.js`,
    `/releases/${VERSION}/../${PARTIAL}/remoteEntry.js`,
    `/releases/1/%2e%2e/${PARTIAL}/remoteEntry.js`,
    `/releases/${PARTIAL.replace('.partial', '%2epartial')}/remoteEntry.js`,
    `http://127.0.0.1/releases/1/../channel.json`,
  ];
  for (const path of traversals) {
    test(`404 for ${path}`, async () => {
      for (const headers of [{}, { 'Accept-Encoding': 'br, gzip' }]) {
        const response = await rawGet(port, path, headers);
        assert.equal(response.status, 404, `${path} ${JSON.stringify(headers)}: ${response.body}`);
        const body = response.body.toString('latin1');
        for (const secret of [RELEASER, STAGED_TENANT, PARTIAL_MARK, channelText]) assert.ok(!body.includes(secret), `${path} leaked`);
      }
    });
  }

  test('the server is still up after all of them', async () => {
    assert.equal((await rawGet(port, '/healthz')).status, 200);
    assert.equal(child.exitCode, null, stderr);
  });
});
