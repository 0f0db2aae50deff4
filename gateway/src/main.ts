/**
 * Starts the gateway: configuration, database (migrated), Firebase, demo seeds in local runs, then
 * listens. SIGINT/SIGTERM close the server, the database and Firebase cleanly.
 */
import { aiTaskLines } from './ai/capabilities.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import { DatabaseBusyError, openDatabase, type OpenDatabase } from './db/client.ts';
import { seedDashboardDemo } from './dashboards/seedDemo.ts';
import { seedAccounts, seedDemoUsers } from './db/seed.ts';
import { scheduleHistoryPurge } from './history/retention.ts';
import { seedHouseStyle } from './houseStyle/seed.ts';
import { DEMO_USERS } from './demoUsers.ts';
import { openFirebaseAuth, type FirebaseAuth } from './firebase.ts';

loadDotEnv();

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}

async function seedDemo(config: Config, database: OpenDatabase, firebase: FirebaseAuth): Promise<void> {
  await seedAccounts(database.db);
  await seedHouseStyle(database.db);
  await seedDashboardDemo(database.db);
  try {
    await seedDemoUsers(firebase.auth, config.firebaseAuthEmulatorHost);
  } catch (error) {
    throw new Error(`Demo-Benutzer konnten nicht angelegt werden – läuft der Auth-Emulator auf ${config.firebaseAuthEmulatorHost}?`, {
      cause: error,
    });
  }
}

const config = readConfig();
let database: OpenDatabase | undefined;
let firebase: FirebaseAuth | undefined;
const closeResources = async () => {
  await Promise.allSettled([database?.close(), firebase?.close()]);
};

try {
  database = await openDatabase(config);
  firebase = openFirebaseAuth(config);
  if (config.seedDemo) await seedDemo(config, database, firebase);

  const app = await buildApp({ config, db: database.db, auth: firebase.auth });
  const stopPurge = scheduleHistoryPurge(database.db, app.log);
  app.addHook('onClose', async () => stopPurge());
  await app.listen({ port: config.port, host: config.host });
  // One line per task: which provider and model answers it (never a key).
  for (const line of aiTaskLines(config.ai)) app.log.info(line, 'KI-Aufgabe');
  // No passwords in the log: `npm start` prints the logins from demo-users.json.
  if (config.seedDemo) app.log.info({ demoUsers: DEMO_USERS.map((user) => user.email) }, 'demo data seeded');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C means "now"
    stopping = true;
    app.log.info({ signal }, 'stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    // The database closes after the app: its own close writes the usage counts and history entries
    // still gathering (app.ts), which an onClose hook here would have run after (hooks run last-in first).
    app.close().then(
      async () => {
        await closeResources();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof DatabaseBusyError) console.error(`✖ Das Gateway konnte nicht starten: ${error.message}`);
  else console.error('✖ Das Gateway konnte nicht starten:', error);
  await closeResources();
  process.exit(1);
}
