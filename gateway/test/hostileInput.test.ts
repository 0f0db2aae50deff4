/**
 * Bounded work (docs/architecture.md, "Work off the event loop"): no text a member may send can stall
 * the gateway. Every tool endpoint of the offline engine gets worst-case texts at its maximum length —
 * the named shapes of support/hostileTexts.ts, then random ones (fast-check; the seed is printed,
 * FUZZ_SEED replays it) — over real HTTP while `/healthz` is probed. Each answer must be a result or a
 * German catalogue message, within the task budget; the probe never waits a second. The budget, the
 * full queue and the per-user limit are each proven on their own below.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { faqQuestionMaxLength, isMessageCode, messageFor, topTenTopicMaxLength, ttsMaxTextLength } from 'portal-contract';
import { createOfflinePool, type OfflineEngine } from '../src/ai/local/pool/offlinePool.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { configureFuzzSeed } from './support/fuzzSeed.ts';
import { hostileRequests, hostileTexts, type HostileRequest } from './support/hostileTexts.ts';
import { parseSse } from './support/openaiStandIn.ts';
import { startGateway, type TestGateway } from './support/testGateway.ts';

const PORTAL = 'http://localhost:3000';
/** What a answer may take beyond the task budget: HTTP, JSON of 20 000 characters, the stream's end. */
const SLACK_MS = 3_000;

type Answer = { status: number; ms: number; kind: 'result' | 'message'; code?: string };

/** Sends one request and reads the whole answer; checks that it is a result or a German message. */
async function send(base: string, idToken: string, path: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', origin: PORTAL },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  const raw = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (type.startsWith('text/event-stream')) {
    assert.equal(response.status, 200);
    const last = parseSse(raw.toString('utf8')).events.at(-1);
    if (last?.event === 'result') return { status: 200, ms, kind: 'result' };
    assert.equal(last?.event, 'error', `${path}: the stream ends with a result or an error event`);
    const { error } = last.data as { error: { code: string; message: string } };
    assert.ok(isMessageCode(error.code) && error.message === messageFor(error.code), JSON.stringify(error));
    return { status: 200, ms, kind: 'message', code: error.code };
  }
  if (response.status === 200) return { status: 200, ms, kind: 'result' };
  assert.ok(response.status < 500 || response.status === 503, `${path}: ${response.status} is no 5xx but 503 for a full queue`);
  const { error } = JSON.parse(raw.toString('utf8')) as { error: { code: string; message: string } };
  assert.ok(isMessageCode(error.code), `${path}: ${error.code} is a catalogue code`);
  assert.equal(error.message, messageFor(error.code));
  return { status: response.status, ms, kind: 'message', code: error.code };
}

/** Probes /healthz every 25 ms until stopped; the latencies are what everybody else would have felt. */
function probeHealth(base: string): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/** Runs `jobs` in `width` lanes, one job at a time per lane; a job learns its lane. */
async function inLanes<T>(jobs: ((lane: number) => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async (_, lane) => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!(lane);
      }
    }),
  );
  return results;
}

const requests = hostileRequests(20_000, { tts: ttsMaxTextLength, faqQuestion: faqQuestionMaxLength, topic: topTenTopicMaxLength });

describe('hostile input: no text stalls the gateway', () => {
  let gateway: TestGateway;
  let base: string;
  let tokens: string[];
  before(async () => {
    gateway = await startGateway(databaseTargets[0], {
      env: { AI_RATE_LIMIT_PER_MINUTE: '100000', AI_PARALLEL_PER_USER: '2', MAX_TEXT_LENGTH: '20000' },
    });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    await clearUsers();
    tokens = await Promise.all([1, 2, 3].map(async (n) => (await createSignedInUser(gateway.auth, `feind${n}@sv-gruppe.de`)).idToken));
  });
  after(() => gateway?.close());

  /** Every job goes out as one of three users, two at a time each: six in flight, as many as three hostile members can. */
  async function sweep(jobs: { request: HostileRequest; text: string }[]) {
    const probe = probeHealth(base);
    const answers = await inLanes(
      jobs.map(({ request, text }) => async (lane) => {
        // Two lanes per user: each user has at most two runs going, as the gateway allows.
        const answer = await send(base, tokens[lane % 3]!, request.path, request.body(text.slice(0, request.maxLength)));
        return { ...answer, tool: request.tool };
      }),
      6,
    );
    const latencies = await probe.stop();
    const budget = gateway.config.ai.offline.taskBudgetMs * (1 + 1); // speech has twice a text task's budget
    for (const answer of answers) {
      assert.ok(answer.ms <= budget + SLACK_MS, `${answer.tool} answered after ${Math.round(answer.ms)} ms`);
      assert.notEqual(answer.code, 'too-many-parallel-runs', 'the sweep keeps within the per-user limit');
    }
    const worst = Math.max(...latencies);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    const results = answers.filter((answer) => answer.kind === 'result').length;
    console.log(
      `# ${answers.length} hostile requests (${results} results, ${answers.length - results} messages); /healthz p95 ${p95.toFixed(1)} ms, max ${worst.toFixed(1)} ms over ${latencies.length} probes`,
    );
    assert.ok(worst <= 1_000, `/healthz waited ${Math.round(worst)} ms while hostile texts ran`);
    return answers;
  }

  test('every tool endpoint answers every worst-case shape at its maximum length', { timeout: 600_000 }, async () => {
    const shapes = hostileTexts(20_000);
    // Speech is one utterance at a time for the whole gateway: a few shapes prove its bound.
    const speechShapes = new Set(['one endless word', 'non-words', 'emoji']);
    const jobs = requests.flatMap((request) =>
      shapes.filter(({ name }) => request.tool !== 'text-speech' || speechShapes.has(name)).map(({ text }) => ({ request, text })),
    );
    const answers = await sweep(jobs);
    const results = answers.filter((answer) => answer.kind === 'result').length;
    // Most shapes are answered with a result; what is not is a message of the catalogue (checked in send).
    assert.ok(results >= answers.length / 2, `${results} of ${answers.length} answered with a result`);
  });

  test('random worst-case texts (property, seeded)', { timeout: 600_000 }, async () => {
    configureFuzzSeed();
    const unit = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
      fc.constantFrom('A\n', '„', '“', '(', '.', ' ', '\u200b', '\u202e', '😀', '1', '-', '@', 'ge', 'Dr. ', 'x'),
      fc.string({ unit: fc.constantFrom('a', 'A', '.', ' ', '\n', '"', '„', ',', '-', '1'), minLength: 1, maxLength: 12 }),
    );
    const cases = fc.sample(fc.tuple(fc.constantFrom(...requests.filter((r) => r.tool !== 'text-speech')), unit), 24);
    await sweep(cases.map(([request, piece]) => ({ request, text: piece.repeat(Math.ceil(20_000 / piece.length)) })));
  });
});

