/** The offline worker pool's settings (OFFLINE_* in the gateway's configuration). */
import { availableParallelism } from 'node:os';

export type OfflinePoolOptions = {
  /** Worker threads; default: one per core. */
  threads: number;
  /** Milliseconds a task may take from hand-in to answer. */
  taskBudgetMs: number;
  /** V8 heap per worker, in MB. */
  workerMemoryMb: number;
  /** Tasks that may wait for a free worker. */
  queueMax: number;
};

export const DEFAULT_OFFLINE_POOL: OfflinePoolOptions = {
  threads: availableParallelism(),
  taskBudgetMs: 5_000,
  workerMemoryMb: 256,
  queueMax: 64,
};
