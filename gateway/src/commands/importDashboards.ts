/**
 * npm run import:dashboards -w gateway -- <set> <datei.csv>
 * Imports a CSV export into one dashboard data set (columns: gateway/README.md). Every row is checked
 * first; one bad row and nothing is imported (exit code 1, every bad row listed with its line).
 */
import { readFile } from 'node:fs/promises';
import { DATA_SET_NAMES, importRows, isDataSetName, parseDashboardCsv } from '../dashboards/importCsv.ts';
import { fail, openCommandDatabase, userPath } from './commandDatabase.ts';

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

const parsed = parseDashboardCsv(set, text);
if (!parsed.ok) {
  console.error(`✖ ${path}: ${parsed.errors.length} Fehler – es wurde nichts importiert.`);
  for (const error of parsed.errors) console.error(`  ${error}`);
  process.exit(1);
}

const database = await openCommandDatabase();
try {
  const count = await importRows(database.db, set, parsed.rows);
  console.log(`✔ ${count} Zeile(n) in „${set}“ importiert (neue angelegt, vorhandene aktualisiert).`);
} catch (error) {
  await database.close();
  fail(error);
}
await database.close();
