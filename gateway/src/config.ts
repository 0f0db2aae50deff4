/**
 * The gateway's environment, validated once at start. A bad value stops the process with a message
 * that names the variable, so a misconfigured deployment never half-works.
 */
import { DEFAULT_OFFLINE_POOL, type OfflinePoolOptions } from './ai/local/pool/options.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PUBLIC_CHANNEL, emptyAsUnset, flag, positiveInt, sharedEnvironment } from './environment/shared.mjs';
import { productSlugOf } from 'portal-contract/productSlug';
import type { AiTask } from 'portal-contract';
import { LEGACY_NAMES } from './tools/legacyNames.ts';
import { AI_TASKS, taskEnvName } from 'portal-contract/schemas';
import type { PriceTable } from './usage/meter.ts';
import { DEFAULT_PREVIEW_ORIGINS, isPreviewOriginPattern } from './preview/previewOrigins.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** The same .env as the rest of the local stack (scripts/lib/env.mjs); real variables win. */
export function loadDotEnv(): void {
  const dotEnv = resolve(REPO_ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
}

const origin = z.string().refine((value) => URL.canParse(value) && new URL(value).origin === value, {
  error: (issue) => `"${String(issue.input)}" ist kein Origin wie http://localhost:3000 (ohne Pfad, ohne / am Ende)`,
});

const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  error: (issue) => `"${String(issue.input)}" ist keine http(s)-Adresse`,
});

/** A directory or application id of Microsoft Entra: a GUID. */
const ENTRA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The AI tasks are the tools that run on a provider, named by their tool id (portal-contract): each
 * has `AI_PROVIDER_<TASK>` to send it to another provider than AI_PROVIDER and `AI_MODEL_<TASK>` for
 * its own model (text tasks fall back to AI_MODEL), e.g. AI_PROVIDER_TEXT_TRANSLATION=openai while
 * speech stays offline. The names the tasks had before (AI_PROVIDER_SPEECH, AI_MODEL_TTS …) are
 * read as aliases (docs/configuration.md).
 */
export { AI_TASKS } from 'portal-contract/schemas';
export type { AiTask } from 'portal-contract';
const AUDIO_MODEL_DEFAULTS: Partial<Record<AiTask, string>> = { 'audio-transcript': 'whisper-1', 'text-speech': 'tts-1' };

export type AiProviderName = 'local' | 'openai';

/** A task's environment names: its own first, then its old one (an alias). */
export function taskVariables(task: AiTask): { provider: string[]; model: string[] } {
  const legacy = LEGACY_NAMES[task];
  const own = taskEnvName(task);
  return {
    provider: [`AI_PROVIDER_${own}`, ...(legacy?.provider ? [`AI_PROVIDER_${legacy.provider}`] : [])],
    model: [`AI_MODEL_${own}`, ...(legacy?.model ? [`AI_MODEL_${legacy.model}`] : [])],
  };
}
const PROVIDER_VARIABLES = AI_TASKS.flatMap((task) => taskVariables(task).provider);
const MODEL_VARIABLES = AI_TASKS.flatMap((task) => taskVariables(task).model);
/**
 * A provider, or several in the order they are tried („openai,local“: the external one, then the
 * offline engine when it fails; docs/personal-data.md).
 */
const providerChoice = z
  .string()
  .trim()
  .regex(/^(local|openai)(\s*,\s*(local|openai))*$/, {
    error: 'erwartet local oder openai, oder mehrere in Reihenfolge, z. B. openai,local',
  })
  .transform((value) => [...new Set(value.split(/\s*,\s*/))] as AiProviderName[]);

const modelName = z.preprocess(emptyAsUnset, z.string().trim().min(1).optional());
/**
 * TRUST_PROXY: the number of proxies in front (0–10). The old flag still works: `true` means one
 * proxy (no longer every entry of the chain, which a client can write itself), `false` none.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|10|\d)$/, { error: 'erwartet die Zahl der Proxys vor dem Gateway (0–10; true = 1, false = 0)' })
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));
/** A secret: its value never appears in a message or the log. */
const secret = z.preprocess(emptyAsUnset, z.string().trim().min(1).optional());

