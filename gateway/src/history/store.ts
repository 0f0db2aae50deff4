/**
 * Writing and reading a user's history. Every read and delete is by the caller's uid: there is no
 * way to name another user's entry (another's id is 404, as if it did not exist), admins included.
 */
import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE, provenanceSchema, type HistoryEntry, type HistoryListReply, type HistoryTool } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { groupCommit, perDatabase } from '../db/groupCommit.ts';
import { accounts, historyEntries, userSettings } from '../db/schema.ts';

export type NewHistoryEntry = {
  uid: string;
  accountId: number;
  tool: HistoryTool;
  options: Record<string, unknown>;
  input: string;
  result: unknown;
  resultText: string;
  status: 'done' | 'stopped';
  provider: string;
};

export async function historyEnabled(db: Database, uid: string): Promise<boolean> {
  const [row] = await db.select({ enabled: userSettings.historyEnabled }).from(userSettings).where(eq(userSettings.uid, uid));
  return row?.enabled ?? true;
}

export async function setHistoryEnabled(db: Database, uid: string, enabled: boolean): Promise<void> {
  await db
    .insert(userSettings)
    .values({ uid, historyEnabled: enabled })
    .onConflictDoUpdate({ target: userSettings.uid, set: { historyEnabled: enabled, updatedAt: new Date() } });
}

/**
 * Writes entries of users who keep a history; the ids in the entries' order (null: not kept). The
 * ids come from one identity sequence in the order of the rows, so sorted they match the rows.
 */
async function keepMany(db: Database, entries: NewHistoryEntry[]): Promise<(string | null)[]> {
  const uids = [...new Set(entries.map((entry) => entry.uid))];
  const off = new Set(
    (
      await db
        .select({ uid: userSettings.uid })
        .from(userSettings)
        .where(and(inArray(userSettings.uid, uids), eq(userSettings.historyEnabled, false)))
    ).map((row) => row.uid),
  );
  const kept = entries.filter((entry) => !off.has(entry.uid));
  if (kept.length === 0) return entries.map(() => null);
  const rows = await db.insert(historyEntries).values(kept).returning({ id: historyEntries.id });
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  let next = 0;
  return entries.map((entry) => (off.has(entry.uid) ? null : String(ids[next++])));
}

/** Entries wait this long for others to share their write: little beside a model's answer. */
const KEEP_DELAY = { delayMs: 25 };

const keepBatched = perDatabase((db: Database) =>
  groupCommit(async (entries: NewHistoryEntry[]) => {
    try {
      return await keepMany(db, entries);
    } catch (error) {
      // One bad entry must not cost the others theirs: alone, each fails or is kept on its own.
      if (entries.length === 1) throw error;
      return Promise.all(
        entries.map((entry) =>
          keepMany(db, [entry]).then(
            ([id]) => id ?? null,
            () => null,
          ),
        ),
      );
    }
  }, KEEP_DELAY),
);

/** Resolves when the entries that wait or are being written are written. */
export const historyWritten = (db: Database): Promise<void> => keepBatched.settled(db);

/** Keeps a run unless the user switched the history off; the entry's id, or null. */
export function keepRun(db: Database, entry: NewHistoryEntry): Promise<string | null> {
  return keepBatched(db, entry);
}

const PREVIEW = 160;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1).trimEnd()}…` : text);

export async function listHistory(
  db: Database,
  uid: string,
  { tool, q, page }: { tool?: HistoryTool | undefined; q?: string | undefined; page: number },
): Promise<HistoryListReply> {
  const parts: SQL[] = [eq(historyEntries.uid, uid)];
  if (tool) parts.push(eq(historyEntries.tool, tool));
  // German stemming: „Zeitungen“ finds „Zeitung“; websearch syntax („"genau so"“, „-ohne“) as users know it.
  if (q)
    parts.push(
      sql`to_tsvector('german', ${historyEntries.input} || ' ' || ${historyEntries.resultText}) @@ websearch_to_tsquery('german', ${q})`,
    );
  const where = and(...parts);
  const [counted] = await db.select({ total: count() }).from(historyEntries).where(where);
  const rows = await db
    .select()
    .from(historyEntries)
    .where(where)
    .orderBy(desc(historyEntries.createdAt), desc(historyEntries.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  return {
    entries: rows.map((row) => ({
      id: String(row.id),
      tool: row.tool as HistoryTool,
      createdAt: row.createdAt.toISOString(),
      status: row.status as 'done' | 'stopped',
      inputPreview: preview(row.input),
      resultPreview: preview(row.resultText),
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

export async function readHistoryEntry(db: Database, uid: string, id: number): Promise<HistoryEntry | null> {
  const [row] = await db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.id, id), eq(historyEntries.uid, uid)));
  if (!row) return null;
  return {
    id: String(row.id),
    tool: row.tool as HistoryTool,
    createdAt: row.createdAt.toISOString(),
    status: row.status as 'done' | 'stopped',
    provider: row.provider,
    options: row.options as Record<string, unknown>,
    input: row.input,
    resultText: row.resultText,
    provenance: provenanceSchema()
      .nullable()
      .catch(null)
      .parse((row.result as { provenance?: unknown }).provenance ?? null),
  };
}

/** One entry (by id) or all of the user's; the number deleted. */
export async function deleteHistory(db: Database, uid: string, id?: number): Promise<number> {
  const deleted = await db
    .delete(historyEntries)
    .where(id === undefined ? eq(historyEntries.uid, uid) : and(eq(historyEntries.uid, uid), eq(historyEntries.id, id)))
    .returning({ id: historyEntries.id });
  return deleted.length;
}

/** Deletes the entries older than their tenant's retention; the number deleted. */
export async function purgeExpiredHistory(db: Database, now = new Date()): Promise<number> {
  const expired = await db
    .delete(historyEntries)
    .where(
      lt(
        historyEntries.createdAt,
        sql`${now.toISOString()}::timestamptz - (select ${accounts.historyRetentionDays} from ${accounts} where ${accounts.id} = ${historyEntries.accountId}) * interval '1 day'`,
      ),
    )
    .returning({ id: historyEntries.id });
  return expired.length;
}
