/**
 * Draft dates, years, weekdays and times against the source. A weekday is checked against the
 * weekday the source names or against the calendar: „am Dienstag“ is right when the source says
 * „am 3. März 2026“. A source without a year lends its most frequent year to its dates.
 */
import type { Alignment } from './align.ts';
import { formatDate, formatTime, MONTH_NAMES, weekdayOfDate, WEEKDAY_NAMES, type DateFact } from './calendar.ts';
import type { Facts } from './facts.ts';
import type { SourceFinding } from './types.ts';

/** The year a text is about: the most frequent year of its dates and years. */
function mainYear(facts: Facts): number | undefined {
  const counts = new Map<number, number>();
  for (const date of facts.calendar.dates) if (date.year !== undefined) counts.set(date.year, (counts.get(date.year) ?? 0) + 2);
  for (const year of facts.calendar.years) if (!year.decade) counts.set(year.from, (counts.get(year.from) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [year, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && year > best)) {
      best = year;
      bestCount = count;
    }
  }
  return best;
}

function sameDate(draft: DateFact, source: DateFact): boolean {
  if (draft.month !== source.month) return false;
  if (draft.day !== undefined && source.day !== undefined && draft.day !== source.day) return false;
  if (draft.day !== undefined && source.day === undefined) return false;
  if (draft.year !== undefined && source.year !== undefined && draft.year !== source.year) return false;
  return true;
}

function slice(draft: Facts, start: number, end: number): string {
  return draft.text.slice(start, end);
}