const schema = z
  .object({
    ...sharedEnvironment.shape,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // How many proxies stand in front of the gateway (docs/architecture.md, "Two of everything").
    // Per-address limits count the entry of X-Forwarded-For the outermost of them appended; the
    // entries before it are the client's own word. Trusting the whole chain let a client pick a fresh
    // address, and so a fresh budget, per request.
    TRUST_PROXY: z.preprocess(emptyAsUnset, proxyHops.default(0)),
    // Failed token checks (forged, expired, revoked) one address may cause per minute; then its
    // bearer requests are 429 without a check for the rest of the minute (plugins/tokenFailures.ts).
    AUTH_FAILURES_PER_MINUTE: positiveInt(30),
    // How long the token check may rely on a user's record (revocation, disabled), tenant and roles: see sessionCache.ts.
    AUTH_USER_CACHE_SECONDS: z.preprocess(
      emptyAsUnset,
      z.coerce
        .number({ error: 'erwartet eine ganze Zahl' })
        .int({ error: 'erwartet eine ganze Zahl' })
        .min(0, { error: 'darf nicht negativ sein' })
        .max(300, { error: 'höchstens 300 Sekunden' })
        .default(30),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUnset,
      z.url({ protocol: /^postgres(ql)?$/, error: 'erwartet postgres://benutzer:passwort@host:port/datenbank' }).optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUnset, z.string().default(resolve(REPO_ROOT, '.data', 'db'))),
    // The remotes' channel files (staged releases, docs/releasing.md); relative to the repository.
    RELEASES_DIR: z.preprocess(emptyAsUnset, z.string().default(resolve(REPO_ROOT, 'releases'))),
    // The running portal's runtime configuration, pointed at a remote's live version after a rollback or
    // promote from /status (what `npm run rollback` does too).
    PORTAL_CONFIG_FILE: z.preprocess(emptyAsUnset, z.string().default(resolve(REPO_ROOT, '.data', 'run', 'portal.config.json'))),
    // Automatic rollback (docs/releasing.md): a new version whose loads fail at this rate or
    // more, once it has this many loads, within this many minutes of going live, is rolled back.
    AUTO_ROLLBACK_FAILURE_RATE: z.preprocess(
      emptyAsUnset,
      z.coerce
        .number({ error: 'erwartet eine Zahl von 0,01 bis 1 (Anteil fehlgeschlagener Aufrufe)' })
        .min(0.01, { error: 'erwartet eine Zahl von 0,01 bis 1' })
        .max(1, { error: 'erwartet eine Zahl von 0,01 bis 1' })
        .default(0.5),
    ),
    AUTO_ROLLBACK_MIN_LOADS: z.preprocess(
      emptyAsUnset,
      z.coerce.number({ error: 'erwartet eine ganze Zahl' }).int({ error: 'erwartet eine ganze Zahl' }).min(1).max(100_000).default(5),
    ),
    AUTO_ROLLBACK_WINDOW_MINUTES: z.preprocess(
      emptyAsUnset,
      z.coerce.number({ error: 'erwartet eine ganze Zahl' }).int({ error: 'erwartet eine ganze Zahl' }).min(0).max(10_080).default(15),
    ),
    // The Auth emulator accepts unsigned tokens: trusted only with ALLOW_AUTH_EMULATOR=true and on
    // this machine (`npm start` and the tests set both; see the checks below).
    FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^(\[[0-9A-Fa-f:.]+\]|[\w.-]+):\d{1,5}$/, { error: 'erwartet host:port, z. B. 127.0.0.1:9099' })
        .optional(),
    ),
    ALLOW_AUTH_EMULATOR: z.preprocess(emptyAsUnset, flag.default(false)),
    PORTAL_ORIGINS: z
      .string()
      .default('http://localhost:3000,http://127.0.0.1:3000')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin).min(1, { error: 'mindestens ein Origin' })),
    // Where developers may load a remote from for a preview in their own tab (docs/releasing.md).
    PREVIEW_ORIGINS: z
      .string()
      .default(DEFAULT_PREVIEW_ORIGINS)
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isPreviewOriginPattern, { error: 'erwartet Origins, der Port darf * sein' }))),
    GROUP_TENANT: z.string().min(1).default('SV-Gruppe'),
    // Microsoft sign-in (docs/trust.md): set, a microsoft.com session must prove this Entra tenant.
    MICROSOFT_TENANT_ID: z.preprocess(
      emptyAsUnset,
      z.string().regex(ENTRA_ID, { error: 'erwartet die Verzeichnis-ID (GUID) des Entra-Mandanten' }).optional(),
    ),
    // The app registration the Microsoft ID token is issued to (its audience); needed with MICROSOFT_TENANT_ID.
    MICROSOFT_CLIENT_ID: z.preprocess(
      emptyAsUnset,
      z.string().regex(ENTRA_ID, { error: 'erwartet die Anwendungs-ID (GUID) der App-Registrierung' }).optional(),
    ),
    // Where Microsoft publishes its keys; tests point it at a local stand-in.
    MICROSOFT_AUTHORITY_URL: z.preprocess(
      emptyAsUnset,
      httpUrl.default('https://login.microsoftonline.com').transform((value) => value.replace(/\/+$/, '')),
    ),
    SEED_DEMO: z.preprocess(emptyAsUnset, flag.optional()),
    // Short URLs are <base>/<slug>; the base is where GET /s/:slug of this gateway is reachable.
    SHORT_LINK_BASE_URL: z.preprocess(
      emptyAsUnset,
      httpUrl.default('http://localhost:8080/s').transform((value) => value.replace(/\/+$/, '')),
    ),
    // Redirects (GET/HEAD /s/:slug) per minute and client address: a newsroom behind one NAT shares it.
    SHORT_LINK_REDIRECTS_PER_MINUTE: positiveInt(600),
    // The portal's start page, linked from pages the gateway renders itself (unknown short link).
    PORTAL_URL: z.preprocess(emptyAsUnset, httpUrl.default('http://localhost:3000')),
    // AI tools (README, "AI: configuration"). The same MAX_TEXT_LENGTH as the browser's counter.
    AI_PROVIDER: z.preprocess(emptyAsUnset, providerChoice.default(['local'])),
    ...Object.fromEntries(PROVIDER_VARIABLES.map((name) => [name, z.preprocess(emptyAsUnset, providerChoice.optional())])),
    OPENAI_API_KEY: secret,
    OPENAI_BASE_URL: z.preprocess(emptyAsUnset, httpUrl.optional()),
    AZURE_OPENAI_ENDPOINT: z.preprocess(emptyAsUnset, httpUrl.optional()),
    AZURE_OPENAI_API_VERSION: z.preprocess(emptyAsUnset, z.string().trim().min(1).optional()),
    AZURE_OPENAI_DEPLOYMENT: modelName,
    AI_MODEL: modelName,
    ...Object.fromEntries(MODEL_VARIABLES.map((name) => [name, modelName])),
    AI_TIMEOUT_MS: positiveInt(60_000),
    // Providers tried in order when a task's own fails (timeout, 5xx, refusal), for the tasks they can
    // do: a comma list, default `local` (the offline engine); `none` for no failover.
    AI_FAILOVER: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .trim()
        .regex(/^(none|(local|openai)(\s*,\s*(local|openai))*)$/, {
          error: 'erwartet none oder eine Liste aus local und openai, z. B. local',
        })
        .default('local')
        .transform((value) => (value === 'none' ? [] : (value.split(/\s*,\s*/) as AiProviderName[]))),
    ),
    // Whom staff ask when a tool has no provider; shown on its page ("Wende dich an …").
    AI_CONTACT: z.preprocess(emptyAsUnset, z.string().trim().min(1).max(200).default('das Portal-Team')),
    AI_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    // How many AI runs one user may have going at once (docs/architecture.md, "Work off the event loop").
    AI_PARALLEL_PER_USER: positiveInt(2),
    // The offline engine's worker threads: threads (default one per core), the time budget of one task
    // from hand-in to answer, the V8 heap of each worker, and how many tasks may wait.
    OFFLINE_THREADS: positiveInt(DEFAULT_OFFLINE_POOL.threads),
    OFFLINE_TASK_BUDGET_MS: positiveInt(DEFAULT_OFFLINE_POOL.taskBudgetMs),
    OFFLINE_WORKER_MEMORY_MB: positiveInt(DEFAULT_OFFLINE_POOL.workerMemoryMb),
    OFFLINE_QUEUE_MAX: positiveInt(DEFAULT_OFFLINE_POOL.queueMax),
    // Euros per million tokens by model, for the usage dashboard's cost estimate, e.g.
    // {"gpt-4o-mini":{"input":0.14,"output":0.55}}. Unset: tokens are counted, cost stays 0.
    AI_PRICES: z.preprocess(
      (value) => {
        if (value === '' || value === undefined) return undefined;
        try {
          return JSON.parse(String(value));
        } catch {
          return value;
        }
      },
      z.record(z.string().min(1), z.object({ input: z.number().nonnegative(), output: z.number().nonnegative() })).default({}),
    ),
    // Realtime (README, "Contract: realtime"): the product channel is named after the product.
    PUSHER_APP_ID: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'erwartet eine App-ID aus Buchstaben, Ziffern, - oder _' })
        .default('ki-portal'),
    ),
    // Unset: realtime is off (nothing is published, /v1/realtime/auth answers 404).
    PUSHER_SECRET: secret,
    // Unset: /internal/… is off. Compared in constant time; never logged.
    ADMIN_TOKEN: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .min(24, { error: 'muss mindestens 24 Zeichen lang sein' })
        .regex(/^\S+$/, { error: 'darf keine Leerzeichen enthalten' })
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    checkAuthEmulator(env, context);
    if (env.SEED_DEMO === true && !env.FIREBASE_AUTH_EMULATOR_HOST) {
      context.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'Demo-Benutzer werden nur im Auth-Emulator angelegt; setze FIREBASE_AUTH_EMULATOR_HOST (mit ALLOW_AUTH_EMULATOR=true)',
      });
    }
    checkAiCombination(env, context);
    if (env.MICROSOFT_TENANT_ID && !env.MICROSOFT_CLIENT_ID) {
      // Without the audience any app's Microsoft token from that tenant would pass.
      context.addIssue({
        code: 'custom',
        path: ['MICROSOFT_CLIENT_ID'],
        message: 'fehlt: mit MICROSOFT_TENANT_ID muss die Anwendungs-ID der App-Registrierung gesetzt sein',
      });
    }
    if (env.PUSHER_PORT !== undefined && !env.PUSHER_HOST) {
      context.addIssue({
        code: 'custom',
        path: ['PUSHER_PORT'],
        message: 'gilt nur zusammen mit PUSHER_HOST (gehostetes Pusher: PUSHER_CLUSTER)',
      });
    }
    if (!env.PRODUCT_SLUG && !PUBLIC_CHANNEL.test(productSlugOf(env.PRODUCT_NAME))) {
      context.addIssue({
        code: 'custom',
        path: ['PRODUCT_NAME'],
        message: 'ergibt keinen Kanalnamen; setze PRODUCT_SLUG, z. B. ki-portal',
      });
    }
  });

