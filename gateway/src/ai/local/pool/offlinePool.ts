/**
 * The offline engine's worker threads (piscina): every CPU-heavy step over user text runs here, never
 * on the gateway's event loop, so no text can hold up anyone else's request or `/healthz`.
 *
 * - A time budget per task, counted from when it is handed in (queue wait included), so a request
 *   answers within that budget however many others wait: the task is cancelled (its worker thread is
 *   terminated and replaced, which also stops a runaway regular expression) and the request answers
 *   422 `offline-too-complex` — never a 5xx, never a hung stream.
 * - A memory cap per worker (V8 heap); a worker over it is replaced, the task answers the same 422.
 * - A bounded queue: when it is full the request answers 503 `offline-busy` with `Retry-After`.
 * - The caller's AbortSignal (the browser left) cancels the task as well.
 *
 * One pool per process: piscina's idle workers do not keep the process alive.
 */
import { Piscina } from 'piscina';
import { ApiError } from '../../../errors.ts';
import { DEFAULT_OFFLINE_POOL, type OfflinePoolOptions } from './options.ts';
import type { OfflineInput, OfflineOutput, OfflineTaskName } from './tasks.ts';

/** Seconds after which a refused request may try again: about one budget's worth of work. */
const retryAfterSeconds = (options: OfflinePoolOptions) => Math.max(1, Math.ceil(options.taskBudgetMs / 1000));

export interface OfflineEngine {
  run<Name extends OfflineTaskName>(task: Name, input: OfflineInput<Name>, signal?: AbortSignal): Promise<OfflineOutput<Name>>;
  readonly options: OfflinePoolOptions;
  /** Tasks handed in and not yet answered (running or waiting), threads alive, tasks done. */
  stats(): { inFlight: number; threads: number; completed: number };
  close(): Promise<void>;
}

export function createOfflinePool(options: OfflinePoolOptions = DEFAULT_OFFLINE_POOL): OfflineEngine {
  const pool = new Piscina({
    filename: new URL('./tasks.ts', import.meta.url).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // The queue is bounded below, by tasks in flight: piscina does not count tasks that carry an
    // AbortSignal against its own maxQueue (they wait in its "skip queue").
    // Workers live as long as the gateway: each loads the Hunspell dictionary once.
    idleTimeout: Number.POSITIVE_INFINITY,
    // Below the event loop's priority (Linux: per thread), so with every core busy on texts the
    // loop still gets the CPU for routing, token checks and /healthz at once.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: options.workerMemoryMb, maxYoungGenerationSizeMb: 32 },
  });
  // A worker that dies is replaced by piscina; its task rejects and is answered below.
  pool.on('error', () => undefined);

  let inFlight = 0;
  return {
    options,
    async run(task, input, signal) {
      if (inFlight >= options.threads + options.queueMax)
        throw new ApiError(503, 'offline-busy', undefined, undefined, retryAfterSeconds(options));
      inFlight += 1;
      const stop = budgetOrCaller(options.taskBudgetMs, signal);
      try {
        return (await pool.run({ task, input }, { signal: stop.signal })) as OfflineOutput<typeof task>;
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        throw offlineFailure(error, stop.overBudget());
      } finally {
        stop.release();
        inFlight -= 1;
      }
    },
    stats: () => ({ inFlight, threads: pool.threads.length, completed: pool.completed }),
    close: () => pool.destroy(),
  };
}

/**
 * One signal for "the budget is spent or the caller left", released when the task ends. Not
 * `AbortSignal.any([signal, AbortSignal.timeout(…)])`: a tool run hands in up to four tasks with the
 * same request signal, and on Node 20 each `any` and `timeout` keeps weak references and a timer that
 * outlive the task (in the gateway's profile with 20 staff on offline tools: 0.2 ms of the event loop
 * per task, and garbage that each young-generation collection copies).
 */
function budgetOrCaller(budgetMs: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let overBudget = false;
  const timer = setTimeout(() => {
    overBudget = true;
    controller.abort(new DOMException('Das Zeitbudget ist aufgebraucht.', 'TimeoutError'));
  }, budgetMs).unref();
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    overBudget: () => overBudget,
    release() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function offlineFailure(error: unknown, overBudget: boolean): Error {
  if (overBudget) return new ApiError(422, 'offline-too-complex');
  const code = (error as { code?: unknown } | null)?.code;
  // The worker ran out of its heap: the text was too much for it, not a fault of the gateway.
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new ApiError(422, 'offline-too-complex');
  return error instanceof Error ? error : new Error(String(error));
}

let shared: OfflineEngine | undefined;

/** The process's one pool, created with the first caller's options (the gateway's configuration). */
export function sharedOfflinePool(options: OfflinePoolOptions = DEFAULT_OFFLINE_POOL): OfflineEngine {
  shared ??= createOfflinePool(options);
  return shared;
}