export function checkCalendar(source: Facts, draft: Facts, alignments: Alignment[][]): SourceFinding[] {
  const findings: SourceFinding[] = [];
  const sourceYear = mainYear(source);
  const draftYear = mainYear(draft);
  const alignedSet = (sentence: number, limit = 2) =>
    new Set((alignments[sentence] ?? []).slice(0, limit).map((alignment) => alignment.sentence));

  // Dates.
  for (const date of draft.calendar.dates) {
    if (source.calendar.dates.some((other) => sameDate(date, other))) continue;
    // "im Juni 2025" when the source has a date in June 2025.
    const aligned = alignedSet(date.sentence, 3);
    const reference =
      source.calendar.dates.find((other) => aligned.has(other.sentence) && (date.day === undefined) === (other.day === undefined)) ??
      source.calendar.dates.find((other) => aligned.has(other.sentence));
    findings.push({
      text: slice(draft, date.start, date.end),
      start: date.start,
      end: date.end,
      kind: 'date',
      reason: reference
        ? `Die Quelle nennt ${reference.day !== undefined ? 'den ' : ''}${formatDate(reference)}${reference.day === undefined && reference.year === undefined ? '' : ''}.`
        : `Die Quelle nennt ${date.day !== undefined ? 'dieses Datum' : MONTH_NAMES[date.month]} nicht.`,
    });
  }

  // Years and decades.
  const sourceYears: number[] = [];
  for (const year of source.calendar.years) for (let y = year.from; y <= year.to && y - year.from < 10; y++) sourceYears.push(y);
  for (const date of source.calendar.dates) if (date.year !== undefined) sourceYears.push(date.year);
  // "im Vorjahr", "ein Jahr zuvor": the year before each stated year is stated too.
  if (/\b(Vorjahr|Vorjahres|Vorjahreszeitraum|Vorjahresquartal)\w*|\bein Jahr zuvor\b/.test(source.text))
    for (const year of [...sourceYears]) sourceYears.push(year - 1);
  for (const year of draft.calendar.years) {
    const supported = year.decade
      ? sourceYears.some((y) => y >= year.from && y <= year.to)
      : source.calendar.years.some((other) => other.from <= year.from && year.to <= other.to && !other.decade) ||
        sourceYears.includes(year.from);
    if (supported) continue;
    const aligned = alignedSet(year.sentence, 3);
    const reference = source.calendar.years.find((other) => aligned.has(other.sentence) && !other.decade);
    findings.push({
      text: slice(draft, year.start, year.end),
      start: year.start,
      end: year.end,
      kind: 'date',
      reason: reference
        ? `Die Quelle nennt ${reference.from}.`
        : year.decade && sourceYears.length > 0
          ? `Die Quelle nennt ${sourceYears.slice(0, 3).join(', ')}.`
          : 'Die Quelle nennt dieses Jahr nicht.',
    });
  }

  // Weekdays.
  const sourceDays = new Map<number, string>();
  for (const weekday of source.calendar.weekdays) {
    const label = weekday.date ? formatDate(weekday.date, weekday.weekday) : (WEEKDAY_NAMES[weekday.weekday] ?? '');
    if (!sourceDays.has(weekday.weekday) || weekday.date) sourceDays.set(weekday.weekday, label);
  }
  const dayOfSourceDate = (date: DateFact): number | undefined => {
    const year = date.year ?? sourceYear;
    return date.day !== undefined && year !== undefined ? weekdayOfDate(year, date.month, date.day) : undefined;
  };
  for (const date of source.calendar.dates) {
    const day = dayOfSourceDate(date);
    if (day !== undefined && !sourceDays.has(day)) sourceDays.set(day, formatDate(date, day));
  }
  for (const weekday of draft.calendar.weekdays) {
    const name = WEEKDAY_NAMES[weekday.weekday] ?? '';
    const finding = (reason: string): SourceFinding => ({
      text: slice(draft, weekday.start, weekday.end),
      start: weekday.start,
      end: weekday.end,
      kind: 'weekday',
      reason,
    });
    if (weekday.date) {
      // The draft gives the date itself: the weekday must fit the calendar.
      const date = weekday.date;
      const sourceDate = source.calendar.dates.find((other) => sameDate(date, other));
      const year = date.year ?? sourceDate?.year ?? sourceYear ?? draftYear;
      if (year !== undefined && date.day !== undefined) {
        const actual = weekdayOfDate(year, date.month, date.day);
        if (actual !== weekday.weekday)
          findings.push(finding(`Der ${formatDate(date)} ${year} ist ein ${WEEKDAY_NAMES[actual]}, kein ${name}.`));
        continue;
      }
    }
    if (sourceDays.size === 0) {
      findings.push(finding('Die Quelle nennt keinen Wochentag.'));
      continue;
    }
    const aligned = alignedSet(weekday.sentence, 2);
    const alignedDays = new Map<number, string>();
    for (const other of source.calendar.weekdays)
      if (aligned.has(other.sentence)) alignedDays.set(other.weekday, sourceDays.get(other.weekday) ?? '');
    for (const date of source.calendar.dates) {
      const day = dayOfSourceDate(date);
      if (day !== undefined && aligned.has(date.sentence)) alignedDays.set(day, formatDate(date, day));
    }
    const allowed = alignedDays.size > 0 ? alignedDays : sourceDays;
    if (
      allowed.has(weekday.weekday) ||
      (alignedDays.size > 0 &&
        sourceDays.has(weekday.weekday) &&
        !alignedDays.has(weekday.weekday) &&
        alignedWeak(alignments[weekday.sentence]))
    )
      continue;
    findings.push(finding(`Die Quelle nennt ${[...allowed.values()].slice(0, 2).join(' und ')}.`));
  }

  // Clock times.
  for (const time of draft.calendar.times) {
    const supported = source.calendar.times.some((other) => {
      const tolerance = time.approximate || other.approximate ? 20 : 0;
      let difference = Math.abs(time.minutes - other.minutes);
      if (time.twelveHour || other.twelveHour) difference = Math.min(difference % 720, 720 - (difference % 720));
      return difference <= tolerance;
    });
    if (supported) continue;
    const aligned = alignedSet(time.sentence, 3);
    const reference = source.calendar.times.find((other) => aligned.has(other.sentence)) ?? source.calendar.times[0];
    findings.push({
      text: slice(draft, time.start, time.end),
      start: time.start,
      end: time.end,
      kind: 'time',
      reason: reference ? `Die Quelle nennt ${formatTime(reference.minutes)}.` : 'Die Quelle nennt keine Uhrzeit.',
    });
  }
  return findings;
}

/** The best aligned sentence shares little with the draft sentence: its weekday is no strong evidence. */
function alignedWeak(alignments: Alignment[] | undefined): boolean {
  return !alignments || alignments.length === 0 || (alignments[0]?.score ?? 0) < 3;
}
