/**
 * Usage per day × tenant × user × tool: runs by outcome, characters in and out, duration, tokens
 * where a provider reports them. Counts only — never a text. Counting never fails or delays the run
 * it counts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usageDaily } from '../db/schema.ts';

export type RunOutcome = 'done' | 'stopped' | 'failed' | 'refused';

export type CountedRun = {
  accountId: number;
  uid: string;
  tool: string;
  outcome: RunOutcome;
  charsIn: number;
  charsOut: number;
  durationMs: number;
  tokens?: number;
  costMicroEuro?: number;
  at?: Date;
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

type UsageRow = typeof usageDaily.$inferInsert & { day: string; runs: number };
const SUMMED = ['runs', 'done', 'stopped', 'failed', 'refused', 'charsIn', 'charsOut', 'tokens', 'costMicroEuro', 'durationMs'] as const;

function rowOf(run: CountedRun): UsageRow {
  return {
    day: dayOf(run.at ?? new Date()),
    accountId: run.accountId,
    uid: run.uid,
    tool: run.tool,
    runs: 1,
    done: run.outcome === 'done' ? 1 : 0,
    stopped: run.outcome === 'stopped' ? 1 : 0,
    failed: run.outcome === 'failed' ? 1 : 0,
    refused: run.outcome === 'refused' ? 1 : 0,
    charsIn: run.charsIn,
    charsOut: run.charsOut,
    tokens: run.tokens ?? 0,
    costMicroEuro: Math.round(run.costMicroEuro ?? 0),
    durationMs: Math.round(run.durationMs),
  };
}

const keyOf = (row: UsageRow) => JSON.stringify([row.day, row.accountId, row.uid, row.tool]);

function addTo(rows: Map<string, UsageRow>, row: UsageRow): void {
  const key = keyOf(row);
  const known = rows.get(key);
  if (!known) rows.set(key, row);
  else for (const column of SUMMED) (known[column] as number) += row[column] as number;
}

const add = (column: (typeof SUMMED)[number]) =>
  sql.raw(`"usage_daily"."${usageDaily[column].name}" + excluded."${usageDaily[column].name}"`);

/** How long counts gather in memory before they are written: one upsert per user and tool then. */
export const USAGE_FLUSH_MS = 1000;

/**
 * The counts not yet written, summed per day × tenant × user × tool, and written together once a
 * second: a count per run would cost every tool run a statement (with PGlite, in the gateway's own
 * thread). Nobody waits for a count. The quota adds what is still here, so within one gateway it
 * is exact; across several instances each adds at most a second of its runs late.
 */
class UsageBuffer {
  private waiting = new Map<string, UsageRow>();
  private writing = new Map<string, UsageRow>();
  /** Who hears of a failed write: the callers whose counts wait (each request logs to its own logger). */
  private waitingListeners = new Set<(error: unknown) => void>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  add(row: UsageRow, onError: (error: unknown) => void): void {
    addTo(this.waiting, row);
    this.waitingListeners.add(onError);
    this.timer ??= setTimeout(() => void this.flush(), USAGE_FLUSH_MS);
  }

  /** Writes what waits now (after any write under way); resolves when it is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.waiting.size === 0) return;
    this.writing = this.waiting;
    this.waiting = new Map();
    const listeners = this.waitingListeners;
    this.waitingListeners = new Set();
    try {
      await this.db
        .insert(usageDaily)
        .values([...this.writing.values()])
        .onConflictDoUpdate({
          target: [usageDaily.day, usageDaily.accountId, usageDaily.uid, usageDaily.tool],
          set: Object.fromEntries(SUMMED.map((column) => [column, add(column)])),
        });
    } catch (error) {
      for (const listener of listeners) listener(error);
    } finally {
      this.writing = new Map();
    }
  }

  /** Characters of `accountId` in [from, to) not yet written. */
  pendingChars(accountId: number, from: string, to: string): number {
    let chars = 0;
    for (const rows of [this.waiting, this.writing]) {
      for (const row of rows.values()) {
        if (row.accountId === accountId && row.day >= from && row.day < to) chars += (row.charsIn ?? 0) + (row.charsOut ?? 0);
      }
    }
    return chars;
  }
}

const buffers = new WeakMap<Database, UsageBuffer>();

/** Counts a run; never throws and never waits for the database. `onError` hears of a failed write. */
export function countRun(db: Database, run: CountedRun, onError: (error: unknown) => void = () => {}): void {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new UsageBuffer(db);
    buffers.set(db, buffer);
  }
  buffer.add(rowOf(run), onError);
}

/** Writes the counts that wait (on shutdown, and in tests before they read the table). */
export async function flushUsage(db: Database): Promise<void> {
  await buffers.get(db)?.flush();
}

/** The calendar month (UTC) of `now`: its first day and the first day of the next. */
export function monthOf(now: Date): { month: string; from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month: dayOf(from).slice(0, 7), from: dayOf(from), to: dayOf(to) };
}

/** Characters of the tenant's runs in [from, to) that this gateway counted and has not written yet. */
export function unwrittenChars(db: Database, accountId: number, from: string, to: string): number {
  return buffers.get(db)?.pendingChars(accountId, from, to) ?? 0;
}
