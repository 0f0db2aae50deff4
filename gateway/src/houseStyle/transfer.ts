/**
 * Import and export of a tenant's house style as CSV (one rule per row, German column names, „;“ as
 * Excel writes it in Germany; examples one per line inside their cell) or JSON (the rules as the form
 * sends them). An import is checked like the form — schema and the rule's own examples — row by row;
 * a file with a single bad row imports nothing and names every bad row. A good file is written in one
 * transaction: a rule whose title the tenant already has is updated, any other is added, so an
 * exported file imported again changes nothing.
 */
import { CsvError, parse } from 'csv-parse/sync';
import {
  STYLE_RULE_CATEGORIES,
  STYLE_RULE_FIELDS,
  styleRuleBodySchema,
  STYLE_RULE_KINDS,
  type StyleExportJson,
  type StyleImportProblem,
  type StyleRuleCategory,
  type StyleRuleField,
  type StyleRuleFileFormat,
} from 'portal-contract/schemas';
import { csvCellText, toCsv } from 'portal-contract';
import { styleRuleFieldLabels, styleRuleKindLabels } from 'portal-contract/house-style';
import { ruleValuesOf, type RuleValues } from './store.ts';

/** The CSV's column names, in the form's order. */
export const CSV_COLUMNS: Record<StyleRuleField, string> = styleRuleFieldLabels;
const REQUIRED_COLUMNS: StyleRuleField[] = ['title', 'category', 'kind'];
const YES = ['ja', 'j', 'x', 'true', '1', 'wahr'];
const NO = ['nein', 'n', '', 'false', '0', 'falsch'];

export interface ImportRow {
  /** „Zeile 4“ or „Regel 3“, with the title once it is known. */
  label: string;
  input: unknown;
}
export type ParsedFile = { rows: ImportRow[]; problems: StyleImportProblem[] };

const labelled = (label: string, input: unknown): string => {
  const title = (input as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? `${label} („${title.trim()}“)` : label;
};

function kindOf(value: string): string {
  const wanted = value.trim().toLowerCase();
  return STYLE_RULE_KINDS.find((kind) => kind === wanted || styleRuleKindLabels[kind].toLowerCase() === wanted) ?? value.trim();
}

function yesNo(value: string): boolean | string {
  const wanted = value.trim().toLowerCase();
  if (YES.includes(wanted)) return true;
  if (NO.includes(wanted)) return false;
  return value;
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function parseCsv(content: string): ParsedFile {
  const text = content.replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number; raw?: string } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError && 'lines' in error ? ` (Zeile ${String((error as CsvError & { lines: number }).lines)})` : '';
    return {
      rows: [],
      problems: [
        { row: 'Datei', reason: `Die Datei ist kein gültiges CSV${line}, z. B. ein Anführungszeichen, das nicht geschlossen wird.` },
      ],
    };
  }
  const [head, ...body] = records;
  if (!head) return { rows: [], problems: [] };
  const byName = new Map(Object.entries(CSV_COLUMNS).map(([field, name]) => [name.toLowerCase(), field as StyleRuleField]));
  for (const field of STYLE_RULE_FIELDS) byName.set(field.toLowerCase(), field);
  const columns = head.record.map((name) => byName.get(name.trim().toLowerCase()));
  const problems: StyleImportProblem[] = [];
  head.record.forEach((name, index) => {
    if (!columns[index] && name.trim())
      problems.push({
        row: 'Zeile 1',
        reason: `Die Spalte „${name.trim()}“ gibt es nicht (erwartet: ${Object.values(CSV_COLUMNS).join(', ')}).`,
      });
  });
  for (const field of REQUIRED_COLUMNS)
    if (!columns.includes(field)) problems.push({ row: 'Zeile 1', reason: `Die Spalte „${CSV_COLUMNS[field]}“ fehlt.` });
  if (problems.length > 0) return { rows: [], problems };
  const rows = body.map(({ record, info }) => {
    // info.lines is the line the record ends on; a cell with line breaks starts it earlier.
    const firstLine = info.lines - ((info.raw ?? '').replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    const input: Record<string, unknown> = {};
    columns.forEach((field, index) => {
      if (!field) return;
      // A cell as the portal's CSV writer wrote it: without the apostrophes that guard formula starts.
      const value = csvCellText(record[index] ?? '');
      if (field === 'kind') input[field] = kindOf(value);
      else if (field === 'enabled' || field === 'wholeWords') input[field] = value.trim() === '' ? undefined : yesNo(value);
      else if (field === 'examplesFlagged' || field === 'examplesUntouched') input[field] = lines(value);
      else if (field === 'desk') input[field] = value.trim() || null;
      else input[field] = value;
    });
    input.explanation ??= '';
    input.find ??= '';
    input.replace ??= '';
    input.examplesFlagged ??= [];
    input.examplesUntouched ??= [];
    return { label: `Zeile ${firstLine}`, input };
  });
  return { rows, problems: [] };
}

export function parseJson(content: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    return { rows: [], problems: [{ row: 'Datei', reason: 'Die Datei ist kein gültiges JSON.' }] };
  }
  const rules = Array.isArray(data) ? data : (data as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(rules))
    return { rows: [], problems: [{ row: 'Datei', reason: 'Die Datei enthält keine Liste von Regeln („rules“).' }] };
  return { rows: rules.map((input: unknown, index) => ({ label: `Regel ${index + 1}`, input })), problems: [] };
}

