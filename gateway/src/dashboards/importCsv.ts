/**
 * CSV imports of the dashboard data sets (`npm run import:dashboards`). All or nothing: every row is
 * checked first, and only a file without a single bad row is written — in one transaction, as
 * upserts on the set's key, so importing the same export twice changes nothing. Rows sent as JSON to
 * the running gateway (`POST /internal/dashboards/import`) go through the same checks (`jsonRows`).
 */
import { CsvError, parse } from 'csv-parse/sync';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { raiseVersion } from './cache.ts';
import { dashboards, epaperDaily, infonlineDaily, symplrDaily, top30Daily } from '../db/schema.ts';
import { isIsoDay } from './days.ts';

const day = z.string().refine(isIsoDay, { error: 'kein Datum im Format JJJJ-MM-TT' });
const count = z
  .string()
  .refine((value) => /^\d{1,15}$/.test(value), { error: 'keine ganze Zahl ≥ 0 (ohne Tausenderpunkte)' })
  .transform(Number);
const position = z
  .string()
  .refine((value) => /^-?\d{1,9}$/.test(value), { error: 'keine ganze Zahl' })
  .transform(Number);
const euros = z
  .string()
  .refine((value) => /^\d{1,10}([.,]\d{1,2})?$/.test(value), {
    error: 'kein Betrag in Euro mit höchstens 2 Nachkommastellen (z. B. 1234.56)',
  })
  .transform((value) => Number(value.replace(',', '.')));
const name = z.string().min(1, { error: 'darf nicht leer sein' }).max(300, { error: 'ist länger als 300 Zeichen' });
const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  error: 'keine http(s)-Adresse',
});

type DataSet = {
  table: PgTable;
  /** Property names of the table, in the order of the documented CSV columns. */
  columns: readonly string[];
  /** The columns that identify a row: a second row with the same key is a mistake in the file. */
  key: readonly string[];
  row: z.ZodObject;
};

export const DATA_SETS = {
  dashboards: {
    table: dashboards,
    columns: ['id', 'title', 'description', 'url', 'position'],
    key: ['id'],
    row: z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'nur Kleinbuchstaben, Ziffern und - (höchstens 64 Zeichen)' }),
      title: name,
      description: z.string().max(1000, { error: 'ist länger als 1 000 Zeichen' }),
      url: httpUrl,
      position,
    }),
  },
  infonline: {
    table: infonlineDaily,
    columns: ['day', 'brand', 'visits', 'pageImpressions'],
    key: ['day', 'brand'],
    row: z.object({ day, brand: name, visits: count, pageImpressions: count }),
  },
  symplr: {
    table: symplrDaily,
    columns: ['day', 'adImpressions', 'revenue'],
    key: ['day'],
    row: z.object({ day, adImpressions: count, revenue: euros }),
  },
  epaper: {
    table: epaperDaily,
    columns: ['day', 'edition', 'readers', 'downloads'],
    key: ['day', 'edition'],
    row: z.object({ day, edition: name, readers: count, downloads: count }),
  },
  top30: {
    table: top30Daily,
    columns: ['day', 'url', 'title', 'section', 'pageImpressions'],
    key: ['day', 'url'],
    row: z.object({ day, url: httpUrl, title: name, section: name, pageImpressions: count }),
  },
} as const satisfies Record<string, DataSet>;

export type DataSetName = keyof typeof DATA_SETS;
export const DATA_SET_NAMES = Object.keys(DATA_SETS) as DataSetName[];

export const isDataSetName = (value: unknown): value is DataSetName => typeof value === 'string' && Object.hasOwn(DATA_SETS, value);

/** pageImpressions → page_impressions: the spelling the CSV header shows in messages and docs. */
export const snakeCase = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** page_impressions, pageImpressions, PAGE_IMPRESSIONS → pageimpressions: what a header cell means. */
const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();

