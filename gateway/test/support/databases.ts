/**
 * Where the database tests run: always a fresh PGlite in a temp dir; also a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (CI: gateway/scripts/ci-postgres.sh).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabasePlace = { databaseUrl: string | undefined; dataDir: string; drop: () => Promise<void> };
export type DatabaseTarget = { name: string; create: () => Promise<DatabasePlace> };

const pglite: DatabaseTarget = {
  name: 'PGlite',
  async create() {
    const dataDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
    return { databaseUrl: undefined, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server at `serverUrl` per `create()`. */
export function postgresTarget(serverUrl: string): DatabaseTarget {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `gateway_test_${randomBytes(6).toString('hex')}`;
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        databaseUrl: url.toString(),
        dataDir: join(tmpdir(), 'unused'),
        drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  };
}

const serverUrl = process.env.TEST_DATABASE_URL;
export const databaseTargets: DatabaseTarget[] = serverUrl ? [pglite, postgresTarget(serverUrl)] : [pglite];