/** Every variable the gateway reads (.env.example lists them all: scripts/test/environment.test.mjs). */
export const GATEWAY_VARIABLES = Object.keys(schema.shape);

/** The host of `host:port` is this machine: 127.0.0.0/8, localhost or [::1]. */
function isLoopbackHost(hostAndPort: string): boolean {
  const host = hostAndPort.slice(0, hostAndPort.lastIndexOf(':')).toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const ipv4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return ipv4 !== null && ipv4.slice(1).every((part) => Number(part) <= 255);
}

/**
 * The Auth emulator accepts unsigned tokens (`alg: none`), and firebase-admin accepts them from it: a
 * gateway that trusts an emulator lets anyone sign in as anyone. So it does only when asked to
 * (ALLOW_AUTH_EMULATOR=true, which `npm start` and the tests set), never in production, and only for
 * an emulator on this machine. A stray FIREBASE_AUTH_EMULATOR_HOST stops the start instead.
 */
function checkAuthEmulator(
  env: { NODE_ENV: string; FIREBASE_AUTH_EMULATOR_HOST?: string | undefined; ALLOW_AUTH_EMULATOR: boolean },
  context: z.RefinementCtx,
): void {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (env.NODE_ENV === 'production') {
    if (host) {
      context.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'darf in Produktion nicht gesetzt sein (der Emulator akzeptiert unsignierte Tokens)',
      });
    }
    if (env.ALLOW_AUTH_EMULATOR) {
      context.addIssue({
        code: 'custom',
        path: ['ALLOW_AUTH_EMULATOR'],
        message: 'darf in Produktion nicht gesetzt sein (der Emulator akzeptiert unsignierte Tokens)',
      });
    }
    return;
  }
  if (!host) return;
  if (!env.ALLOW_AUTH_EMULATOR) {
    context.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message:
        'ist gesetzt, aber ALLOW_AUTH_EMULATOR=true fehlt. Der Auth-Emulator akzeptiert unsignierte Tokens; das Gateway vertraut ihm ' +
        'nur auf ausdrücklichen Wunsch. Lokal setzt npm start beides selbst – in einem Deployment entferne FIREBASE_AUTH_EMULATOR_HOST.',
    });
  } else if (!isLoopbackHost(host)) {
    context.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: `"${host}" ist nicht dieser Rechner. Einem Auth-Emulator (unsignierte Tokens) vertraut das Gateway nur auf 127.0.0.1, localhost oder [::1].`,
    });
  }
}

