import { csvField, downloadCsv, toCsv } from '../src/format/csv';
import { readBytes } from 'portal-tooling/testing/readBlob';

describe('csvField (RFC 4180, text always quoted)', () => {
  test.each([
    ['Merkur', '"Merkur"'],
    ['Infos, Preise', '"Infos, Preise"'],
    ['Infos; Preise', '"Infos; Preise"'],
    ['Er sagte "Hallo"', '"Er sagte ""Hallo"""'],
    ['Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
    ['Münchner Straße', '"Münchner Straße"'],
    ['Nord-Süd', '"Nord-Süd"'],
    ['', '""'],
    [1234567, '1234567'],
    [2345.67, '2345.67'],
    [-3.5, '-3.5'],
    [Number.NaN, ''],
    [null, ''],
  ])('%p → %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  test.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+49 89 123', `"'+49 89 123"`],
    ['-Minus', `"'-Minus"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    [' =1', `" '=1"`],
    ['Regel;=1+1', `"Regel;'=1+1"`],
    ['a,=1+1', `"a,'=1+1"`],
    ['x\t=1', `"x\t'=1"`],
    ['x\r=1', `"x\r'=1"`],
    ['x\n+1', `"x\n'+1"`],
    ['Text; @x', `"Text; '@x"`],
  ])('text that a spreadsheet would run as a formula, also after a separator, is defused: %p → %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  test('20 000 characters of formula starts come out guarded (linear expression, no timing asserted)', () => {
    expect(csvField(';='.repeat(10_000))).toBe(`"${";'=".repeat(10_000)}"`);
  });
});

test('toCsv: BOM, header, CRLF line ends, trailing line end', () => {
  const csv = toCsv(
    ['Datum', 'Marke', 'Umsatz'],
    [
      ['2026-11-24', 'Merkur, München', 2345.67],
      ['2026-11-25', 'tz', 1000.5],
    ],
  );
  expect(csv).toBe('\uFEFF"Datum","Marke","Umsatz"\r\n"2026-11-24","Merkur, München",2345.67\r\n"2026-11-25","tz",1000.5\r\n');
  expect(toCsv(['Marke', 'Visits'], [['Merkur', 12]], ';')).toBe('\uFEFF"Marke";"Visits"\r\n"Merkur";12\r\n');
});

test('downloadCsv offers a UTF-8 file with the given name and cleans up', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv-1');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: { download: string; href: string; attached: boolean }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href, attached: this.isConnected });
  });

  downloadCsv('reichweite_2026-10-27_2026-11-25.csv', toCsv(['Marke'], [['Münchner Merkur']]));

  expect(clicked).toEqual([{ download: 'reichweite_2026-10-27_2026-11-25.csv', href: 'blob:csv-1', attached: true }]);
  expect(document.querySelector('a[download]')).toBeNull();
  const blob = createObjectURL.mock.calls[0]![0];
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const bytes = await readBytes(blob);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes)).toBe('"Marke"\r\n"Münchner Merkur"\r\n');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv-1');
  click.mockRestore();
});
