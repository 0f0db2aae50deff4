/**
 * The pieces of `npm run start:cluster` on their own: the proxy's configuration (scripts/lib/nginx.mjs)
 * against two small HTTP servers standing in for gateways — failover for what can be resent, a 502
 * and no second delivery for a POST the dying upstream had received, the client's address, a
 * stream passed through unbuffered — and the local PostgreSQL (scripts/lib/postgres.mjs), which keeps
 * its data from one start to the next. The gateways themselves behind this proxy: gateway/test/cluster.test.ts.
 * Skipped without nginx or PostgreSQL's server programs, except in CI (.ci/run installs both).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { TextDecoder } from 'node:util';
import { findNginx, nginxConfig, prepareNginx } from '../lib/nginx.mjs';
import { postgresBinDir, startLocalPostgres } from '../lib/postgres.mjs';

const skipWithout = (what, present) => {
  if (present) return false;
  if (process.env.CI) throw new Error(`${what} fehlt in CI (.ci/run installiert es)`);
  return `${what} nicht installiert`;
};

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** A stand-in gateway: records what it received and answers by `behaviour` (settable per test). */
async function upstream(name) {
  const state = { name, received: [], behaviour: 'answer' };
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    state.received.push({ method: request.method, url: request.url, body, forwardedFor: request.headers['x-forwarded-for'] });
    if (state.behaviour === 'die') return request.socket.destroy();
    if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' });
      response.write('data: erstes\n\n');
      state.endStream = () => response.end('data: letztes\n\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: name }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.port = server.address().port;
  state.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(done);
    });
  return state;
}

/** nginx as configured by prepareNginx in front of two fresh stand-ins, for one test; stopped afterwards. */
async function withProxy(run) {
  const upstreams = [await upstream('eins'), await upstream('zwei')];
  const dir = mkdtempSync(join(tmpdir(), 'cluster-proxy-'));
  const port = await freePort();
  const { command, args } = prepareNginx({ dir, port, upstreams: upstreams.map((one) => one.port) });
  const nginx = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (
      let i = 0;
      !(await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      ));
      i += 1
    ) {
      assert.ok(i < 200 && nginx.exitCode === null, 'nginx did not start');
      await sleep(50);
    }
    for (const one of upstreams) one.received.length = 0;
    await run({ origin, first: upstreams[0], second: upstreams[1] });
  } finally {
    nginx.kill('SIGTERM');
    await once(nginx, 'exit');
    await Promise.all(upstreams.map((one) => one.close()));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends requests made by `send(n)` until `first` has received one (round robin: within two), and returns the answers. */
async function untilFirstReceives(first, send) {
  const answers = [];
  for (let n = 0; first.received.length === 0; n += 1) {
    assert.ok(n < 2, 'round robin sent nothing to the first upstream');
    answers.push(await send(n));
  }
  return answers;
}

describe('the proxy of the cluster (nginx)', { skip: skipWithout('nginx', findNginx()) }, () => {
  test('the configuration: every upstream, no resending of sent POSTs, no kept upstream connections', () => {
    const config = nginxConfig({ dir: '/x', port: 8080, upstreams: [8081, 8082, 8083] });
    for (const port of [8081, 8082, 8083]) assert.match(config, new RegExp(`server 127\\.0\\.0\\.1:${port} `));
    assert.match(config, /listen 127\.0\.0\.1:8080;/);
    assert.match(config, /proxy_next_upstream error timeout http_503;/);
    assert.match(config, /proxy_next_upstream_tries 3;/);
    assert.doesNotMatch(config, /non_idempotent|^\s*keepalive /m);
  });

  test('both upstreams take requests in turn; the client address replaces a forged X-Forwarded-For', () =>
    withProxy(async ({ origin, first, second }) => {
      const from = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${origin}/v1/me`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
        from.push((await response.json()).from);
      }
      assert.deepEqual(from.sort(), ['eins', 'eins', 'zwei', 'zwei']);
      for (const { forwardedFor } of [...first.received, ...second.received]) assert.equal(forwardedFor, '127.0.0.1');
    }));

  test('an upstream that drops a GET: the proxy resends it to the other one', () =>
    withProxy(async ({ origin, first, second }) => {
      first.behaviour = 'die';
      const answers = await untilFirstReceives(first, (n) => fetch(`${origin}/v1/short-links?n=${n}`));
      assert.deepEqual(
        answers.map((response) => response.status),
        answers.map(() => 200),
      );
      assert.ok(
        second.received.some(({ url }) => url === first.received[0].url),
        'resent to the other upstream',
      );
    }));

  test('an upstream that drops a POST it received: 502, and the POST is not sent a second time', () =>
    withProxy(async ({ origin, first, second }) => {
      first.behaviour = 'die';
      const answers = await untilFirstReceives(first, (n) => fetch(`${origin}/v1/feedback`, { method: 'POST', body: `{"n":${n}}` }));
      assert.equal(answers.at(-1).status, 502);
      assert.ok(!second.received.some(({ body }) => body === first.received[0].body), 'not resent');
    }));

  test('a dead upstream: GETs and POSTs go to the other one, none fails', () =>
    withProxy(async ({ origin, first, second }) => {
      await first.close();
      for (let i = 0; i < 6; i += 1) {
        const post = i % 2 === 1;
        const response = await fetch(`${origin}/v1/feedback`, { method: post ? 'POST' : 'GET', body: post ? `{"n":${i}}` : undefined });
        assert.equal(response.status, 200);
        assert.equal((await response.json()).from, 'zwei');
      }
      assert.equal(second.received.length, 6);
    }));

  test('a stream passes through as it is written: the first event arrives before the upstream ends', () =>
    withProxy(async ({ origin, first, second }) => {
      const response = await fetch(`${origin}/stream`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      // The upstream ends the stream only after its first event has arrived here.
      while (!text.includes('erstes')) text += decoder.decode((await reader.read()).value);
      [first, second].find((one) => one.endStream).endStream();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
      assert.match(text, /erstes[\s\S]*letztes/);
    }));
});

describe('the local PostgreSQL of the cluster', { skip: skipWithout('PostgreSQL (initdb, pg_ctl)', postgresBinDir()) }, () => {
  let parent;
  before(() => {
    parent = mkdtempSync(join(tmpdir(), 'cluster-pg-'));
    // As root the cluster belongs to `postgres`, which must be able to reach its folder.
    chmodSync(parent, 0o755);
  });
  after(() => rmSync(parent, { recursive: true, force: true }));

  test('starts, answers, stops, and keeps its data for the next start', async () => {
    const dir = join(parent, 'pg');
    const port = await freePort();
    const psql = (url, statement) => execFileSync(join(postgresBinDir(), 'psql'), [url, '-tAc', statement], { encoding: 'utf8' }).trim();
    const first = startLocalPostgres({ dir, port, password: 'geheim-für-den-test' });
    try {
      assert.match(first.url, new RegExp(`^postgres://kiportal:.+@127\\.0\\.0\\.1:${port}/kiportal$`));
      psql(first.url, "create table bleibt (wert text); insert into bleibt values ('da')");
    } finally {
      first.stop();
    }
    const second = startLocalPostgres({ dir, port, password: 'geheim-für-den-test' });
    try {
      assert.equal(psql(second.url, 'select wert from bleibt'), 'da');
    } finally {
      second.stop();
    }
  });
});
