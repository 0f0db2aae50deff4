import { countWords, formatDate, formatDateTime, formatDayMonth, formatEuro, formatNumber, formatPercent } from '../src/format';

const nbsp = '\u00a0';

describe('de-DE formatters', () => {
  test.each([
    [20000, '20.000'],
    [1234567.5, '1.234.567,5'],
    [0, '0'],
    [-42.25, '-42,25'],
  ])('formatNumber(%p) → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  test.each([
    [1234.5, `1.234,50${nbsp}€`],
    [0.3, `0,30${nbsp}€`],
  ])('formatEuro(%p) → %s', (value, text) => {
    expect(formatEuro(value)).toBe(text);
  });

  test('formatPercent shows one decimal at most', () => {
    expect(formatPercent(0.2567)).toBe(`25,7${nbsp}%`);
  });

  test.each([
    ['2024-03-05T10:00:00Z', '05.03.2024'],
    [new Date('2024-03-05T10:00:00Z'), '05.03.2024'],
    // 23:30 UTC on New Year's Eve is already the next day in Berlin.
    ['2024-12-31T23:30:00Z', '01.01.2025'],
  ])('formatDate(%p) → %s (Europe/Berlin)', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  test.each([
    ['2026-11-25', '25.11.'],
    ['2026-03-29', '29.03.'],
    ['2026-10-25', '25.10.'],
  ])('formatDayMonth(%p) → %s (ISO days stay the same day)', (value, text) => {
    expect(formatDayMonth(value)).toBe(text);
  });

  test('formatDateTime shows Berlin time', () => {
    expect(formatDateTime('2024-07-01T08:05:00Z')).toBe('01.07.2024, 10:05');
  });
});

describe('countWords', () => {
  test.each([
    ['z. B. der Hauptbahnhof', 4],
    ['', 0],
    ['   \n\t ', 0],
    ['Bahn — Bus', 2],
    ['—', 0],
    ['Baden-Württemberg liegt im Süden', 4],
    ["Er geht’s an, sie geht's an", 6],
    ['Am 3. Oktober 2024 um 12 Uhr', 7],
    ['Straße, Öl, Überfluss!', 3],
  ])('%p → %i', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
