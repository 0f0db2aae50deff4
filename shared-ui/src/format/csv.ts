import { saveFile } from './saveFile';

export { csvField, toCsv, type CsvValue } from 'portal-contract';

/** Offers the CSV as a file download, generated in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(csv, fileName, 'text/csv;charset=utf-8');
}
