/**
 * A provider per task (AI_PROVIDER_<NAME>) and what the browser learns about it (GET
 * /v1/capabilities): tools without a provider are known before anyone types, and a transcription
 * without one is refused before the upload is read.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { aiTaskLines } from '../src/ai/capabilities.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { parseSse, startOpenAiStandIn, type OpenAiStandIn, withoutBookkeeping } from './support/openaiStandIn.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const TEXT = 'Der Stadtrat hat am Dienstag den Haushalt beschlossen. Schulen bekommen mehr Geld.';

describe('AI_PROVIDER_<NAME>: a provider per task', () => {
  test('each task takes its own setting, else AI_PROVIDER', () => {
    const { providers } = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      AI_PROVIDER_SPEECH: 'local',
      AI_PROVIDER_FAQ: 'local',
    }).ai;
    assert.equal(providers['text-translation'], 'openai');
    assert.equal(providers['text-redact'], 'openai');
    assert.equal(providers['text-speech'], 'local');
    assert.equal(providers['workday-faq'], 'local');
    const offlineFirst = loadConfig({ AI_PROVIDER_TRANSLATE: 'openai', AI_PROVIDER_TRANSCRIPTION: 'openai', OPENAI_API_KEY: 'sk-x' }).ai
      .providers;
    assert.deepEqual(
      [offlineFirst['text-translation'], offlineFirst['audio-transcript'], offlineFirst.summarize, offlineFirst['text-speech']],
      ['openai', 'openai', 'local', 'local'],
    );
  });

  test('a wrong value or a task on openai without credentials is refused, naming the variable', () => {
    assert.throws(
      () => loadConfig({ AI_PROVIDER_TRANSLATE: 'deepl' }),
      (error: unknown) => error instanceof ConfigError && /AI_PROVIDER_TRANSLATE: erwartet local oder openai/.test(error.message),
    );
    assert.throws(
      () => loadConfig({ AI_PROVIDER_TRANSCRIPTION: 'openai' }),
      (error: unknown) => error instanceof ConfigError && /AI_PROVIDER_TRANSCRIPTION: openai braucht OPENAI_API_KEY/.test(error.message),
    );
    // Every task sent back to local: AI_PROVIDER=openai then needs no credentials.
    const allLocal = Object.fromEntries(
      ['REDACT', 'TRANSLATE', 'SUMMARIZE', 'PRESS_RELEASE', 'SEO', 'TOP_TEN', 'SOCIAL_MEDIA', 'FAQ', 'SPEECH', 'TRANSCRIPTION'].map(
        (name) => [`AI_PROVIDER_${name}`, 'local'],
      ),
    );
    assert.equal(loadConfig({ AI_PROVIDER: 'openai', ...allLocal }).ai.providers['text-translation'], 'local');
  });
});

test('the start-up log names each task with its provider and model, never a key', () => {
  const ai = loadConfig({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: 'http://nutzer:geheim@ollama.intern:11434/v1',
    OPENAI_API_KEY: 'sk-geheimer-schluessel',
    AI_MODEL: 'llama3.1',
    AI_PROVIDER_SPEECH: 'local',
  }).ai;
  const lines = aiTaskLines(ai);
  assert.equal(lines.length, 10);
  assert.deepEqual(
    lines.find((line) => line.task === 'text-translation'),
    { task: 'text-translation', provider: 'openai', model: 'llama3.1', endpoint: 'http://ollama.intern:11434' },
  );
  assert.deepEqual(
    lines.find((line) => line.task === 'text-speech'),
    { task: 'text-speech', provider: 'local', model: 'offline' },
  );
  assert.doesNotMatch(JSON.stringify(lines), /geheim|sk-/);
});

describe('capabilities on the default install (everything offline)', () => {
  let gateway: TestGateway;
  let idToken: string;
  before(async () => {
    gateway = await startGateway(databaseTargets[0], { env: { AI_CONTACT: 'die Chefredaktion (ki@sv-gruppe.de)' } });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    await clearUsers();
    idToken = (await createSignedInUser(gateway.auth, 'faehig@sv-gruppe.de')).idToken;
  });
  after(() => gateway.close());

  test('translation, transcription and „redigieren“ are unavailable, with whom to ask', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/v1/capabilities', headers: bearer(idToken) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      unavailableFeatures: ['text-translation', 'audio-transcript'],
      unavailableRedactModes: ['redigieren'],
      contact: 'die Chefredaktion (ki@sv-gruppe.de)',
    });
  });

  test('a 20 MB upload to the unavailable transcription is refused before its body is sent', async () => {
    const { port } = gateway.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    const answered = new Promise<void>((resolve) => socket.on('data', () => answer.includes('\r\n\r\n') && resolve()));
    // Headers announcing 20 MB, then only the first kilobyte: the answer must come anyway.
    socket.write(
      [
        'POST /v1/tools/transcribe HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${idToken}`,
        'Content-Type: multipart/form-data; boundary=grenze',
        `Content-Length: ${20 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(1024, 0x41));
    await answered;
    socket.destroy();
    assert.match(answer, /^HTTP\/1\.1 501 /);
    assert.match(answer, /"code":"no-ai-provider"/);
  });
});

describe('mixed providers: AI_PROVIDER=openai (stand-in), AI_PROVIDER_SPEECH=local', () => {
  let standIn: OpenAiStandIn;
  let gateway: TestGateway;
  let idToken: string;
  before(async () => {
    standIn = await startOpenAiStandIn();
    gateway = await startGateway(databaseTargets[0], {
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: standIn.baseUrl,
        OPENAI_API_KEY: 'sk-mixed',
        AI_PROVIDER_SPEECH: 'local',
        AI_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
    await clearUsers();
    idToken = (await createSignedInUser(gateway.auth, 'gemischt@sv-gruppe.de')).idToken;
  });
  after(async () => {
    await gateway.close();
    await standIn.close();
  });

  test('translation streams from the stand-in, speech comes from the offline engine', async () => {
    standIn.enqueue({ stream: ['The council ', 'passed the budget.'] });
    const translated = await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/translate',
      headers: bearer(idToken),
      payload: { text: TEXT, source: 'de', target: 'en', formality: 'du' },
    });
    assert.equal(translated.statusCode, 200);
    assert.deepEqual(withoutBookkeeping(parseSse(translated.body).events.at(-1)), {
      event: 'result',
      data: { translation: 'The council passed the budget.' },
    });
    assert.equal(standIn.requests.length, 1);

    const voices = await gateway.app.inject({ method: 'GET', url: '/v1/tools/tts/voices', headers: bearer(idToken) });
    const voice = (voices.json() as { voices: { id: string }[] }).voices[0]!.id;
    const spoken = await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/tts',
      headers: bearer(idToken),
      payload: { text: 'Guten Morgen', voice, speed: 1 },
    });
    assert.equal(spoken.statusCode, 200);
    assert.match(String(spoken.headers['content-type']), /^audio\/wav/);
    assert.equal(standIn.requests.length, 1, 'speech did not go to the stand-in');

    const capabilities = await gateway.app.inject({ method: 'GET', url: '/v1/capabilities', headers: bearer(idToken) });
    assert.deepEqual(capabilities.json(), { unavailableFeatures: [], unavailableRedactModes: [], contact: 'das Portal-Team' });
  });
});