/** A header cell in snake_case or camelCase, any letter case, to the table's property name. */
function propertyOf(header: string, columns: readonly string[]): string | undefined {
  const wanted = headerKey(header);
  return columns.find((column) => headerKey(column) === wanted);
}

/** The header line decides: a semicolon (German Excel) or a tab, else a comma. */
function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

const QUOTE_RULE = 'ein Feld mit Anführungszeichen steht ganz in "…", ein " darin wird verdoppelt';
const CSV_ERRORS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: `ein Anführungszeichen wird nicht geschlossen (${QUOTE_RULE})`,
  INVALID_OPENING_QUOTE: `Anführungszeichen mitten im Feld (${QUOTE_RULE})`,
  CSV_INVALID_CLOSING_QUOTE: `Zeichen nach einem schließenden Anführungszeichen (${QUOTE_RULE})`,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: `Zeichen nach einem schließenden Anführungszeichen (${QUOTE_RULE})`,
};

export type ParseResult = { ok: true; rows: Record<string, unknown>[] } | { ok: false; errors: string[] };

/**
 * One row to check: its cell texts by property name, or what is already wrong with it (a CSV line
 * with too many fields). `label` names it in messages: „Zeile 3“ in a file, „Eintrag 3“ in JSON.
 */
export type RowInput = { label: string; values: Record<string, unknown> } | { label: string; problem: string };

type ParsedRecord = { record: string[]; info: { lines: number } };

const quote = (value: string) => `„${value.length > 60 ? `${value.slice(0, 57)}…` : value}“`;

/** Reads a whole CSV export into rows to check; header and CSV errors end it early. */
export function readDashboardCsv(set: DataSetName, text: string): { ok: true; rows: RowInput[] } | { ok: false; errors: string[] } {
  const { columns }: DataSet = DATA_SETS[set];
  const expected = columns.map(snakeCase).join(', ');
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    const reason = CSV_ERRORS[error.code] ?? error.message;
    return { ok: false, errors: [`${line ? `Zeile ${line}: ` : ''}kein gültiges CSV – ${reason}`] };
  }

  const [header, ...body] = records;
  if (!header) return { ok: false, errors: [`Die Datei ist leer; erwartet wird eine Kopfzeile mit: ${expected}.`] };

  const headerErrors: string[] = [];
  const properties = header.record.map((cell) => {
    const property = propertyOf(cell, columns);
    if (!property) headerErrors.push(`Zeile ${header.info.lines}: unbekannte Spalte ${quote(cell)} (erwartet: ${expected})`);
    return property;
  });
  for (const column of columns) {
    const times = properties.filter((property) => property === column).length;
    if (times === 0) headerErrors.push(`Zeile ${header.info.lines}: Spalte „${snakeCase(column)}“ fehlt (erwartet: ${expected})`);
    if (times > 1) headerErrors.push(`Zeile ${header.info.lines}: Spalte „${snakeCase(column)}“ steht ${times}-mal in der Kopfzeile`);
  }
  if (headerErrors.length > 0) return { ok: false, errors: headerErrors };
  if (body.length === 0) return { ok: false, errors: ['Die Datei enthält nur die Kopfzeile und keine Datenzeilen.'] };

  const rows = body.map(({ record, info }): RowInput => {
    const label = `Zeile ${info.lines}`;
    if (record.length !== properties.length) return { label, problem: `${record.length} Felder statt ${properties.length}` };
    return { label, values: Object.fromEntries(properties.map((property, index) => [property, record[index]])) };
  });
  return { ok: true, rows };
}

/**
 * Checks rows of a set: every value, and that no key appears twice. The errors name every bad row
 * by its label; the result is all rows typed, or none.
 */
