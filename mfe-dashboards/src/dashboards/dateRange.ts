import { formatDate } from 'shared-ui';

/** A date range as the gateway takes it: ISO days (`YYYY-MM-DD`), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The gateway refuses longer ranges (gateway/README.md, "Contract: data services"). */
export const MAX_RANGE_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds of an ISO day at UTC midnight, or NaN; "2026-02-30" is NaN, not March. */
function dayValue(day: string): number {
  if (!ISO_DAY.test(day)) return Number.NaN;
  const value = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(value) || new Date(value).toISOString().slice(0, 10) !== day ? Number.NaN : value;
}

/** Day arithmetic in UTC, so summer time never shifts a day. */
export function addDays(day: string, days: number): string {
  return new Date(dayValue(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the user's own calendar (not UTC: shortly after midnight in Berlin it is already tomorrow). */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The last `days` days up to and including today, e.g. 30 days: 2026-10-27 to 2026-11-25. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const to = today(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Both ends are real days, `from` is not after `to`, and the range is one the gateway accepts. */
export function isValidRange({ from, to }: DateRange): boolean {
  const start = dayValue(from);
  const end = dayValue(to);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return false;
  return (end - start) / DAY_MS + 1 <= MAX_RANGE_DAYS;
}

/** "27.10.2026 – 25.11.2026" */
export const formatRange = ({ from, to }: DateRange): string => `${formatDate(from)} – ${formatDate(to)}`;
