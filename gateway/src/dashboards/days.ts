/**
 * Calendar days as ISO strings (`YYYY-MM-DD`), the unit of every dashboard data set. "Today" is the
 * newsroom's day (Europe/Berlin), not the server's UTC day: at 00:30 in Munich the new day counts.
 */
import { FIRST_DAY, LAST_DAY, isIsoDay } from 'portal-contract/schemas';

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

// Which strings are days a data set can hold is part of the contract (portal-contract/schemas).
export { FIRST_DAY, LAST_DAY, isIsoDay };

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