export function checkRows(set: DataSetName, input: readonly RowInput[]): ParseResult {
  const { key, row: rowSchema }: DataSet = DATA_SETS[set];
  const errors: string[] = [];
  const rows: Record<string, unknown>[] = [];
  const firstLabelOfKey = new Map<string, string>();
  for (const entry of input) {
    if ('problem' in entry) {
      errors.push(`${entry.label}: ${entry.problem}`);
      continue;
    }
    const raw = entry.values;
    const result = rowSchema.safeParse(raw);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => {
        const property = String(issue.path[0]);
        return `Spalte „${snakeCase(property)}“ ${quote(String(raw[property] ?? ''))}: ${issue.message}`;
      });
      errors.push(`${entry.label}: ${problems.join('; ')}`);
      continue;
    }
    const identity = JSON.stringify(key.map((column) => (result.data as Record<string, unknown>)[column]));
    const earlier = firstLabelOfKey.get(identity);
    if (earlier !== undefined) {
      const described = key.map((column) => `${snakeCase(column)} ${quote(String(raw[column]))}`).join(', ');
      errors.push(`${entry.label}: ${described} steht schon in ${earlier}`);
      continue;
    }
    firstLabelOfKey.set(identity, entry.label);
    rows.push(result.data);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** Reads and checks a whole CSV export; the errors name every bad row with its line number. */
export function parseDashboardCsv(set: DataSetName, text: string): ParseResult {
  const read = readDashboardCsv(set, text);
  return read.ok ? checkRows(set, read.rows) : read;
}

/**
 * Rows sent as JSON (`POST /internal/dashboards/import`): each an object of cell values by column,
 * named like the CSV header (snake_case or camelCase), values as text (numbers are taken as their
 * text). They go through the same checks as a file; `Eintrag <n>` counts from 1.
 */
export function jsonRows(set: DataSetName, rows: readonly unknown[]): RowInput[] {
  const { columns }: DataSet = DATA_SETS[set];
  const expected = columns.map(snakeCase).join(', ');
  return rows.map((row, index): RowInput => {
    const label = `Eintrag ${index + 1}`;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return { label, problem: `kein Objekt mit den Spalten ${expected}` };
    const problems: string[] = [];
    const values: Record<string, unknown> = {};
    const named = new Set<string>();
    for (const [name, value] of Object.entries(row)) {
      const property = propertyOf(name, columns);
      if (!property) {
        problems.push(`unbekannte Spalte ${quote(name)} (erwartet: ${expected})`);
        continue;
      }
      if (named.has(property)) problems.push(`Spalte „${snakeCase(property)}“ steht doppelt`);
      else if (typeof value === 'string') values[property] = value.trim();
      else if (typeof value === 'number' && Number.isFinite(value)) values[property] = String(value);
      else problems.push(`Spalte „${snakeCase(property)}“: erwartet Text oder eine Zahl`);
      named.add(property);
    }
    for (const column of columns) {
      if (!named.has(column)) problems.push(`Spalte „${snakeCase(column)}“ fehlt`);
    }
    return problems.length > 0 ? { label, problem: problems.join('; ') } : { label, values };
  });
}

/** Rows per INSERT: far below PostgreSQL's 65 535 parameters. */
const CHUNK = 1000;

/** Writes checked rows in one transaction; existing rows with the same key are updated. */
export async function importRows(db: Database, set: DataSetName, rows: Record<string, unknown>[]): Promise<number> {
  const { table, key, columns }: DataSet = DATA_SETS[set];
  const tableColumns: Record<string, PgColumn> = getTableColumns(table);
  const column = (property: string) => {
    const found = tableColumns[property];
    if (!found) throw new Error(`${set}: no column ${property}`);
    return found;
  };
  const target = key.map(column);
  const updates: Record<string, SQL> = Object.fromEntries(
    columns.filter((property) => !key.includes(property)).map((property) => [property, sql.raw(`excluded."${column(property).name}"`)]),
  );
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK) as (typeof table.$inferInsert)[];
      await tx.insert(table).values(chunk).onConflictDoUpdate({ target, set: updates });
    }
    await raiseVersion(tx, set);
  });
  return rows.length;
}