/** Why a field of a row is refused, in words an editor can act on. */
function fieldProblem(field: string | undefined, input: Record<string, unknown>): string {
  const value = field ? input[field] : undefined;
  switch (field) {
    case 'title':
      return 'Der Titel fehlt oder ist länger als 80 Zeichen.';
    case 'category':
      return `Die Kategorie „${String(value ?? '')}“ gibt es nicht (erlaubt: ${STYLE_RULE_CATEGORIES.join(', ')}).`;
    case 'kind':
      return `Die Art „${String(value ?? '')}“ gibt es nicht (erlaubt: ${Object.values(styleRuleKindLabels).join(', ')}).`;
    case 'find':
      return '„Suchen“ fehlt oder ist länger als 1 000 Zeichen.';
    case 'replace':
      return '„Ersetzen“ fehlt (Begriff, Anweisung) oder ist länger als 300 Zeichen.';
    case 'examplesFlagged':
    case 'examplesUntouched':
      return 'Ein Begriff, Muster oder Hinweis braucht mindestens ein Beispiel mit Treffer und eines ohne (je höchstens 10, bis 300 Zeichen).';
    case 'enabled':
    case 'wholeWords':
      return `„${CSV_COLUMNS[field]}“ muss „ja“ oder „nein“ sein.`;
    default:
      return field && field in CSV_COLUMNS ? `„${CSV_COLUMNS[field as StyleRuleField]}“ ist ungültig.` : 'Die Regel ist unvollständig.';
  }
}

export type CheckedImport = { rules: RuleValues[]; problems: StyleImportProblem[] };

/** Every row checked like the form; the same title twice in one file is a mistake too. */
export function checkImport({ rows, problems: fileProblems }: ParsedFile): CheckedImport {
  const problems = [...fileProblems];
  const rules: RuleValues[] = [];
  const titles = new Map<string, string>();
  for (const { label, input } of rows) {
    const row = labelled(label, input);
    const parsed = styleRuleBodySchema.safeParse(input);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map(({ path }) => (path[0] === undefined ? undefined : String(path[0]))))];
      for (const field of fields) problems.push({ row, reason: fieldProblem(field, (input ?? {}) as Record<string, unknown>) });
      continue;
    }
    const checked = ruleValuesOf(parsed.data);
    if ('problem' in checked) {
      problems.push({ row, reason: checked.problem });
      continue;
    }
    const key = checked.values.title.toLowerCase();
    const earlier = titles.get(key);
    if (earlier) {
      problems.push({ row, reason: `Der Titel steht schon in ${earlier}; jeder Titel darf nur einmal vorkommen.` });
      continue;
    }
    titles.set(key, label);
    rules.push(checked.values);
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 'Datei', reason: 'Die Datei enthält keine Regel.' });
  return { rules, problems };
}

export const parseFile = (format: StyleRuleFileFormat, content: string): ParsedFile =>
  format === 'csv' ? parseCsv(content) : parseJson(content);

const csvCell = (field: StyleRuleField, rule: RuleValues): string => {
  const value = rule[field];
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.join('\n');
  if (field === 'kind') return styleRuleKindLabels[value as keyof typeof styleRuleKindLabels] ?? String(value);
  return value ?? '';
};

export const exportJson = (rules: RuleValues[], meta: { tenant: string; at: Date }): StyleExportJson => ({
  format: 'ki-portal-hausstil',
  version: 1,
  tenant: meta.tenant,
  exportedAt: meta.at.toISOString(),
  rules: rules.map((rule) => ({ ...rule, category: rule.category as StyleRuleCategory })),
});

export const exportCsv = (rules: RuleValues[]): string =>
  toCsv(
    STYLE_RULE_FIELDS.map((field) => CSV_COLUMNS[field]),
    rules.map((rule) => STYLE_RULE_FIELDS.map((field) => csvCell(field, rule))),
    ';',
  );
