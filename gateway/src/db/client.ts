/**
 * Opens the database and brings its schema up to date: PostgreSQL (node-postgres) when a URL is
 * configured, otherwise PGlite in the data directory. Code above this file sees one drizzle type.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openPgliteInThread, type PgliteInThread } from './pgliteThread.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Ends the connection; a PGlite client keeps the process alive until it is closed. */
  close: () => Promise<void>;
};

const migrationsFolder = resolve(import.meta.dirname, '..', '..', 'drizzle');

// Any constant works; it only has to be the same in every gateway instance.
const MIGRATION_LOCK_ID = 4_711_2025;

export async function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<OpenDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const release = await claimDataDir(dataDir);
  let client: PgliteInThread;
  try {
    client = await openPgliteInThread(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  try {
    // The thread's client has PGlite's query, exec and transaction: all that drizzle calls.
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', close };
  } catch (error) {
    await close();
    throw error;
  }
}

export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The running process that holds the PGlite database in `dataDir`, if any: a command can then hand
 * its work to that gateway at once instead of waiting out the lock's grace time.
 */
export function pgliteHolder(dataDir: string): number | undefined {
  try {
    const holder = Number(readFileSync(resolve(dataDir, 'gateway.lock'), 'utf8').trim());
    return isRunning(holder) && holder !== process.pid ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** A gateway that was just stopped may still be closing its database; a command waits this long. */
const LOCK_GRACE_MS = 1500;

/**
 * PGlite has no lock of its own: a second process (an import while `npm start` runs, say) would open
 * the same files and corrupt them. A pid file in the data directory refuses that; a stale one (its
 * process is gone) is taken over.
 */
async function claimDataDir(dataDir: string): Promise<() => void> {
  const lockFile = resolve(dataDir, 'gateway.lock');
  const deadline = Date.now() + LOCK_GRACE_MS;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (!isRunning(holder)) {
      rmSync(lockFile, { force: true });
    } else if (Date.now() >= deadline) {
      throw new DatabaseBusyError(
        `Die Datenbank in ${dataDir} wird schon von Prozess ${holder} benutzt (läuft das Gateway?). ` +
          `Beende ihn zuerst – oder lösche ${lockFile}, falls er gar nicht mehr läuft.`,
      );
    } else {
      await sleep(100);
    }
  }
}

async function openPostgres(connectionString: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ended (a restart, a database dropped with FORCE) is replaced on the
  // next query; without a listener its 'error' event would end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL: idle connection lost (${error.message})`));
  try {
    await migrateWithLock(pool);
    return { db: drizzlePostgres({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Several gateway instances may start at once; an advisory lock lets exactly one migrate at a time. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePostgres(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
