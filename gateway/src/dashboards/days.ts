/**
 * Calendar days as ISO strings (`YYYY-MM-DD`), the unit of every dashboard data set. "Today" is the
 * newsroom's day (Europe/Berlin), not the server's UTC day: at 00:30 in Munich the new day counts.
 */
const DAY_MS = 86_400_000;

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

export function today(now: Date = new Date()): string {
  return berlinDay.format(now);
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(value: number): string {
  return new Date(value * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromDayNumber(dayNumber(day) + days);
}

/** 0 = Sunday … 6 = Saturday, like Date#getUTCDay. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The days a data set can hold: no newsroom figure is older than 1970, and the databases refuse some
 * days a string can name (PostgreSQL has no year 0), so anything outside is a bad range, never a 5xx.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9999-12-31';

/** Real calendar days between FIRST_DAY and LAST_DAY only: 2025-02-30 is refused, 2024-02-29 accepted. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

export const DEFAULT_RANGE_DAYS = 30;
/**
 * `to` may be at most this many days after `from`. Deliberately the lenient reading of "at most 366
 * days", so a browser that checks either way (difference or days counted) is never refused here.
 */
export const MAX_RANGE_DAYS = 366;

export type DayRange = { from: string; to: string };

/**
 * The range a dashboard request asks for: missing ends default to "the last 30 days up to today"
 * (only `to` given: the 30 days up to it; only `from`: up to today). Returns undefined for a
 * reversed or too long range, and for one whose computed end leaves the days a data set can hold.
 */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }, now: Date = new Date()): DayRange | undefined {
  const to = query.to ?? today(now);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (!isIsoDay(from) || !isIsoDay(to)) return undefined;
  const span = dayNumber(to) - dayNumber(from);
  if (span < 0 || span > MAX_RANGE_DAYS) return undefined;
  return { from, to };
}