type AiEnv = {
  AI_PROVIDER: AiProviderName[];
  AI_FAILOVER: AiProviderName[];
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  AZURE_OPENAI_ENDPOINT?: string | undefined;
  AZURE_OPENAI_API_VERSION?: string | undefined;
  AZURE_OPENAI_DEPLOYMENT?: string | undefined;
};

/** Refuses AI settings that cannot work together, so a deployment never fails at the first request. */
function checkAiCombination(env: AiEnv, context: z.RefinementCtx): void {
  const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const azure = Boolean(env.AZURE_OPENAI_ENDPOINT);
  if (azure && env.OPENAI_BASE_URL) {
    refuse('OPENAI_BASE_URL', 'nicht zusammen mit AZURE_OPENAI_ENDPOINT: entweder Azure OpenAI oder ein OpenAI-kompatibler Server');
  }
  if (!azure) {
    for (const name of ['AZURE_OPENAI_API_VERSION', 'AZURE_OPENAI_DEPLOYMENT'] as const) {
      if (env[name]) refuse(name, 'gilt nur für Azure OpenAI; setze auch AZURE_OPENAI_ENDPOINT');
    }
  }
  // The first variable that sends a task to openai is the one a missing credential is reported on.
  const overrides = env as unknown as Record<string, AiProviderName[] | undefined>;
  const chosen = (task: AiTask) => taskVariables(task).provider.find((name) => overrides[name]);
  const inheritsOpenAi = env.AI_PROVIDER.includes('openai') && AI_TASKS.some((task) => !chosen(task));
  const openAiVariable = inheritsOpenAi
    ? 'AI_PROVIDER'
    : (PROVIDER_VARIABLES.find((name) => overrides[name]?.includes('openai')) ??
      (env.AI_FAILOVER.includes('openai') ? 'AI_FAILOVER' : undefined));
  if (!openAiVariable) return;
  if (azure && !env.OPENAI_API_KEY) refuse('OPENAI_API_KEY', 'Azure OpenAI braucht den Schlüssel der Ressource');
  if (!azure && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    refuse(
      openAiVariable,
      'openai braucht OPENAI_API_KEY (OpenAI), OPENAI_BASE_URL (OpenAI-kompatibel, z. B. Ollama http://localhost:11434/v1) oder AZURE_OPENAI_ENDPOINT mit OPENAI_API_KEY',
    );
  }
}

