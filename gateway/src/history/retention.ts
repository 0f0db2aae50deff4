/**
 * The retention of the history: on start and once a day, entries older than their tenant's
 * retention (accounts.history_retention_days, default 90) are deleted — and, in the same round,
 * remote page loads older than 30 days (releases/remoteLoads.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { pruneRemoteLoads } from '../releases/remoteLoads.ts';
import { purgeExpiredHistory } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Purges now and then daily; the returned function stops the schedule. */
export function scheduleHistoryPurge(db: Database, log: FastifyBaseLogger, everyMs = DAY_MS): () => void {
  const purge = () =>
    purgeExpiredHistory(db)
      .then(
        (deleted) => {
          if (deleted > 0) log.info({ deleted }, 'expired history entries deleted');
        },
        (error: unknown) => log.error({ err: error }, 'history purge failed'),
      )
      .then(() => pruneRemoteLoads(db).catch((error: unknown) => log.error({ err: error }, 'remote load purge failed')));
  void purge();
  const timer = setInterval(() => void purge(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
