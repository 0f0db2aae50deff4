/**
 * The bench's paced generator (scripts/bench/lib/pacedLoad.mjs) against a local server: it sends at
 * the asked rate, counts refusals, and counts latency from when a request was due — a server that
 * holds every answer for 30 ms shows at least 30 ms.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { test } from 'node:test';
import { pacedLoad } from '../bench/lib/pacedLoad.mjs';

async function serve(handler) {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

test('sends at the asked rate, one header set per request in turn, and counts refused answers', async () => {
  const users = [];
  const server = await serve((request, response) => {
    users.push(request.headers['x-user']);
    response.statusCode = request.url === '/refused' ? 429 : 200;
    response.end('ok');
  });
  try {
    const steady = await pacedLoad(`${server.url}/ok`, { rate: 200, seconds: 1, headers: [{ 'x-user': 'a' }, { 'x-user': 'b' }] });
    assert.equal(users.length, 200);
    assert.deepEqual(users.slice(0, 4), ['a', 'b', 'a', 'b']);
    assert.equal(steady.failures, 0);
    assert.ok(steady.rate >= 150 && steady.rate <= 210, `rate ${steady.rate}`);
    assert.ok(steady.p50 >= 0 && steady.p99 >= steady.p50);

    const refused = await pacedLoad(`${server.url}/refused`, { rate: 100, seconds: 0.5 });
    assert.equal(refused.failures, 50);
  } finally {
    await server.close();
  }
});

test('a warm-up sends the same load first and is not counted', async () => {
  let received = 0;
  const server = await serve((request, response) => {
    received += 1;
    // The warm-up's answers are refusals: were they counted, the measure would show failures.
    response.statusCode = received <= 50 ? 503 : 200;
    response.end('ok');
  });
  try {
    const warmed = await pacedLoad(server.url, { rate: 100, seconds: 0.5, warmUpSeconds: 0.5 });
    assert.equal(received, 100);
    assert.equal(warmed.failures, 0);
  } finally {
    await server.close();
  }
});

test('latency counts from when the request was due: a slow server shows', async () => {
  const server = await serve((request, response) => setTimeout(() => response.end('late'), 30));
  try {
    const slow = await pacedLoad(server.url, { rate: 50, seconds: 0.4 });
    assert.equal(slow.failures, 0);
    assert.ok(slow.p50 >= 30, `p50 ${slow.p50}`);
  } finally {
    await server.close();
  }
});

test('a server that is not there: every request counts as failed, none hangs', async () => {
  const gone = await serve(() => undefined);
  await gone.close();
  const result = await pacedLoad(gone.url, { rate: 50, seconds: 0.2 });
  assert.equal(result.failures, 10);
});