export type AiConfig = {
  /** AI_PROVIDER: the provider of every task without an AI_PROVIDER_<NAME> of its own. */
  provider: AiProviderName;
  /** The provider each task runs on. */
  providers: Record<AiTask, AiProviderName>;
  /**
   * Each task's providers in the order they are tried: its own, then AI_FAILOVER's (without repeats).
   * A failover moves on only for a timeout, a 5xx, a refusal or a task the provider cannot do.
   */
  chains: Record<AiTask, AiProviderName[]>;
  /** Never logged, never in a message. */
  apiKey: string | undefined;
  /** An OpenAI-compatible server (Ollama, vLLM); unset: api.openai.com. */
  baseUrl: string | undefined;
  /** Azure OpenAI instead of OpenAI: endpoint and API version; model names are deployment names. */
  azure: { endpoint: string; apiVersion: string } | undefined;
  models: Record<AiTask, string>;
  timeoutMs: number;
  rateLimitPerMinute: number;
  /** AI runs one user may have going at once. */
  parallelPerUser: number;
  /** The offline engine's worker pool. */
  offline: OfflinePoolOptions;
  /** Longest text a tool accepts, in characters (UTF-16 code units, like the browser's counter). */
  maxTextLength: number;
  /** Largest audio upload for Transkribieren. */
  audioMaxBytes: number;
  /** AI_CONTACT: whom staff ask for a provider. */
  contact: string;
  /** AI_PRICES: euros per million input and output tokens, by model. */
  prices: PriceTable;
};

