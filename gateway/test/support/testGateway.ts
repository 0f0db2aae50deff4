/** A complete gateway for one test file: real database, real emulator, seeded tenants, no logging. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach } from 'node:test';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Auth } from 'firebase-admin/auth';
import { buildApp, type GatewayApp, type RateLimits } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { checkAnswersAgainstOpenApi } from './openApiCheck.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedAccounts } from '../../src/db/seed.ts';
import { historyWritten } from '../../src/history/store.ts';
import { flushUsage } from '../../src/usage/count.ts';
import { flushSourceChecks } from '../../src/usage/sourceChecks.ts';
import { flushClicks } from '../../src/shortLinks/clicks.ts';
import { openFirebaseAuth } from '../../src/firebase.ts';
import type { Realtime } from '../../src/realtime/publisher.ts';
import type { OfflineEngine } from '../../src/ai/local/pool/offlinePool.ts';
import type { ServedTool } from '../../src/tools/routes.ts';
import { databaseTargets, type DatabaseTarget } from './databases.ts';
import { EMULATOR_HOST, clearUsers } from './emulator.ts';

export type TestGateway = {
  app: GatewayApp;
  db: Database;
  auth: Auth;
  config: Config;
  /** Closes the server and the database but keeps its files, e.g. for a command line tool to open. */
  closeDatabase: () => Promise<void>;
  close: () => Promise<void>;
  /** Writes the usage counts, clicks and history entries that are still gathering (before a test reads the tables). */
  recorded: () => Promise<void>;
};

export async function startGateway(
  target: DatabaseTarget = databaseTargets[0]!,
  options: {
    rateLimits?: Partial<RateLimits>;
    env?: NodeJS.ProcessEnv;
    realtime?: Realtime;
    offline?: OfflineEngine;
    /** Wraps the Firebase Auth the app is given, e.g. to count its calls. */
    wrapAuth?: (auth: Auth) => Auth;
    /** The tools served (default: the catalogue's). */
    tools?: readonly ServedTool[];
  } = {},
): Promise<TestGateway> {
  const place = await target.create();
  // Never the repository's releases or the running portal's config: /status may roll back and promote.
  const releasePlaces = mkdtempSync(join(tmpdir(), 'gateway-releases-'));
  const config = loadConfig({
    RELEASES_DIR: join(releasePlaces, 'releases'),
    PORTAL_CONFIG_FILE: join(releasePlaces, 'run', 'portal.config.json'),
    NODE_ENV: 'test',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    ALLOW_AUTH_EMULATOR: 'true',
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl,
    SEED_DEMO: 'false',
    // Firebase's user state on every request: the token tests revoke and disable users between calls.
    AUTH_USER_CACHE_SECONDS: '0',
    // The security and fuzz tests send hundreds of bad tokens from inject's one address; the limit
    // on failed token checks has its own test (auth.test.ts).
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...options.env,
  });
  const database = await openDatabase(config);
  const firebase = openFirebaseAuth(config);
  await seedAccounts(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    auth: options.wrapAuth ? options.wrapAuth(firebase.auth) : firebase.auth,
    logger: false,
    rateLimits: options.rateLimits,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.offline ? { offline: options.offline } : {}),
    ...(options.tools ? { tools: options.tools } : {}),
  });
  checkAnswersAgainstOpenApi(app);
  let databaseOpen = true;
  const closeDatabase = async () => {
    if (!databaseOpen) return;
    databaseOpen = false;
    await app.close();
    await database.close();
  };
  return {
    app,
    db: database.db,
    auth: firebase.auth,
    config,
    closeDatabase,
    recorded: async () => {
      await Promise.all([flushUsage(database.db), flushClicks(database.db), flushSourceChecks(database.db), historyWritten(database.db)]);
    },
    async close() {
      await closeDatabase();
      await firebase.close();
      await place.drop();
      rmSync(releasePlaces, { recursive: true, force: true });
    },
  };
}

export const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/** Each caller gets its own client address, so per-IP limits of one test never hit another. */
let lastAddress = 0;
export function nextAddress(): string {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/**
 * One gateway per describe block with a clean slate before each test: no emulator users and empty
 * `clear` tables. Returns a getter, since the gateway exists only once `before` has run.
 */
export function gatewayPerSuite(target: DatabaseTarget, { clear = [] }: { clear?: PgTable[] } = {}): () => TestGateway {
  let gateway: TestGateway | undefined;
  const current = () => {
    if (!gateway) throw new Error('gateway not started: use it inside tests and hooks');
    return gateway;
  };
  before(async () => {
    gateway = await startGateway(target);
  });
  after(() => current().close());
  beforeEach(async () => {
    await clearUsers();
    for (const table of clear) await current().db.delete(table);
  });
  return current;
}
