/** The CSV import of the dashboard data sets: checks, all-or-nothing, upserts, the command line. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import {
  DATA_SET_NAMES,
  checkRows,
  importRows,
  jsonRows,
  parseDashboardCsv,
  readDashboardCsv,
  type DataSetName,
} from '../src/dashboards/importCsv.ts';
import { dashboards, epaperDaily, infonlineDaily, symplrDaily, top30Daily } from '../src/db/schema.ts';
import { runCommand } from './support/commands.ts';
import { databaseTargets } from './support/databases.ts';
import { startGateway, type TestGateway } from './support/testGateway.ts';

const SAMPLES = resolve(import.meta.dirname, '..', 'samples');
const sample = (name: string) => readFile(resolve(SAMPLES, name), 'utf8');

function rowsOf(set: DataSetName, text: string): Record<string, unknown>[] {
  const result = parseDashboardCsv(set, text);
  assert.ok(result.ok, result.ok ? '' : result.errors.join('\n'));
  return result.rows;
}

function errorsOf(set: DataSetName, text: string): string[] {
  const result = parseDashboardCsv(set, text);
  assert.equal(result.ok, false, 'the file is refused');
  return result.ok ? [] : result.errors;
}

describe('dashboard CSV checks', () => {
  test('every shipped good sample passes', async () => {
    for (const set of DATA_SET_NAMES) assert.ok(rowsOf(set, await sample(`${set}.csv`)).length > 0, set);
  });

  test('rows become typed values; camelCase, snake_case and any letter case name the same column', () => {
    const expected = [{ day: '2025-03-03', brand: 'SZ Magazin', visits: 254120, pageImpressions: 481530 }];
    assert.deepEqual(rowsOf('infonline', 'day,brand,visits,page_impressions\n2025-03-03,SZ Magazin,254120,481530\n'), expected);
    assert.deepEqual(rowsOf('infonline', 'Day,Brand,Visits,pageImpressions\n2025-03-03,SZ Magazin,254120,481530'), expected);
    assert.deepEqual(rowsOf('infonline', 'brand,PAGE_IMPRESSIONS,day,visits\r\n"SZ Magazin",481530,2025-03-03,254120\r\n\r\n'), expected);
  });

  test('German Excel exports (semicolon, BOM, CRLF, decimal comma) are understood', () => {
    assert.deepEqual(rowsOf('symplr', '\uFEFFday;adImpressions;revenue\r\n2025-03-03;22815400;41893,27\r\n'), [
      { day: '2025-03-03', adImpressions: 22815400, revenue: 41893.27 },
    ]);
    assert.deepEqual(rowsOf('epaper', 'day\tedition\treaders\tdownloads\n2025-03-03\tMünchen\t1\t2'), [
      { day: '2025-03-03', edition: 'München', readers: 1, downloads: 2 },
    ]);
  });

  test('the sample with errors names every bad row with its line, in German', async () => {
    assert.deepEqual(errorsOf('infonline', await sample('infonline-fehlerhaft.csv')), [
      'Zeile 3: Spalte „day“ „03.03.2025“: kein Datum im Format JJJJ-MM-TT',
      'Zeile 4: Spalte „visits“ „488.310“: keine ganze Zahl ≥ 0 (ohne Tausenderpunkte)',
      'Zeile 5: Spalte „day“ „2025-02-30“: kein Datum im Format JJJJ-MM-TT',
      'Zeile 6: Spalte „brand“ „“: darf nicht leer sein',
      'Zeile 7: 3 Felder statt 4',
      'Zeile 8: day „2025-03-03“, brand „Süddeutsche Zeitung“ steht schon in Zeile 2',
    ]);
  });

  test('header problems are reported before any row', () => {
    assert.deepEqual(errorsOf('symplr', 'day,impressions,revenue,revenue\n2025-03-03,1,2,3'), [
      'Zeile 1: unbekannte Spalte „impressions“ (erwartet: day, ad_impressions, revenue)',
      'Zeile 1: Spalte „ad_impressions“ fehlt (erwartet: day, ad_impressions, revenue)',
      'Zeile 1: Spalte „revenue“ steht 2-mal in der Kopfzeile',
    ]);
    assert.deepEqual(errorsOf('symplr', ''), ['Die Datei ist leer; erwartet wird eine Kopfzeile mit: day, ad_impressions, revenue.']);
    assert.deepEqual(errorsOf('symplr', 'day,ad_impressions,revenue\n'), ['Die Datei enthält nur die Kopfzeile und keine Datenzeilen.']);
  });

  test('values are checked per set', () => {
    const [revenue] = errorsOf('symplr', 'day,ad_impressions,revenue\n2025-03-03,-5,12.345');
    assert.equal(
      revenue,
      'Zeile 2: Spalte „ad_impressions“ „-5“: keine ganze Zahl ≥ 0 (ohne Tausenderpunkte); ' +
        'Spalte „revenue“ „12.345“: kein Betrag in Euro mit höchstens 2 Nachkommastellen (z. B. 1234.56)',
    );
    assert.deepEqual(errorsOf('top30', 'day,url,title,section,page_impressions\n2025-03-03,javascript:alert(1),T,Politik,1'), [
      'Zeile 2: Spalte „url“ „javascript:alert(1)“: keine http(s)-Adresse',
    ]);
    assert.deepEqual(errorsOf('dashboards', 'id,title,description,url,position\nMein Board,T,,https://bi.example,x'), [
      'Zeile 2: Spalte „id“ „Mein Board“: nur Kleinbuchstaben, Ziffern und - (höchstens 64 Zeichen); Spalte „position“ „x“: keine ganze Zahl',
    ]);
  });

  test("rows sent as JSON (the running gateway's import) go through the same checks as a file", async () => {
    for (const set of DATA_SET_NAMES) {
      const read = readDashboardCsv(set, await sample(`${set}.csv`));
      assert.ok(read.ok);
      const cells = read.rows.map((row) => ('values' in row ? row.values : {}));
      assert.deepEqual(checkRows(set, jsonRows(set, cells)), { ok: true, rows: rowsOf(set, await sample(`${set}.csv`)) }, set);
    }
    const fromFile = errorsOf('symplr', 'day,ad_impressions,revenue\n2025-03-03,1,2\n2025-03-04,-5,12.345\n2025-03-03,1,2');
    const fromJson = checkRows(
      'symplr',
      jsonRows('symplr', [
        { day: '2025-03-03', adImpressions: 1, REVENUE: 2 },
        { day: '2025-03-04', ad_impressions: '-5', revenue: '12.345' },
        { day: ' 2025-03-03 ', ad_impressions: '1', revenue: '2' },
      ]),
    );
    assert.deepEqual(
      fromJson.ok ? [] : fromJson.errors,
      fromFile.map((error) => error.replace(/Zeile (\d+)/g, (_line, number: string) => `Eintrag ${Number(number) - 1}`)),
    );
    assert.equal(fromFile.length, 2);
  });

  test('broken CSV quoting is refused with its line', () => {
    assert.deepEqual(errorsOf('infonline', 'day,brand,visits,page_impressions\n2025-03-03,"SZ Magazin,1,2\n'), [
      'Zeile 2: kein gültiges CSV – ein Anführungszeichen wird nicht geschlossen (ein Feld mit Anführungszeichen steht ganz in "…", ein " darin wird verdoppelt)',
    ]);
    assert.deepEqual(errorsOf('infonline', 'day,brand,visits,page_impressions\n2025-03-03,SZ "Magazin",1,2\n'), [
      'Zeile 2: kein gültiges CSV – Anführungszeichen mitten im Feld (ein Feld mit Anführungszeichen steht ganz in "…", ein " darin wird verdoppelt)',
    ]);
    assert.deepEqual(errorsOf('infonline', 'day,brand,visits,page_impressions\n2025-03-03,"SZ" Magazin,1,2\n'), [
      'Zeile 2: kein gültiges CSV – Zeichen nach einem schließenden Anführungszeichen (ein Feld mit Anführungszeichen steht ganz in "…", ein " darin wird verdoppelt)',
    ]);
  });
});

for (const target of databaseTargets) {
  describe(`dashboard import (${target.name})`, () => {
    let gateway: TestGateway;
    before(async () => {
      gateway = await startGateway(target);
    });
    after(() => gateway.close());

    test('all samples import; importing again updates instead of duplicating', async () => {
      for (const set of DATA_SET_NAMES) await importRows(gateway.db, set, rowsOf(set, await sample(`${set}.csv`)));
      const changed = 'day,ad_impressions,revenue\n2025-03-04,1000,2.5\n';
      assert.equal(await importRows(gateway.db, 'symplr', rowsOf('symplr', changed)), 1);
      assert.equal(await importRows(gateway.db, 'symplr', rowsOf('symplr', await sample('symplr.csv'))), 3);
      assert.equal(await importRows(gateway.db, 'symplr', rowsOf('symplr', changed)), 1);

      assert.deepEqual(await gateway.db.select().from(symplrDaily).orderBy(asc(symplrDaily.day)), [
        { day: '2025-03-03', adImpressions: 22815400, revenue: 41893.27 },
        { day: '2025-03-04', adImpressions: 1000, revenue: 2.5 },
        { day: '2025-03-05', adImpressions: 23102511, revenue: 43387 },
      ]);
      assert.equal((await gateway.db.select().from(infonlineDaily)).length, 6);
      assert.equal((await gateway.db.select().from(epaperDaily)).length, 4);
      assert.equal((await gateway.db.select().from(top30Daily)).length, 4);
      assert.deepEqual(
        (await gateway.db.select({ id: dashboards.id }).from(dashboards).orderBy(asc(dashboards.position))).map(({ id }) => id),
        ['reichweite', 'vermarktung', 'abo-funnel'],
      );
    });

    test('more rows than fit in one INSERT go in one transaction', async () => {
      const lines = Array.from({ length: 2500 }, (_, index) => `2024-01-01,https://example.org/${index},Titel ${index},Panorama,${index}`);
      const rows = rowsOf('top30', `day,url,title,section,page_impressions\n${lines.join('\n')}`);
      assert.equal(await importRows(gateway.db, 'top30', rows), 2500);
      assert.equal((await gateway.db.select().from(top30Daily)).length, 2504);
    });

    // Last: the commands need the database for themselves (PGlite admits one process).
    test('npm run import:dashboards: a bad file imports nothing, a good one everything', async () => {
      const place = { databaseUrl: gateway.config.databaseUrl, dataDir: gateway.config.dataDir };
      await gateway.db.delete(infonlineDaily);
      if (target === databaseTargets[0]) {
        const busy = await runCommand('importDashboards.ts', ['infonline', 'infonline.csv'], place, SAMPLES);
        assert.equal(busy.code, 1, 'refused while the gateway holds the PGlite database');
        assert.match(busy.stderr, /wird schon von Prozess \d+ benutzt/);
      }
      await gateway.closeDatabase();

      const infonlineRows = async () => {
        const database = await openDatabase(place);
        try {
          return (await database.db.select().from(infonlineDaily)).length;
        } finally {
          await database.close();
        }
      };

      const bad = await runCommand('importDashboards.ts', ['infonline', 'infonline-fehlerhaft.csv'], place, SAMPLES);
      assert.equal(bad.code, 1);
      assert.match(bad.stderr, /infonline-fehlerhaft\.csv: 6 Fehler – es wurde nichts importiert\./);
      assert.match(bad.stderr, /^ {2}Zeile 3: Spalte „day“ „03\.03\.2025“/m);
      assert.match(bad.stderr, /^ {2}Zeile 8: /m);
      assert.equal(await infonlineRows(), 0, 'not even the good rows of the bad file');

      const good = await runCommand('importDashboards.ts', ['infonline', 'infonline.csv'], place, SAMPLES);
      assert.equal(good.code, 0, good.stderr);
      assert.match(good.stdout, /6 Zeile\(n\) in „infonline“ importiert/);
      assert.equal(await infonlineRows(), 6);

      const usage = await runCommand('importDashboards.ts', ['reichweite', 'infonline.csv'], place, SAMPLES);
      assert.equal(usage.code, 2);
      assert.match(usage.stderr, /Aufruf: npm run import:dashboards -- <dashboards\|infonline\|symplr\|epaper\|top30> <datei\.csv>/);
    });
  });
}
