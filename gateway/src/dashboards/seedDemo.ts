/**
 * Demo dashboards for local runs (SEED_DEMO): the overview and the last 90 days up to today of every
 * series. Safe at every start: existing rows are kept (an import wins over the demo), missing days
 * are added, and demo rows that fell out of the 90 days are removed, so the demo always shows "the
 * last 90 days", however old the data folder is. symplr rows have no key but the day, so all of its
 * older rows go.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dashboards, epaperDaily, infonlineDaily, symplrDaily, top30Daily } from '../db/schema.ts';
import { raiseVersion } from './cache.ts';
import { addDays, today as todayInBerlin } from './days.ts';
import { DATA_SET_NAMES } from './importCsv.ts';
import {
  DEMO_ARTICLE_URLS,
  DEMO_BRANDS,
  DEMO_DASHBOARDS,
  DEMO_DAYS,
  DEMO_EDITIONS,
  epaperRows,
  infonlineRows,
  symplrRow,
  top30Rows,
} from './demoData.ts';

/** Rows per INSERT: well below PostgreSQL's 65 535 parameters for the widest table. */
const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) result.push(rows.slice(i, i + CHUNK));
  return result;
}

export async function seedDashboardDemo(db: Database, today: string = todayInBerlin()): Promise<void> {
  const first = addDays(today, -(DEMO_DAYS - 1));
  const days = Array.from({ length: DEMO_DAYS }, (_, index) => addDays(first, index));

  await db.transaction(async (tx) => {
    await tx.insert(dashboards).values(DEMO_DASHBOARDS).onConflictDoNothing();

    await tx.delete(infonlineDaily).where(and(lt(infonlineDaily.day, first), inArray(infonlineDaily.brand, DEMO_BRANDS)));
    await tx.delete(symplrDaily).where(lt(symplrDaily.day, first));
    await tx.delete(epaperDaily).where(and(lt(epaperDaily.day, first), inArray(epaperDaily.edition, DEMO_EDITIONS)));
    await tx.delete(top30Daily).where(and(lt(top30Daily.day, first), inArray(top30Daily.url, DEMO_ARTICLE_URLS)));

    for (const rows of chunks(days.flatMap(infonlineRows))) await tx.insert(infonlineDaily).values(rows).onConflictDoNothing();
    for (const rows of chunks(days.map(symplrRow))) await tx.insert(symplrDaily).values(rows).onConflictDoNothing();
    for (const rows of chunks(days.flatMap(epaperRows))) await tx.insert(epaperDaily).values(rows).onConflictDoNothing();
    for (const rows of chunks(days.flatMap(top30Rows))) await tx.insert(top30Daily).values(rows).onConflictDoNothing();
    for (const set of DATA_SET_NAMES) await raiseVersion(tx, set);
  });
}
