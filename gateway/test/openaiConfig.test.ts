/** The AI part of the environment check: defaults, per-task models, and refused combinations. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createProvider } from '../src/ai/createProvider.ts';

describe('AI configuration', () => {
  test('defaults: local provider, gpt-4o-mini, whisper-1 and tts-1, 60 s, 30/min, 2 at once, the offline pool, 20 000 characters, 25 MB', () => {
    assert.deepEqual(loadConfig({}).ai, {
      provider: 'local',
      providers: {
        'text-redact': 'local',
        'text-translation': 'local',
        summarize: 'local',
        'press-release': 'local',
        'seo-living-docs': 'local',
        'top-ten': 'local',
        'social-media': 'local',
        'workday-faq': 'local',
        'audio-transcript': 'local',
        'text-speech': 'local',
      },
      // Failover to the offline engine by default; a local task has nowhere else to go.
      chains: {
        'text-redact': ['local'],
        'text-translation': ['local'],
        summarize: ['local'],
        'press-release': ['local'],
        'seo-living-docs': ['local'],
        'top-ten': ['local'],
        'social-media': ['local'],
        'workday-faq': ['local'],
        'audio-transcript': ['local'],
        'text-speech': ['local'],
      },
      apiKey: undefined,
      baseUrl: undefined,
      azure: undefined,
      models: {
        'text-redact': 'gpt-4o-mini',
        'text-translation': 'gpt-4o-mini',
        summarize: 'gpt-4o-mini',
        'press-release': 'gpt-4o-mini',
        'seo-living-docs': 'gpt-4o-mini',
        'top-ten': 'gpt-4o-mini',
        'social-media': 'gpt-4o-mini',
        'workday-faq': 'gpt-4o-mini',
        'audio-transcript': 'whisper-1',
        'text-speech': 'tts-1',
      },
      timeoutMs: 60_000,
      rateLimitPerMinute: 30,
      parallelPerUser: 2,
      // One worker thread per core of the machine the test runs on.
      offline: { threads: availableParallelism(), taskBudgetMs: 5_000, workerMemoryMb: 256, queueMax: 64 },
      maxTextLength: 20_000,
      audioMaxBytes: 25 * 1024 * 1024,
      contact: 'das Portal-Team',
      prices: {},
    });
  });

  test("AI_FAILOVER: the providers after a task's own, in order, without repeats; none for no failover; anything else stops the start", () => {
    const env = { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x', AI_PROVIDER_TEXT_SPEECH: 'local' };
    assert.deepEqual(loadConfig(env).ai.chains.summarize, ['openai', 'local']);
    assert.deepEqual(loadConfig(env).ai.chains['text-speech'], ['local']);
    assert.deepEqual(loadConfig({ ...env, AI_FAILOVER: 'none' }).ai.chains.summarize, ['openai']);
    assert.deepEqual(loadConfig({ ...env, AI_FAILOVER: 'local, openai' }).ai.chains['text-speech'], ['local', 'openai']);
    // A task may list its own providers in order; that list replaces AI_FAILOVER's.
    assert.deepEqual(loadConfig({ ...env, AI_PROVIDER_TEXT_SPEECH: 'openai,local' }).ai.chains['text-speech'], ['openai', 'local']);
    assert.equal(loadConfig({ ...env, AI_PROVIDER_TEXT_SPEECH: 'openai,local' }).ai.providers['text-speech'], 'openai');
    assert.deepEqual(loadConfig({ AI_PROVIDER: 'openai, local', OPENAI_API_KEY: 'sk-x', AI_FAILOVER: 'none' }).ai.chains.summarize, [
      'openai',
      'local',
    ]);
    // openai anywhere in a list needs its credentials.
    assert.throws(
      () => loadConfig({ AI_PROVIDER: 'local,openai' }),
      (error) => error instanceof ConfigError && /AI_PROVIDER/.test(error.message),
    );
    assert.throws(
      () => loadConfig({ ...env, AI_FAILOVER: 'ollama' }),
      (error) => error instanceof ConfigError && /AI_FAILOVER/.test(error.message),
    );
  });

  test('AI_PRICES: euros per million tokens by model; anything else stops the start with its name', () => {
    assert.deepEqual(loadConfig({ AI_PRICES: '{"gpt-4o-mini":{"input":0.14,"output":0.55}}' }).ai.prices, {
      'gpt-4o-mini': { input: 0.14, output: 0.55 },
    });
    for (const wrong of ['{"gpt-4o-mini":{"input":-1,"output":0}}', 'gpt-4o-mini=0.14', '{"gpt-4o-mini":0.14}']) {
      assert.throws(
        () => loadConfig({ AI_PRICES: wrong }),
        (error) => error instanceof ConfigError && /AI_PRICES/.test(error.message),
        wrong,
      );
    }
  });

  test('AI_MODEL sets every text task; AI_MODEL_<TASK> overrides one', () => {
    const { models } = loadConfig({ AI_MODEL: 'llama3.1:8b', AI_MODEL_TRANSLATE: 'qwen2.5:14b', AI_MODEL_TTS: '' }).ai;
    assert.equal(models['summarize'], 'llama3.1:8b');
    assert.equal(models['text-translation'], 'qwen2.5:14b');
    assert.equal(models['audio-transcript'], 'whisper-1');
    assert.equal(models['text-speech'], 'tts-1', 'empty means unset');
  });

  test('OpenAI, an OpenAI-compatible server without key, and Azure are accepted', () => {
    assert.equal(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }).ai.apiKey, 'sk-x');
    const ollama = loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' }).ai;
    assert.equal(ollama.baseUrl, 'http://localhost:11434/v1');
    assert.equal(ollama.apiKey, undefined);
    const azure = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'azure-key',
      AZURE_OPENAI_ENDPOINT: 'https://sv-ki.openai.azure.com',
      AZURE_OPENAI_DEPLOYMENT: 'gpt-4o-redaktion',
      AI_MODEL_TRANSCRIBE: 'whisper-redaktion',
    }).ai;
    assert.deepEqual(azure.azure, { endpoint: 'https://sv-ki.openai.azure.com', apiVersion: '2024-10-21' });
    assert.equal(azure.models['text-redact'], 'gpt-4o-redaktion', 'the deployment is the model of the text tasks');
    assert.equal(azure.models['audio-transcript'], 'whisper-redaktion');
    assert.equal(loadConfig({ MAX_TEXT_LENGTH: '50000', AI_TIMEOUT_MS: '120000', AUDIO_MAX_BYTES: '1048576' }).ai.maxTextLength, 50_000);
  });

  const refusals: [string, NodeJS.ProcessEnv, string][] = [
    ['an unknown provider', { AI_PROVIDER: 'gemini' }, 'AI_PROVIDER'],
    ['openai without key, base URL or Azure', { AI_PROVIDER: 'openai' }, 'AI_PROVIDER'],
    ['Azure without a key', { AI_PROVIDER: 'openai', AZURE_OPENAI_ENDPOINT: 'https://x.openai.azure.com' }, 'OPENAI_API_KEY'],
    [
      'Azure and a base URL at once',
      {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'k',
        AZURE_OPENAI_ENDPOINT: 'https://x.openai.azure.com',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
      },
      'OPENAI_BASE_URL',
    ],
    [
      'an Azure deployment without endpoint',
      { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', AZURE_OPENAI_DEPLOYMENT: 'gpt' },
      'AZURE_OPENAI_DEPLOYMENT',
    ],
    ['a base URL that is no URL', { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL'],
    ['a timeout that is no number', { AI_TIMEOUT_MS: 'eine Minute' }, 'AI_TIMEOUT_MS'],
    ['a rate limit of 0', { AI_RATE_LIMIT_PER_MINUTE: '0' }, 'AI_RATE_LIMIT_PER_MINUTE'],
    ['a text limit that is no integer', { MAX_TEXT_LENGTH: '20.5' }, 'MAX_TEXT_LENGTH'],
    ['an upload limit below 1', { AUDIO_MAX_BYTES: '-1' }, 'AUDIO_MAX_BYTES'],
  ];
  for (const [name, env, variable] of refusals) {
    test(`refuses ${name}, naming ${variable}`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && error.message.includes(`${variable}:`),
      );
    });
  }

  test('a key never appears in a refusal', () => {
    assert.throws(
      () =>
        loadConfig({
          AI_PROVIDER: 'openai',
          OPENAI_API_KEY: 'sk-streng-geheim',
          AZURE_OPENAI_ENDPOINT: 'https://x.openai.azure.com',
          OPENAI_BASE_URL: 'kaputt',
        }),
      (error: unknown) => error instanceof ConfigError && !error.message.includes('sk-streng-geheim'),
    );
  });

  test('the gateway refuses to start with a bad AI combination (exit 1, German message)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '..', 'src', 'main.ts')], {
      env: { PATH: process.env.PATH, AI_PROVIDER: 'openai', OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AZURE_OPENAI_ENDPOINT: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /AI_PROVIDER: openai braucht OPENAI_API_KEY/);
  });

  test('createProvider gives the provider the configuration names', async () => {
    assert.equal((await createProvider(loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }).ai)).name, 'openai');
    assert.equal((await createProvider(loadConfig({}).ai)).name, 'local');
  });
});
