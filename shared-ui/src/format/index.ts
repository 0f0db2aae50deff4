/** de-DE formatters: one place so every remote shows numbers, money and dates the same way. */
/**
 * Each formatter is made on its first use, not when the module loads: building an Intl formatter
 * loads locale data, and six of them at start-up were a noticeable part of the portal's first
 * long task on a slow phone (docs/architecture.md, budgets).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const berlin = { timeZone: 'Europe/Berlin' } as const;
const numberFormat = lazily(() => new Intl.NumberFormat('de-DE'));
const euroFormat = lazily(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
const percentFormat = lazily(() => new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }));
const dateFormat = lazily(() => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', ...berlin }));
const dayMonthFormat = lazily(() => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', ...berlin }));
const dateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', ...berlin }),
);

export const formatNumber = (value: number): string => numberFormat().format(value);
export const formatEuro = (value: number): string => euroFormat().format(value);
export const formatPercent = (ratio: number): string => percentFormat().format(ratio);
export const formatDate = (value: Date | string): string => dateFormat().format(new Date(value));
/** Day and month only ("25.11."), for chart axes where the year is known from the context. */
export const formatDayMonth = (value: Date | string): string => dayMonthFormat().format(new Date(value));
export const formatDateTime = (value: Date | string): string => dateTimeFormat().format(new Date(value));

/** Words as a person counts them: runs of letters or digits, so "z. B." is two and "—" none. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
export * from './csv';
export * from './saveFile';
