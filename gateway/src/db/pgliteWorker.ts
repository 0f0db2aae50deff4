/**
 * The PGlite database in a thread of its own (see pgliteThread.ts): PGlite runs PostgreSQL as
 * WebAssembly, synchronously in the thread that calls it; here that is not the gateway's event loop.
 * One message per statement, answered in the order they came (PGlite runs one at a time).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest } from './pgliteThread.ts';

const port = parentPort!;
const PGLITE_NICE_INCREMENT = 5;
const identity = (value: string) => value;

/** A database error with its fields (code, detail, constraint …): an Error would lose them on the way. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) if (value === undefined || typeof value !== 'object') fields[key] = value;
  return fields;
}

async function answer(database: PGlite, request: PgliteRequest): Promise<PgliteReply> {
  try {
    if (request.op === 'exec') return { id: request.id, result: await database.exec(request.sql) };
    if (request.op === 'close') {
      await database.close();
      return { id: request.id, result: null };
    }
    const options: QueryOptions = {};
    if (request.rowMode) options.rowMode = request.rowMode;
    if (request.rawTypes) options.parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]));
    return { id: request.id, result: await database.query(request.sql, request.params, options) };
  } catch (error) {
    return { id: request.id, error: errorFields(error) };
  }
}

async function serve(): Promise<void> {
  // Below the event loop (Linux: per thread), above the offline pool's workers (10): the loop answers
  // requests that need no statement (/v1/me) at once while statements wait their turn, and a tool
  // run's statements still come before the texts' work. Measured with 20 staff on offline tools:
  // /v1/me p99 12.7–18.9 ms instead of 12.9–44.8 ms at the same priority as the loop.
  // Without the native module for this platform the thread runs at the loop's priority, as piscina's do.
  await import('@napi-rs/nice').then(({ nice }) => nice(PGLITE_NICE_INCREMENT)).catch(() => undefined);
  const database = new PGlite((workerData as { dataDir: string }).dataDir);
  await database.waitReady;
  port.on('message', (request: PgliteRequest) => {
    void answer(database, request).then((reply) => port.postMessage(reply));
  });
  port.postMessage({ ready: true });
}

// No top-level await: this file is loaded by require (pgliteWorkerEntry.cjs).
serve().catch((error: unknown) => port.postMessage({ failed: errorFields(error) }));
