/**
 * PGlite off the event loop: the database runs in a worker thread (pgliteWorker.ts) and this is the
 * client drizzle talks to — `query`, `exec` and `transaction` as PGlite has them. PGlite executes a
 * statement synchronously in the thread that calls it; in the gateway's own thread every history
 * entry (its German full-text index), house-style load and quota read stopped every other request for
 * as long (measured with 20 staff running offline tools: 2.4–4.9 s of 18 s, single statements up to
 * 84 ms, /v1/me p99 35–110 ms on the server alone).
 *
 * A transaction holds the one connection: statements from outside it wait until it ends, as they do
 * in PGlite itself. Type parsers cross as the list of types to leave as text (drizzle's dates and
 * intervals); no other parser can cross a thread.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] | undefined; rowMode?: 'array' | 'object'; rawTypes?: number[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };
export type PgliteReply = { id: number; result: unknown; error?: undefined } | { id: number; error: Record<string, unknown> };

/** A request without its id (a distributive Omit: each kind keeps its own fields). */
type Unsent = PgliteRequest extends infer Request ? (Request extends PgliteRequest ? Omit<Request, 'id'> : never) : never;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The error as the database raised it: message, and code, detail, constraint … as own fields. */
function databaseError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** The types drizzle asks to keep as text; any parser but the identity cannot cross the thread. */
function rawTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('x', Number(type)) !== 'x') throw new Error(`PGlite im Worker: Parser für Typ ${type} wird nicht unterstützt`);
    return Number(type);
  });
}

export type PgliteInThread = {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export async function openPgliteInThread(dataDir: string): Promise<PgliteInThread> {
  const worker = new Worker(new URL('./pgliteWorkerEntry.cjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let gone: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: true; failed?: Record<string, unknown> }) => {
      worker.off('error', reject);
      if (message.failed) reject(databaseError(message.failed));
      else resolve();
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(databaseError(reply.error));
    else waiting.resolve(reply.result);
  });
  // The thread ending unasked (out of memory, a crash in the WebAssembly) fails what waits and what follows.
  const fail = (error: Error) => {
    gone ??= error;
    for (const waiting of pending.values()) waiting.reject(gone);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Die Datenbank (PGlite-Thread) wurde beendet (Code ${code}).`)));

  const send = <T>(request: Unsent): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const query = <Row>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const rawTypes = rawTypesOf(options?.parsers);
    return send<Results<Row>>({
      op: 'query',
      sql,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(rawTypes ? { rawTypes } : {}),
    });
  };
  const exec = (sql: string) => send<Results[]>({ op: 'exec', sql });

  /** Resolves when the transaction that holds the connection has ended; null while none does. */
  let transactionEnded: Promise<void> | null = null;
  const outsideTransaction = async () => {
    while (transactionEnded) await transactionEnded;
  };

  return {
    async query(sql, params, options) {
      await outsideTransaction();
      return query(sql, params, options);
    },
    async exec(sql) {
      await outsideTransaction();
      return exec(sql);
    },
    async transaction(work) {
      await outsideTransaction();
      let ended!: () => void;
      transactionEnded = new Promise((resolve) => (ended = resolve));
      let closed = false;
      const tx = {
        query,
        exec,
        async rollback() {
          await exec('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        await exec('BEGIN');
        const result = await work(tx);
        if (!closed) await exec('COMMIT');
        return result;
      } catch (error) {
        if (!closed && !gone) await exec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        closed = true;
        transactionEnded = null;
        ended();
      }
    },
    async close() {
      if (gone) return;
      await outsideTransaction();
      await send({ op: 'close' });
      gone = new Error('Die Datenbank ist geschlossen.');
      await worker.terminate();
    },
  };
}
