/**
 * The database for a command line tool: the same configuration (.env, DATABASE_URL, DATA_DIR) as
 * the gateway. Paths given on the command line are relative to where npm was called (INIT_CWD), not
 * to gateway/, where `npm run … -w gateway` runs the script.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../config.ts';
import { DatabaseBusyError, openDatabase, type OpenDatabase } from '../db/client.ts';
import { fillFromLocalRun } from '../realtime/localRun.ts';

export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Prints known failures (configuration, a database in use) as one German line and exits with 1. */
export function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DatabaseBusyError) console.error(`✖ ${error.message}`);
  else console.error('✖ Unerwarteter Fehler:', error);
  process.exit(1);
}

/**
 * The gateway's configuration for a command: .env, then what the local stack keeps in `.data/run/`
 * (realtime secret, admin token) for whatever the environment leaves unset.
 */
export function commandConfig(): Config {
  loadDotEnv();
  fillFromLocalRun(process.env);
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
}

export async function openCommandDatabase(): Promise<OpenDatabase> {
  loadDotEnv();
  try {
    return await openDatabase(loadConfig());
  } catch (error) {
    return fail(error);
  }
}