const DEFAULT_AZURE_API_VERSION = '2024-10-21';

function aiConfig(value: z.infer<typeof schema>): AiConfig {
  const env = value as unknown as Record<string, string | undefined>;
  // With Azure, a model is a deployment: AZURE_OPENAI_DEPLOYMENT names the one for the text tasks.
  const textModel = value.AI_MODEL ?? value.AZURE_OPENAI_DEPLOYMENT ?? 'gpt-4o-mini';
  const first = (names: string[]) => names.map((name) => env[name]).find((setting) => setting !== undefined);
  const models = Object.fromEntries(
    AI_TASKS.map((task) => [task, first(taskVariables(task).model) ?? AUDIO_MODEL_DEFAULTS[task] ?? textModel]),
  ) as Record<AiTask, string>;
  // A task's own list (AI_PROVIDER_<TASK>, else AI_PROVIDER); a single provider is followed by AI_FAILOVER's.
  const listOf = (task: AiTask) => {
    const own = taskVariables(task).provider.map((name) => (value as unknown as Record<string, AiProviderName[] | undefined>)[name]);
    return own.find((list) => list !== undefined) ?? value.AI_PROVIDER;
  };
  const providers = Object.fromEntries(AI_TASKS.map((task) => [task, listOf(task)[0]!])) as Record<AiTask, AiProviderName>;
  const chains = Object.fromEntries(
    AI_TASKS.map((task) => {
      const list = listOf(task);
      return [task, [...new Set(list.length > 1 ? list : [list[0]!, ...value.AI_FAILOVER])]];
    }),
  ) as Record<AiTask, AiProviderName[]>;
  return {
    provider: value.AI_PROVIDER[0]!,
    providers,
    chains,
    apiKey: value.OPENAI_API_KEY,
    baseUrl: value.OPENAI_BASE_URL,
    azure: value.AZURE_OPENAI_ENDPOINT
      ? { endpoint: value.AZURE_OPENAI_ENDPOINT, apiVersion: value.AZURE_OPENAI_API_VERSION ?? DEFAULT_AZURE_API_VERSION }
      : undefined,
    models,
    timeoutMs: value.AI_TIMEOUT_MS,
    rateLimitPerMinute: value.AI_RATE_LIMIT_PER_MINUTE,
    parallelPerUser: value.AI_PARALLEL_PER_USER,
    offline: {
      threads: value.OFFLINE_THREADS,
      taskBudgetMs: value.OFFLINE_TASK_BUDGET_MS,
      workerMemoryMb: value.OFFLINE_WORKER_MEMORY_MB,
      queueMax: value.OFFLINE_QUEUE_MAX,
    },
    maxTextLength: value.MAX_TEXT_LENGTH,
    audioMaxBytes: value.AUDIO_MAX_BYTES,
    contact: value.AI_CONTACT,
    prices: value.AI_PRICES,
  };
}

/** The Pusher SDK's settings (hosted Pusher by cluster, or soketi by host). */
export type PusherSettings = {
  appId: string;
  key: string;
  /** Never logged, never in a message, never in portal.config.json. */
  secret: string;
  cluster: string;
  /** soketi or another Pusher-compatible server; unset: hosted Pusher in `cluster`. */
  host: string | undefined;
  port: number | undefined;
  useTLS: boolean;
};

/** Port of soketi when PUSHER_HOST is set without PUSHER_PORT (the browser's default too). */
const SOKETI_DEFAULT_PORT = 6001;

