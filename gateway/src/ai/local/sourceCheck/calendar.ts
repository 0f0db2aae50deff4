/**
 * Dates, years, decades, weekdays and clock times of a text. The tokens they use are claimed, so
 * that „3. März 2026“ is not read again as the figures 3 and 2026.
 */
import { cardinalWord } from './numberWords.ts';
import type { Token } from './types.ts';

export interface DateFact {
  day: number | undefined;
  month: number;
  year: number | undefined;
  start: number;
  end: number;
  sentence: number;
  first: number;
}

export interface YearFact {
  /** First and last year the mention covers: 2019 → 2019–2019, „frühen 1960er-Jahren“ → 1960–1963. */
  from: number;
  to: number;
  decade: boolean;
  start: number;
  end: number;
  sentence: number;
}

export interface WeekdayFact {
  /** 0 = Sonntag … 6 = Samstag, as Date#getUTCDay. */
  weekday: number;
  start: number;
  end: number;
  sentence: number;
  first: number;
  /** The date written right after it („Dienstag, 3. März“). */
  date: DateFact | undefined;
}

export interface TimeFact {
  /** Minutes after midnight. */
  minutes: number;
  /** Written as „halb drei“: the hour is known only modulo 12. */
  twelveHour: boolean;
  approximate: boolean;
  start: number;
  end: number;
  sentence: number;
}

export const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  jan: 1,
  februar: 2,
  feb: 2,
  febr: 2,
  märz: 3,
  april: 4,
  apr: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  dezember: 12,
  dez: 12,
};
export const MONTH_NAMES = [
  '',
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
export const WEEKDAY_NAMES = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const WEEKDAY_STEMS: readonly (readonly [string, number])[] = [
  ['montag', 1],
  ['dienstag', 2],
  ['mittwoch', 3],
  ['donnerstag', 4],
  ['freitag', 5],
  ['samstag', 6],
  ['sonnabend', 6],
  ['sonntag', 0],
];
const DAY_PARTS = /^(s)?(früh|morgen|vormittag|mittag|nachmittag|abend|nacht|morgens|abends|nachts|mittags|vormittags|nachmittags)?$/;
const DECADE_WORDS: Record<string, number> = {
  zwanziger: 20,
  dreißiger: 30,
  vierziger: 40,
  fünfziger: 50,
  sechziger: 60,
  siebziger: 70,
  achtziger: 80,
  neunziger: 90,
};
const DECADE_ENTRIES = Object.entries(DECADE_WORDS);
const APPROXIMATE_TIME = new Set(['gegen', 'etwa', 'ca', 'circa', 'ungefähr', 'rund', 'kurz']);

export interface Calendar {
  dates: DateFact[];
  years: YearFact[];
  weekdays: WeekdayFact[];
  times: TimeFact[];
}

export function readCalendar(tokens: Token[], claimed: boolean[]): Calendar {
  const times = readTimes(tokens, claimed);
  const dates = readDates(tokens, claimed);
  const years = readYears(tokens, claimed);
  const weekdays = readWeekdays(tokens, dates);
  return { dates, years, weekdays, times };
}

function claim(claimed: boolean[], from: number, to: number): void {
  for (let k = from; k < to; k++) claimed[k] = true;
}

/** Weekday of a word („Dienstagabend“ → 2), undefined if it is none. */
export function weekdayOf(token: Token): number | undefined {
  if (
    token.kind !== 'word' ||
    (!token.cap && !/^(montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonnabends|sonntags)$/.test(token.lower))
  )
    return undefined;
  for (const [name, day] of WEEKDAY_STEMS) if (token.lower.startsWith(name) && DAY_PARTS.test(token.lower.slice(name.length))) return day;
  return undefined;
}

function readTimes(tokens: Token[], claimed: boolean[]): TimeFact[] {
  const times: TimeFact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    let minutes: number | undefined;
    let first = i;
    let last = i + 1;
    let twelveHour = false;
    if (token.kind === 'num' && tokens[i + 1]?.lower === 'uhr') {
      minutes = clockMinutes(token.text);
      last = i + 2;
    } else if (
      token.kind === 'num' &&
      /^(bis|und|–|-)$/.test(tokens[i + 1]?.lower ?? '') &&
      tokens[i + 2]?.kind === 'num' &&
      tokens[i + 3]?.lower === 'uhr'
    ) {
      minutes = clockMinutes(token.text);
    } else if (
      token.kind === 'word' &&
      cardinalWord(token.lower) !== undefined &&
      tokens[i + 1]?.lower === 'uhr' &&
      !/^(halb|halbe|ein|eine)$/.test(token.lower)
    ) {
      const hour = cardinalWord(token.lower) as number;
      if (Number.isInteger(hour) && hour <= 24) minutes = hour * 60;
      last = i + 2;
      twelveHour = hour <= 12;
    } else if (token.lower === 'halb' || token.lower === 'viertel' || token.lower === 'dreiviertel') {
      // "halb drei", "Viertel nach drei", "Viertel vor acht"
      let hourIndex = i + 1;
      let offset = token.lower === 'halb' ? -30 : -15;
      if (token.lower === 'viertel' && (tokens[i + 1]?.lower === 'nach' || tokens[i + 1]?.lower === 'vor')) {
        offset = tokens[i + 1]?.lower === 'nach' ? 15 : -15;
        hourIndex = i + 2;
      } else if (token.lower === 'viertel') offset = -45;
      const hourToken = tokens[hourIndex];
      const hour = hourToken ? (hourToken.kind === 'num' ? Number(hourToken.text) : cardinalWord(hourToken.lower)) : undefined;
      if (
        hour !== undefined &&
        Number.isInteger(hour) &&
        hour >= 1 &&
        hour <= 24 &&
        (token.lower !== 'halb' || hourToken?.kind === 'word' || tokens[hourIndex + 1]?.lower === 'uhr')
      ) {
        minutes = (hour * 60 + offset + 24 * 60) % (24 * 60);
        twelveHour = hour <= 12;
        last = hourIndex + 1;
        if (tokens[last]?.lower === 'uhr') last++;
      }
    }
    if (minutes === undefined || claimed[i]) continue;
    // "halb elf abends", "um 6 Uhr morgens"
    const part = tokens[last]?.lower ?? '';
    if (twelveHour && /^(abends|nachmittags|nachts)$/.test(part) && minutes < 12 * 60) {
      minutes += 12 * 60;
      twelveHour = false;
    } else if (twelveHour && /^(morgens|früh|vormittags)$/.test(part)) twelveHour = false;
    let approximate = false;
    const before = tokens[first - 1];
    if (before && APPROXIMATE_TIME.has(before.lower)) {
      approximate = true;
      first--;
    } else if (before && (before.lower === 'nach' || before.lower === 'vor') && tokens[first - 2]?.lower === 'kurz') {
      approximate = true;
      first -= 2;
    }
    claim(claimed, i, last);
    const start = (tokens[first] as Token).start;
    const end = (tokens[last - 1] as Token).end;
    times.push({ minutes, twelveHour, approximate, start, end, sentence: token.sentence });
    i = last - 1;
  }
  return times;
}

