/**
 * The gateway's environment, validated once at start. A bad value stops the process with a message
 * that names the variable, so a misconfigured deployment never half-works.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** The same .env as the rest of the local stack (scripts/lib/env.mjs); real variables win. */
export function loadDotEnv(): void {
  const dotEnv = resolve(REPO_ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
}

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'erwartet true oder false' })
  .transform((value) => value === 'true' || value === '1');

const origin = z.string().refine((value) => URL.canParse(value) && new URL(value).origin === value, {
  error: (issue) => `"${String(issue.input)}" ist kein Origin wie http://localhost:3000 (ohne Pfad, ohne / am Ende)`,
});

const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  error: (issue) => `"${String(issue.input)}" ist keine http(s)-Adresse`,
});

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Behind a load balancer the client address comes from X-Forwarded-For; per-IP limits need it.
    TRUST_PROXY: z.preprocess(emptyAsUnset, flag.default(false)),
    DATABASE_URL: z.preprocess(
      emptyAsUnset,
      z.url({ protocol: /^postgres(ql)?$/, error: 'erwartet postgres://benutzer:passwort@host:port/datenbank' }).optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUnset, z.string().default(resolve(REPO_ROOT, '.data', 'db'))),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-ki-portal'),
    FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
      emptyAsUnset,
      z.string().regex(/^[\w.-]+:\d{1,5}$/, { error: 'erwartet host:port, z. B. 127.0.0.1:9099' }).optional(),
    ),
    PORTAL_ORIGINS: z
      .string()
      .default('http://localhost:3000,http://127.0.0.1:3000')
      .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(z.array(origin).min(1, { error: 'mindestens ein Origin' })),
    GROUP_TENANT: z.string().min(1).default('SV-Gruppe'),
    SEED_DEMO: z.preprocess(emptyAsUnset, flag.optional()),
    NEWSLETTER_LIST_ID: z.preprocess(emptyAsUnset, z.coerce.number().int().positive().default(896)),
    // Short URLs are <base>/<slug>; the base is where GET /s/:slug of this gateway is reachable.
    SHORT_LINK_BASE_URL: z.preprocess(
      emptyAsUnset,
      httpUrl.default('http://localhost:8080/s').transform((value) => value.replace(/\/+$/, '')),
    ),
    // The portal's start page, linked from pages the gateway renders itself (unknown short link).
    PORTAL_URL: z.preprocess(emptyAsUnset, httpUrl.default('http://localhost:3000')),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
      context.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        // The emulator accepts unsigned tokens: in production that would let anyone sign in as anyone.
        message: 'darf in Produktion nicht gesetzt sein (der Emulator akzeptiert unsignierte Tokens)',
      });
    }
    if (env.SEED_DEMO === true && !env.FIREBASE_AUTH_EMULATOR_HOST) {
      context.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'Demo-Benutzer werden nur im Auth-Emulator angelegt; setze FIREBASE_AUTH_EMULATOR_HOST',
      });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  trustProxy: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
  portalOrigins: string[];
  groupTenant: string;
  seedDemo: boolean;
  /** The one newsletter of the portal (PRODUCT.md: 896). */
  newsletterListId: number;
  /** Without trailing slash, e.g. http://localhost:8080/s. */
  shortLinkBaseUrl: string;
  portalUrl: string;
};

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
    trustProxy: value.TRUST_PROXY,
    databaseUrl: value.DATABASE_URL,
    // A relative DATA_DIR means the same folder whether started from the repo root or gateway/.
    dataDir: resolve(REPO_ROOT, value.DATA_DIR),
    firebaseProjectId: value.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST,
    portalOrigins: value.PORTAL_ORIGINS,
    groupTenant: value.GROUP_TENANT,
    // Local runs use the emulator, so that is where demo data belongs by default.
    seedDemo: value.SEED_DEMO ?? Boolean(value.FIREBASE_AUTH_EMULATOR_HOST),
    newsletterListId: value.NEWSLETTER_LIST_ID,
    shortLinkBaseUrl: value.SHORT_LINK_BASE_URL,
    portalUrl: value.PORTAL_URL,
  };
}