describe('the offline pool: budget, queue and the per-user limit', () => {
  const NON_WORDS = hostileTexts(20_000).find(({ name }) => name === 'non-words')!.text;
  let pools: OfflineEngine[] = [];
  after(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    pools = [];
  });

  async function gatewayWith(offline: OfflineEngine, env: NodeJS.ProcessEnv = {}) {
    pools.push(offline);
    const gateway = await startGateway(databaseTargets[0], { offline, env: { AI_RATE_LIMIT_PER_MINUTE: '1000', ...env } });
    try {
      await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
      await clearUsers();
      const { idToken } = await createSignedInUser(gateway.auth, 'grenzen@sv-gruppe.de');
      return { gateway, base, idToken };
    } catch (error) {
      // A listening server left open would keep the test process from ending.
      await gateway.close();
      throw error;
    }
  }

  test('a task over its budget is cancelled: 422 offline-too-complex, and the pool goes on working', async () => {
    const { gateway, base, idToken } = await gatewayWith(
      createOfflinePool({ threads: 1, taskBudgetMs: 1, workerMemoryMb: 256, queueMax: 8 }),
    );
    try {
      const answer = await send(base, idToken, '/v1/tools/redact', { text: NON_WORDS, mode: 'korrigieren' });
      assert.deepEqual([answer.status, answer.code], [422, 'offline-too-complex']);
      const keywords = await send(base, idToken, '/v1/tools/keywords', { text: NON_WORDS });
      assert.deepEqual([keywords.status, keywords.code], [422, 'offline-too-complex'], 'still answered, by a new worker');
    } finally {
      await gateway.close();
    }
  });

  test('a full queue answers 503 offline-busy with Retry-After', async () => {
    const pool = createOfflinePool({ threads: 1, taskBudgetMs: 20_000, workerMemoryMb: 256, queueMax: 1 });
    const { gateway, base, idToken } = await gatewayWith(pool, { AI_PARALLEL_PER_USER: '5' });
    try {
      const body = JSON.stringify({ text: NON_WORDS, mode: 'korrigieren' });
      const call = () =>
        fetch(`${base}/v1/tools/redact`, {
          method: 'POST',
          headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', origin: PORTAL },
          body,
        });
      // One runs, one waits, the third finds the queue full (the first takes over a second).
      const [first, second, third] = await Promise.all([call(), call(), call()]);
      const statuses = [first, second, third].map((response) => response.status).sort();
      assert.deepEqual(statuses, [200, 200, 503]);
      const refused = [first, second, third].find((response) => response.status === 503)!;
      assert.equal(refused.headers.get('retry-after'), '20');
      assert.equal(((await refused.json()) as { error: { code: string } }).error.code, 'offline-busy');
      await Promise.all([first, second, third].map((response) => response.arrayBuffer().catch(() => undefined)));
    } finally {
      await gateway.close();
    }
  });

  test('one user has at most two AI runs at once; the third is 429 too-many-parallel-runs', async () => {
    const pool = createOfflinePool({ threads: 2, taskBudgetMs: 20_000, workerMemoryMb: 256, queueMax: 8 });
    const { gateway, base, idToken } = await gatewayWith(pool);
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => send(base, idToken, '/v1/tools/redact', { text: NON_WORDS, mode: 'korrigieren' })),
      );
      assert.deepEqual(answers.map((answer) => answer.code ?? answer.status).sort(), [200, 200, 'too-many-parallel-runs'].sort());
      // Both finished: the next run is admitted again.
      assert.equal((await send(base, idToken, '/v1/tools/keywords', { text: 'Die Straßenbahn fährt nach Lindenau.' })).kind, 'result');
    } finally {
      await gateway.close();
    }
  });
});