function clockMinutes(text: string): number | undefined {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  return hours <= 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

function yearOf(token: Token | undefined): number | undefined {
  if (!token || token.kind !== 'num' || !/^\d{4}$/.test(token.text)) return undefined;
  const year = Number(token.text);
  return year >= 1800 && year <= 2100 ? year : undefined;
}

function readDates(tokens: Token[], claimed: boolean[]): DateFact[] {
  const dates: DateFact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (claimed[i]) continue;
    const token = tokens[i] as Token;
    // "03.03.2026", "3.3."
    const numeric = token.kind === 'num' ? /^(\d{1,2})\.(\d{1,2})(?:\.(\d{4}))?$/.exec(token.text) : null;
    if (numeric && (numeric[3] || tokens[i + 1]?.text === '.')) {
      const day = Number(numeric[1]);
      const month = Number(numeric[2]);
      if (day >= 1 && day <= 31 && month >= 1 && month <= 12) {
        const last = numeric[3] ? i + 1 : i + 2;
        dates.push(dateFact(tokens, i, last, day, month, numeric[3] ? Number(numeric[3]) : undefined));
        claim(claimed, i, last);
        i = last - 1;
        continue;
      }
    }
    // "3. März 2026", "vom 7. bis 21. April"
    if (token.kind === 'num' && /^\d{1,2}$/.test(token.text) && tokens[i + 1]?.text === '.') {
      const day = Number(token.text);
      let monthIndex = i + 2;
      let month = MONTHS[tokens[monthIndex]?.lower ?? ''];
      let ranged = false;
      if (
        month === undefined &&
        /^(bis|und|–|-)$/.test(tokens[i + 2]?.lower ?? '') &&
        tokens[i + 3]?.kind === 'num' &&
        tokens[i + 4]?.text === '.'
      ) {
        month = MONTHS[tokens[i + 5]?.lower ?? ''];
        monthIndex = i + 5;
        ranged = true;
      }
      if (month !== undefined && day >= 1 && day <= 31) {
        let last = ranged ? i + 2 : monthIndex + 1;
        if (!ranged && tokens[last]?.text === '.' && (tokens[monthIndex]?.text.length ?? 0) <= 4) last++;
        let year = ranged ? undefined : yearOf(tokens[last]);
        if (year !== undefined) last++;
        if (ranged) year = yearOf(tokens[monthIndex + 1]);
        dates.push(dateFact(tokens, i, last, day, month, year));
        claim(claimed, i, last);
        i = last - 1;
        continue;
      }
    }
    // "im März 2026", "Anfang April", "bis Juni"
    const month = token.cap ? MONTHS[token.lower] : undefined;
    if (
      month !== undefined &&
      (token.text.length >= 4 || token.lower === 'mai') &&
      (token.lower !== 'mai' || /^(im|anfang|mitte|ende|bis|seit|ab|von|vom|zum)$/.test(tokens[i - 1]?.lower ?? ''))
    ) {
      let last = i + 1;
      const year = yearOf(tokens[last]);
      if (year !== undefined) last++;
      dates.push(dateFact(tokens, i, last, undefined, month, year));
      claim(claimed, i, last);
      i = last - 1;
    }
  }
  return dates;
}

