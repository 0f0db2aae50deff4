/**
 * npm run import:dashboards -w gateway -- <set> <datei.csv>
 * Imports a CSV export into one dashboard data set (columns: gateway/README.md). Every row is checked
 * first; one bad row and nothing is imported (exit code 1, every bad row listed with its line).
 *
 * Then either way `dashboards-updated` reaches open dashboards pages (README, "Contract: realtime"):
 * - the database can be opened (PostgreSQL, or PGlite while no gateway runs): import here and
 *   publish the event here (skipped with a note when realtime is off);
 * - a running gateway holds the PGlite database: send the checked rows to its
 *   `POST /internal/dashboards/import` (ADMIN_TOKEN from the environment or `.data/run/admin-token`),
 *   which imports them in one transaction and publishes the event itself.
 */
import { readFile } from 'node:fs/promises';
import { productChannel, realtimeEvents } from 'portal-contract';
import type { Config } from '../config.ts';
import { DATA_SET_NAMES, checkRows, importRows, isDataSetName, readDashboardCsv, type DataSetName } from '../dashboards/importCsv.ts';
import { DatabaseBusyError, openDatabase, type OpenDatabase } from '../db/client.ts';
import { createPusher, dashboardsUpdated, triggerEvent } from '../realtime/publisher.ts';
import { recordAudit } from '../audit/auditLog.ts';
import { commandConfig, fail, userPath } from './commandDatabase.ts';
import { postToGateway } from './gatewayForward.ts';

/** A large import through the gateway: reading, checking and writing ~10 000 rows takes seconds. */
const FORWARD_TIMEOUT_MS = 120_000;

const [set, file, ...rest] = process.argv.slice(2);
if (!isDataSetName(set) || !file || rest.length > 0) {
  console.error(`Aufruf: npm run import:dashboards -- <${DATA_SET_NAMES.join('|')}> <datei.csv>`);
  process.exit(2);
}

const path = userPath(file);
const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
  console.error(`✖ ${path} kann nicht gelesen werden (${error.code ?? error.message}).`);
  process.exit(2);
});

const read = readDashboardCsv(set, text);
const checked = read.ok ? checkRows(set, read.rows) : read;
if (!checked.ok) {
  console.error(`✖ ${path}: ${checked.errors.length} Fehler – es wurde nichts importiert.`);
  for (const error of checked.errors) console.error(`  ${error}`);
  process.exit(1);
}

const config = commandConfig();

const imported = (count: number) => console.log(`✔ ${count} Zeile(n) in „${set}“ importiert (neue angelegt, vorhandene aktualisiert).`);

let database: OpenDatabase | undefined;
try {
  database = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DatabaseBusyError) || !read.ok) fail(error);
  const cells = read.rows.flatMap((row) => ('values' in row ? [row.values] : []));
  const count = await throughGateway(config, set, cells).catch((reason: unknown) => {
    console.error(`✖ ${error.message}`);
    console.error(`  Auch über das laufende Gateway ging es nicht: ${reason instanceof Error ? reason.message : String(reason)}`);
    process.exit(1);
  });
  imported(count);
  console.log('  (über das laufende Gateway, das geöffnete Dashboards benachrichtigt)');
  process.exit(0);
}

let count: number;
try {
  count = await importRows(database.db, set, checked.rows);
  await recordAudit(database.db, { action: 'dashboards.import', actorEmail: 'Kommandozeile', target: `${set}: ${count} Zeilen` });
} catch (error) {
  await database.close();
  fail(error);
}
await database.close();
imported(count);
await announceImport(config, set, count);

/** Sends the rows (cell texts, checked again there) to the gateway that holds the database. */
async function throughGateway(config: Config, set: DataSetName, rows: Record<string, unknown>[]): Promise<number> {
  const { status, body } = await postToGateway(config, '/internal/dashboards/import', { set, rows }, FORWARD_TIMEOUT_MS);
  if (status === 200 && typeof body.imported === 'number') return body.imported;
  if (status === 404) throw new Error(`das Gateway nimmt keine Importe an (dort ist ADMIN_TOKEN nicht gesetzt).`);
  if (status === 400)
    throw new Error(['das Gateway lehnt die Zeilen ab:', ...(body.error?.details ?? [body.error?.message ?? ''])].join('\n    '));
  throw new Error(`das Gateway antwortet mit HTTP ${status} (${body.error?.message ?? 'ohne Meldung'}).`);
}

/** Tells open dashboards pages about the import; a failure is a note, the import itself is done. */
async function announceImport(config: Config, set: DataSetName, count: number): Promise<void> {
  if (!config.realtime) {
    console.log('  Echtzeit ist aus (kein PUSHER_SECRET): geöffnete Dashboards zeigen die Daten nach dem Neuladen.');
    return;
  }
  try {
    await triggerEvent(
      createPusher(config.realtime),
      productChannel(config.productSlug),
      realtimeEvents.dashboardsUpdated,
      dashboardsUpdated(set, count),
    );
    console.log('  Geöffnete Dashboards wurden benachrichtigt.');
  } catch (error) {
    console.warn(`⚠ Geöffnete Dashboards wurden nicht benachrichtigt: ${(error as Error).message}`);
  }
}
