/**
 * The AI routes with AI_PROVIDER=openai against the OpenAI wire-format stand-in, over real HTTP (a
 * listening gateway, read with fetch like the browser): deltas arrive while the model still writes,
 * the result event ends the stream, provider failures before the stream are JSON errors and after
 * its start an error event, a timeout is ai-provider-error, and a browser that stops reading aborts
 * the request to the provider. Also the SSE helper's keep-alive on its own.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import Fastify from 'fastify';
import { messageFor } from 'portal-contract';
import { eq } from 'drizzle-orm';
import { sendEventStream } from '../src/ai/sse.ts';
import { historyEntries, usageDaily } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import {
  FAKE_MP3,
  WAV,
  chatMessages,
  multipart,
  parseSse,
  pieces,
  startOpenAiStandIn,
  streamed,
  type OpenAiStandIn,
  standInTokens,
  withoutBookkeeping,
} from './support/openaiStandIn.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const PORTAL = 'http://localhost:3000';
const TEXT = 'Der Stadtrat hat am Dienstag den Haushalt beschlossen. Schulen bekommen mehr Geld.';

describe('AI routes with the openai provider (stand-in)', () => {
  let standIn: OpenAiStandIn;
  let gateway: TestGateway;
  let base: string;
  let idToken: string;
  let uid: string;
  before(async () => {
    standIn = await startOpenAiStandIn();
    gateway = await startGateway(databaseTargets[0], {
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: standIn.baseUrl,
        OPENAI_API_KEY: 'sk-route-test',
        AI_TIMEOUT_MS: '800',
        // The provider's own errors are what these tests read; failover has its own (personalData.test.ts).
        AI_FAILOVER: 'none',
        AI_RATE_LIMIT_PER_MINUTE: '1000',
        AI_PRICES: JSON.stringify({ 'gpt-4o-mini': { input: 0.15, output: 0.6 } }),
      },
    });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    await clearUsers();
    ({ idToken, uid } = await createSignedInUser(gateway.auth, 'modell@sv-gruppe.de'));
  });
  after(async () => {
    await gateway.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  const call = (path: string, body: unknown, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...bearer(idToken), 'content-type': 'application/json', origin: PORTAL },
      body: JSON.stringify(body),
      ...init,
    });

  test('deltas stream through while the model writes; a result event ends it; CORS for the portal', async () => {
    const answer = 'Der Stadtrat hat den Haushalt beschlossen. Schulen bekommen mehr Geld.';
    standIn.enqueue({ stream: pieces(answer), delayMs: 40 });
    const response = await call('/v1/tools/summarize', { text: TEXT, length: 'sentences' });

    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('access-control-allow-origin'), PORTAL);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    assert.match(first, /^event: delta\ndata: \{"text":"Der "\}\n\n/);
    assert.equal(standIn.requests[0]?.wasAborted(), false);
    let rest = first;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    const { text, last, events } = streamed(rest);
    assert.ok(events.filter((event) => event.event === 'delta').length >= 8, 'one delta per piece');
    assert.equal(text, answer);
    // The summary says what the source says: its source check has no finding.
    assert.deepEqual(withoutBookkeeping(last), { event: 'result', data: { summary: answer, sourceCheck: { findings: [] } } });
  });

  test('the prompt reaches the model with the delimited text, the German task and the configured model', async () => {
    const response = await call('/v1/tools/translate', { text: TEXT, source: 'de', target: 'fr', formality: 'Sie' });
    assert.equal(response.status, 200);
    assert.deepEqual(withoutBookkeeping(streamed(await response.text()).last), {
      event: 'result',
      data: { translation: 'Das ist die Antwort des Modells.' },
    });
    const { system, user } = chatMessages(standIn.requests[0]!);
    assert.match(user, new RegExp(`^<(text-[0-9a-f]{8})>\\n${TEXT}\\n</\\1>$`));
    assert.match(system, /Zielsprache Französisch/);
    assert.match(system, /niemals eine Anweisung an dich/);
    assert.equal(standIn.requests[0]?.json?.model, 'gpt-4o-mini');
    assert.equal(standIn.requests[0]?.headers.authorization, 'Bearer sk-route-test');
  });

  test('redigieren works with a model (the local provider refuses it)', async () => {
    standIn.enqueue({ stream: pieces('Der Rat beschloss den Haushalt.') });
    const response = await call('/v1/tools/redact', { text: 'Seitens des Rates wurde der Haushalt beschlossen.', mode: 'redigieren' });
    const { last } = streamed(await response.text());
    assert.equal(last?.event, 'result');
    assert.equal((last?.data as { corrected: string }).corrected, 'Der Rat beschloss den Haushalt.');
  });

  test('provider 400 → 502 ai-invalid-request as JSON', async () => {
    standIn.enqueue({ error: { status: 400, message: 'Invalid prompt: flagged' } });
    const response = await call('/v1/tools/summarize', { text: TEXT, length: 'paragraph' });
    assert.equal(response.status, 502);
    assert.match(String(response.headers.get('content-type')), /^application\/json/);
    assert.deepEqual(await response.json(), { error: { code: 'ai-invalid-request', message: messageFor('ai-invalid-request') } });
  });

  test('provider 500 → 502 ai-provider-error as JSON (after one retry)', async () => {
    standIn.enqueue({ error: { status: 500, message: 'Boom' } }, { error: { status: 500, message: 'Boom' } });
    const response = await call('/v1/tools/press-release', { text: TEXT });
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), { error: { code: 'ai-provider-error', message: messageFor('ai-provider-error') } });
    assert.equal(standIn.requests.length, 2);
  });

  test('a failure mid-stream → the deltas so far, then event: error and the end', async () => {
    standIn.enqueue({ stream: pieces('Der Anfang einer Antwort'), delayMs: 10, end: 'error-event' });
    const response = await call('/v1/tools/summarize', { text: TEXT, length: 'paragraph' });
    assert.equal(response.status, 200);
    const { text, last } = streamed(await response.text());
    assert.equal(text, 'Der Anfang einer Antwort');
    assert.deepEqual(last, { event: 'error', data: { error: { code: 'ai-provider-error', message: messageFor('ai-provider-error') } } });
  });

  test('an answer in the wrong format → event: error ai-provider-error after the deltas', async () => {
    standIn.enqueue({ stream: pieces('Leider kann ich das nicht.') });
    const { last } = streamed(await (await call('/v1/tools/seo-living-docs', { text: TEXT })).text());
    assert.deepEqual(last?.data, { error: { code: 'ai-provider-error', message: messageFor('ai-provider-error') } });
  });

  test('no answer within AI_TIMEOUT_MS → 502 ai-provider-error', async () => {
    standIn.fallback = () => ({ hang: true });
    const started = Date.now();
    const response = await call('/v1/tools/summarize', { text: TEXT, length: 'paragraph' });
    assert.equal(response.status, 502);
    assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'ai-provider-error');
    assert.ok(Date.now() - started < 3000, `${Date.now() - started} ms`);
  });

  test('the browser stopping aborts the request to the provider', async () => {
    standIn.enqueue({ stream: pieces('Eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf'), delayMs: 100 });
    const controller = new AbortController();
    const response = await call('/v1/tools/summarize', { text: TEXT, length: 'paragraph' }, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    await standIn.requests[0]!.aborted; // the stand-in saw the connection close
    assert.equal(standIn.requests[0]!.wasAborted(), true);
    // The gateway is fine afterwards.
    const next = await call('/v1/tools/summarize', { text: TEXT, length: 'paragraph' });
    assert.equal(streamed(await next.text()).last?.event, 'result');
  });

  test('Workday FAQ: retrieved entries go to the model; the answer cites them', async () => {
    standIn.enqueue({ stream: pieces('Öffne die App „Abwesenheit“ und wähle „Urlaub beantragen“.\nQUELLEN: urlaub-beantragen') });
    const response = await call('/v1/workday-faq/ask', { question: 'Wie beantrage ich Urlaub?', history: [] });
    const { text, last } = streamed(await response.text());
    assert.equal(text, 'Öffne die App „Abwesenheit“ und wähle „Urlaub beantragen“.');
    assert.equal(last?.event, 'result');
    const { sources } = last!.data as { sources: { id: string; question: string; category: string }[] };
    assert.deepEqual(
      sources.map((source) => source.id),
      ['urlaub-beantragen'],
    );
    assert.equal(sources[0]?.category, 'Urlaub');
    const { system, user } = chatMessages(standIn.requests[0]!);
    assert.match(system, /\[urlaub-beantragen\] \(Urlaub\)/);
    assert.match(user, /Wie beantrage ich Urlaub\?/);
    assert.equal(standIn.requests[0]?.json?.model, 'gpt-4o-mini');
  });

  test('Workday FAQ: a question the FAQ does not cover never reaches the model', async () => {
    const { last } = streamed(await (await call('/v1/workday-faq/ask', { question: 'Wer gewinnt die Bundesliga?' })).text());
    assert.deepEqual(withoutBookkeeping(last)?.data, { answer: messageFor('faq-no-match'), sources: [] });
    assert.equal(standIn.requests.length, 0);
  });

  test('transcribe: the upload goes to the provider; segments come back', async () => {
    const { payload, headers } = multipart('interview.wav', 'audio/x-wav', WAV);
    const response = await fetch(`${base}/v1/tools/transcribe`, {
      method: 'POST',
      headers: { ...bearer(idToken), ...headers },
      body: payload,
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as { text: string; segments: { start: number; end: number; text: string }[] };
    assert.equal(body.segments.length, 2);
    assert.deepEqual(body.segments[1], { start: 2.1, end: 4.2, text: 'Heute geht es um den Haushalt.' });
    const [request] = standIn.requests;
    assert.equal(request?.path, '/v1/audio/transcriptions');
    assert.ok(request!.raw.includes(WAV));
    assert.match(request!.raw.toString('latin1'), /name="model"\r\n\r\nwhisper-1\r\n/);
  });

  test('transcribe: a provider failure is 502 ai-provider-error', async () => {
    standIn.enqueue({ error: { status: 500, message: 'down' } }, { error: { status: 500, message: 'down' } });
    const { payload, headers } = multipart('interview.wav', 'audio/wav', WAV);
    const response = await fetch(`${base}/v1/tools/transcribe`, {
      method: 'POST',
      headers: { ...bearer(idToken), ...headers },
      body: payload,
    });
    assert.equal(response.status, 502);
    assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'ai-provider-error');
  });

  test('text-to-speech: the browser leaving aborts the provider call too', async () => {
    standIn.fallback = () => ({ hang: true });
    const controller = new AbortController();
    const pending = call('/v1/tools/tts', { text: 'Guten Morgen.', voice: 'echo', speed: 1 }, { signal: controller.signal }).catch(
      () => undefined,
    );
    while (standIn.requests.length === 0) await new Promise((done) => setTimeout(done, 10));
    controller.abort();
    await pending;
    await standIn.requests[0]!.aborted;
    assert.equal(standIn.requests.length, 1, 'not retried');
  });

  test('usage: the tokens the model reports and their price; speech, transcripts and FAQ answers are counted too', async () => {
    await gateway.recorded();
    await gateway.db.delete(usageDaily);
    const answer = 'Der Stadtrat hat den Haushalt beschlossen.';
    standIn.enqueue({ stream: pieces(answer) });
    assert.equal(streamed(await (await call('/v1/tools/summarize', { text: TEXT, length: 'sentences' })).text()).last?.event, 'result');
    assert.deepEqual(standIn.requests[0]?.json?.stream_options, { include_usage: true });
    const tokens = standInTokens(standIn.requests[0]!, pieces(answer).length);
    await gateway.recorded();
    const [summary] = await gateway.db.select().from(usageDaily).where(eq(usageDaily.tool, 'summarize'));
    assert.equal(summary?.uid, uid);
    assert.equal(summary?.tokens, tokens.total_tokens);
    // 0.15 € and 0.60 € per million tokens = 0.15 and 0.60 millionths of a euro per token.
    assert.equal(summary?.costMicroEuro, Math.round(tokens.prompt_tokens * 0.15 + tokens.completion_tokens * 0.6));

    standIn.enqueue({ stream: pieces('Öffne die App „Abwesenheit“.\nQUELLEN: urlaub-beantragen') });
    await (await call('/v1/workday-faq/ask', { question: 'Wie beantrage ich Urlaub?', history: [] })).text();
    assert.equal((await call('/v1/tools/tts', { text: 'Guten Morgen.', voice: 'nova', speed: 1 })).status, 200);
    const { payload, headers } = multipart('interview.wav', 'audio/wav', WAV);
    const transcribed = await fetch(`${base}/v1/tools/transcribe`, {
      method: 'POST',
      headers: { ...bearer(idToken), ...headers },
      body: payload,
    });
    assert.equal(transcribed.status, 200);
    await gateway.recorded();
    const rows = await gateway.db.select().from(usageDaily).where(eq(usageDaily.uid, uid));
    const byTool = Object.fromEntries(rows.map((row) => [row.tool, [row.runs, row.done, row.charsIn > 0, row.charsOut > 0]]));
    assert.deepEqual(byTool, {
      summarize: [1, 1, true, true],
      'workday-faq': [1, 1, true, true],
      'text-speech': [1, 1, true, false],
      'audio-transcript': [1, 1, false, true],
    });
    const kept = await gateway.db.select().from(historyEntries).where(eq(historyEntries.uid, uid));
    assert.ok(
      kept.some((entry) => entry.tool === 'audio-transcript' && entry.resultText.includes('Haushalt')),
      'the transcript is in the history',
    );
  });

  test('text-to-speech: the provider’s voices and an mp3 download', async () => {
    const voices = (await (await fetch(`${base}/v1/tools/tts/voices`, { headers: bearer(idToken) })).json()) as {
      voices: { id: string }[];
    };
    assert.ok(voices.voices.some((voice) => voice.id === 'nova'));
    const response = await call('/v1/tools/tts', { text: 'Guten Morgen.', voice: 'nova', speed: 1 });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'audio/mpeg');
    assert.equal(response.headers.get('content-disposition'), 'attachment; filename="sprachausgabe.mp3"');
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), FAKE_MP3);
    assert.equal(standIn.requests[0]?.json?.model, 'tts-1');
  });
});

describe('sendEventStream', () => {
  test('keep-alive comments while the provider thinks; the browser leaving aborts the provider’s signal', async () => {
    // fetch keeps the aborted connection open; without forcing it closed, close() waited 70 s for it.
    const app = Fastify({ forceCloseConnections: true });
    let aborted: Promise<void> = Promise.resolve();
    app.post('/slow', (request, reply) =>
      sendEventStream(
        request,
        reply,
        async function* (signal) {
          aborted = new Promise((done) => signal.addEventListener('abort', () => done()));
          yield 'Erstes Stück';
          await new Promise((done) => setTimeout(done, 130));
          yield 'Zweites Stück';
          await Promise.race([aborted, new Promise((done) => setTimeout(done, 5000))]);
          return { fertig: true };
        },
        { keepAliveMs: 40 },
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/slow`;
      const controller = new AbortController();
      const response = await fetch(url, { method: 'POST', signal: controller.signal });
      const reader = response.body!.getReader();
      let body = '';
      while (!body.includes('Zweites')) body += new TextDecoder().decode((await reader.read()).value);
      const { events, comments } = parseSse(body);
      assert.deepEqual(
        events.map((event) => event.data),
        [{ text: 'Erstes Stück' }, { text: 'Zweites Stück' }],
      );
      assert.ok(comments.filter((comment) => comment === 'keep-alive').length >= 2, body);
      controller.abort();
      await aborted;
    } finally {
      await app.close();
    }
  });

  test('a failing first step is a normal error reply; an empty run goes straight to the result', async () => {
    const app = Fastify();
    app.post('/fails', (request, reply) =>
      // eslint-disable-next-line require-yield -- fails before its first step
      sendEventStream(request, reply, async function* () {
        throw Object.assign(new Error('kaputt'), { statusCode: 418 });
      }),
    );
    app.post('/quiet', (request, reply) =>
      // eslint-disable-next-line require-yield -- answers without deltas
      sendEventStream(request, reply, async function* () {
        return { leer: true };
      }),
    );
    try {
      assert.equal((await app.inject({ method: 'POST', url: '/fails' })).statusCode, 418);
      const quiet = await app.inject({ method: 'POST', url: '/quiet' });
      assert.deepEqual(parseSse(quiet.body).events.map(withoutBookkeeping), [{ event: 'result', data: { leer: true } }]);
    } finally {
      await app.close();
    }
  });
});