function dateFact(
  tokens: Token[],
  first: number,
  last: number,
  day: number | undefined,
  month: number,
  year: number | undefined,
): DateFact {
  const head = tokens[first] as Token;
  return { day, month, year, start: head.start, end: (tokens[last - 1] as Token).end, sentence: head.sentence, first };
}

function readYears(tokens: Token[], claimed: boolean[]): YearFact[] {
  const years: YearFact[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (claimed[i]) continue;
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    // "1950er-Jahre", "90er Jahren", "1950er- und frühen 1960er-Jahren"
    if (
      token.kind === 'num' &&
      /^\d{2}(?:\d{2})?$/.test(token.text) &&
      next?.kind === 'word' &&
      next.start === token.end &&
      /^er\b/.test(next.lower)
    ) {
      const digits = Number(token.text);
      const decade = token.text.length === 2 ? 1900 + digits : digits;
      if (decade % 10 === 0) {
        years.push(decadeFact(tokens, i, i + 2, decade));
        claim(claimed, i, i + 2);
        i++;
        continue;
      }
    }
    const decadeWord =
      token.kind === 'word' && token.cap && /er(jahre|jahren|n)?$/.test(token.lower)
        ? DECADE_ENTRIES.find(([word]) => token.lower.startsWith(word))
        : undefined;
    if (decadeWord && token.cap) {
      years.push(decadeFact(tokens, i, i + 1, 1900 + decadeWord[1]));
      continue;
    }
    const year = yearOf(token);
    if (year === undefined) continue;
    // "2400 Meter" is a length, not a year.
    const after = next?.lower ?? '';
    if (/^(euro|prozent|meter|kilometer|menschen|mal|stück|tonnen|liter|einwohner|mitarbeiter|besucher)$/.test(after)) continue;
    let last = i + 1;
    // "2030/31", "2025/26"
    if (tokens[last]?.text === '/' && tokens[last + 1]?.kind === 'num' && /^\d{2}$/.test(tokens[last + 1]?.text ?? '')) last += 2;
    years.push({ from: year, to: year, decade: false, start: token.start, end: (tokens[last - 1] as Token).end, sentence: token.sentence });
    claim(claimed, i, last);
    i = last - 1;
  }
  return years;
}

function decadeFact(tokens: Token[], first: number, last: number, decade: number): YearFact {
  let from = decade;
  let to = decade + 9;
  let start = first;
  const before = tokens[first - 1]?.lower ?? '';
  const beforeTwo = tokens[first - 2]?.lower ?? '';
  if (/^(frühen|früher|frühe)$/.test(before) || (before === 'der' && beforeTwo === 'anfang')) to = decade + 3;
  else if (/^(späten|später|späte)$/.test(before) || (before === 'der' && beforeTwo === 'ende')) from = decade + 6;
  else if (before === 'der' && beforeTwo === 'mitte') {
    from = decade + 3;
    to = decade + 7;
  }
  if (to !== decade + 9 || from !== decade) start = before === 'der' ? first - 2 : first - 1;
  let end = last;
  // "1950er-Jahre" is one token after the digits; "1950er Jahre" two.
  if (/^(jahre|jahren)$/.test(tokens[last]?.lower ?? '')) end = last + 1;
  return {
    from,
    to,
    decade: true,
    start: (tokens[Math.max(0, start)] as Token).start,
    end: (tokens[end - 1] as Token).end,
    sentence: (tokens[first] as Token).sentence,
  };
}

function readWeekdays(tokens: Token[], dates: DateFact[]): WeekdayFact[] {
  const weekdays: WeekdayFact[] = [];
  const dateAt = new Map(dates.map((date) => [date.first, date]));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const weekday = weekdayOf(token);
    if (weekday === undefined) continue;
    // "Dienstag, 3. März", "Dienstag, den 3. März", "Dienstag (3. März)"
    let k = i + 1;
    if (tokens[k]?.text === ',' || tokens[k]?.text === '(') k++;
    if (tokens[k]?.lower === 'den' || tokens[k]?.lower === 'dem') k++;
    const date = dateAt.get(k);
    weekdays.push({
      weekday,
      start: token.start,
      end: token.end,
      sentence: token.sentence,
      first: i,
      date: date?.day !== undefined ? date : undefined,
    });
  }
  return weekdays;
}

/** Weekday of a calendar date (0 = Sonntag). */
export function weekdayOfDate(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** „Dienstag, den 3. März“ or „3. März 2026“ for reasons. */
export function formatDate(date: { day: number | undefined; month: number; year: number | undefined }, weekday?: number): string {
  const core = `${date.day !== undefined ? `${date.day}. ` : ''}${MONTH_NAMES[date.month] ?? ''}${date.year !== undefined && date.day === undefined ? ` ${date.year}` : ''}`;
  return weekday !== undefined ? `${WEEKDAY_NAMES[weekday]}, den ${core}` : core;
}

export function formatTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} Uhr` : `${hours}.${String(rest).padStart(2, '0')} Uhr`;
}
