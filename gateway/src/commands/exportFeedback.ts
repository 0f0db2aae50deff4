/**
 * npm run export:feedback -w gateway -- [--semicolon] [out.csv]
 * All feedback as CSV (see feedback/csv.ts) into the file, or to stdout without one. `--semicolon`
 * separates with ";", which a German Excel opens in columns by double click.
 */
import { writeFile } from 'node:fs/promises';
import { allFeedback, feedbackCsv } from '../feedback/csv.ts';
import { fail, openCommandDatabase, userPath } from './commandDatabase.ts';

const args = process.argv.slice(2);
const delimiter = args.includes('--semicolon') ? ';' : ',';
const files = args.filter((arg) => arg !== '--semicolon');
if (files.length > 1 || files.some((arg) => arg.startsWith('-'))) {
  console.error('Aufruf: npm run export:feedback -- [--semicolon] [datei.csv]');
  process.exit(2);
}

const database = await openCommandDatabase();
try {
  const rows = await allFeedback(database.db);
  const csv = feedbackCsv(rows, delimiter);
  const [file] = files;
  if (file) {
    await writeFile(userPath(file), csv, 'utf8');
    console.error(`✔ ${rows.length} Rückmeldung(en) nach ${userPath(file)} exportiert.`);
  } else {
    process.stdout.write(csv);
  }
} catch (error) {
  await database.close();
  fail(error);
}
await database.close();