function pusherSettings(value: z.infer<typeof schema>): PusherSettings | undefined {
  if (!value.PUSHER_SECRET) return undefined;
  const host = value.PUSHER_HOST;
  return {
    appId: value.PUSHER_APP_ID,
    key: value.PUSHER_KEY,
    secret: value.PUSHER_SECRET,
    cluster: value.PUSHER_CLUSTER,
    host,
    port: host ? (value.PUSHER_PORT ?? SOKETI_DEFAULT_PORT) : undefined,
    // Hosted Pusher only with TLS; a server of our own (soketi on loopback) as configured, default without.
    useTLS: value.PUSHER_TLS ?? !host,
  };
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Proxies in front whose X-Forwarded-For entries are believed (0: none; the socket's address counts). */
  trustProxyHops: number;
  /** Failed token checks per address and minute before its bearer requests are refused unchecked. */
  authFailuresPerMinute: number;
  /** A revoked or disabled account is locked out within this time (0: checked on every request). */
  authUserCacheMs: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the remotes' channel files are (staged versions). */
  releasesDir: string;
  /** The running portal's portal.config.json (which manifest of each remote the shell loads). */
  portalConfigFile: string;
  /** When a new release is rolled back by itself (0 minutes: never). */
  autoRollback: AutoRollbackRule;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
  portalOrigins: string[];
  /** Origins (port may be `*`) a developer may preview a remote from. */
  previewOrigins: string[];
  groupTenant: string;
  /** undefined: a Microsoft sign-in counts like any provider (verified when it says so). */
  microsoft: MicrosoftSettings | undefined;
  seedDemo: boolean;
  /** The one newsletter of the portal (docs/product.md: 896). */
  newsletterListId: number;
  /** Without trailing slash, e.g. http://localhost:8080/s. */
  shortLinkBaseUrl: string;
  /** Redirects per minute and client address (IPv6: per /64). */
  shortLinkRedirectsPerMinute: number;
  portalUrl: string;
  ai: AiConfig;
  /** The product channel's name (PRODUCT_SLUG, else derived from PRODUCT_NAME like the browser does). */
  productSlug: string;
  /** undefined: realtime is off (no PUSHER_SECRET). */
  realtime: PusherSettings | undefined;
  /** undefined: /internal/… is off. Never logged. */
  adminToken: string | undefined;
};

export type AutoRollbackRule = { failureRate: number; minLoads: number; windowMinutes: number };

/** The one Entra tenant whose Microsoft sign-ins get a session (checked by the gateway). */
export type MicrosoftSettings = { tenantId: string; clientId: string; authorityUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from `env`; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(Umgebung)'}: ${issue.message}`);
    throw new ConfigError(`Ungültige Konfiguration des Gateways:\n${lines.join('\n')}`);
  }
  const value = result.data;
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    logLevel: value.LOG_LEVEL,
    trustProxyHops: value.TRUST_PROXY,
    authFailuresPerMinute: value.AUTH_FAILURES_PER_MINUTE,
    authUserCacheMs: value.AUTH_USER_CACHE_SECONDS * 1000,
    databaseUrl: value.DATABASE_URL,
    // A relative DATA_DIR means the same folder whether started from the repo root or gateway/.
    dataDir: resolve(REPO_ROOT, value.DATA_DIR),
    releasesDir: resolve(REPO_ROOT, value.RELEASES_DIR),
    portalConfigFile: resolve(REPO_ROOT, value.PORTAL_CONFIG_FILE),
    autoRollback: {
      failureRate: value.AUTO_ROLLBACK_FAILURE_RATE,
      minLoads: value.AUTO_ROLLBACK_MIN_LOADS,
      windowMinutes: value.AUTO_ROLLBACK_WINDOW_MINUTES,
    },
    firebaseProjectId: value.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST,
    portalOrigins: value.PORTAL_ORIGINS,
    previewOrigins: value.PREVIEW_ORIGINS,
    groupTenant: value.GROUP_TENANT,
    microsoft: value.MICROSOFT_TENANT_ID
      ? {
          tenantId: value.MICROSOFT_TENANT_ID.toLowerCase(),
          clientId: value.MICROSOFT_CLIENT_ID!.toLowerCase(),
          authorityUrl: value.MICROSOFT_AUTHORITY_URL,
        }
      : undefined,
    // Local runs use the emulator, so that is where demo data belongs by default.
    seedDemo: value.SEED_DEMO ?? Boolean(value.FIREBASE_AUTH_EMULATOR_HOST),
    newsletterListId: value.NEWSLETTER_LIST_ID,
    shortLinkBaseUrl: value.SHORT_LINK_BASE_URL,
    shortLinkRedirectsPerMinute: value.SHORT_LINK_REDIRECTS_PER_MINUTE,
    portalUrl: value.PORTAL_URL,
    ai: aiConfig(value),
    productSlug: value.PRODUCT_SLUG ?? productSlugOf(value.PRODUCT_NAME),
    realtime: pusherSettings(value),
    adminToken: value.ADMIN_TOKEN,
  };
}
