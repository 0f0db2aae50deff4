/**
 * Realistic, deterministic demo data for the dashboards of local runs. Every value is a function of
 * its calendar day (a PRNG seeded with the day and the series), so seeding again on a later day
 * yields the same numbers for the days already there: reseeding adds the new days and nothing moves.
 */
import { dashboards, epaperDaily, infonlineDaily, symplrDaily, top30Daily } from '../db/schema.ts';
import { DEMO_ARTICLE_HOST, DEMO_ARTICLES, type DemoArticle } from './demoArticles.ts';
import { dayNumber, weekday } from './days.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const DEMO_DAYS = 90;

/** The overview on /dashboards: links into the internal BI. */
export const DEMO_DASHBOARDS: Row<typeof dashboards>[] = [
  {
    id: 'reichweite',
    title: 'Reichweite (INFOnline)',
    description: 'Visits und Page Impressions je Marke und Tag, mit Vorjahresvergleich und Kanalaufteilung.',
    url: 'https://bi.sv-gruppe.de/dashboards/reichweite',
    position: 1,
  },
  {
    id: 'vermarktung',
    title: 'Vermarktung (symplr)',
    description: 'Ad Impressions, Umsatz und eCPM der Online-Vermarktung, täglich aktualisiert.',
    url: 'https://bi.sv-gruppe.de/dashboards/vermarktung',
    position: 2,
  },
  {
    id: 'e-paper',
    title: 'E-Paper',
    description: 'Leserinnen, Leser und Downloads der E-Paper-Ausgaben München, Bayern und Deutschland.',
    url: 'https://bi.sv-gruppe.de/dashboards/e-paper',
    position: 3,
  },
  {
    id: 'top-artikel',
    title: 'Top 30 Artikel',
    description: 'Die meistgelesenen Artikel nach Page Impressions, filterbar nach Ressort.',
    url: 'https://bi.sv-gruppe.de/dashboards/top-artikel',
    position: 4,
  },
  {
    id: 'digitalabos',
    title: 'Digitalabos',
    description: 'Neue Abos, Kündigungen und Bestand der Digitalabonnements im Monatsverlauf.',
    url: 'https://bi.sv-gruppe.de/dashboards/digitalabos',
    position: 5,
  },
];

/** FNV-1a: a stable 32-bit seed from a text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast, good enough for demo numbers; never Math.random (not reproducible). */
export function prng(seedText: string): () => number {
  let state = hash(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Roughly normal noise around 1 (sum of three uniforms), e.g. spread 0.06 → mostly ±6 %. */
const noise = (random: () => number, spread: number) => 1 + ((random() + random() + random()) / 1.5 - 1) * spread;

// Monday … Sunday would be more natural, but Date#getUTCDay counts from Sunday.
const NEWS_WEEKDAY = [0.88, 1.04, 1.06, 1.05, 1.03, 0.98, 0.84];
const MAGAZINE_WEEKDAY = [1.15, 0.96, 0.97, 0.97, 0.98, 1.0, 1.08];
// Summer holidays and the days around Christmas are quiet; autumn and winter are strong.
const MONTH = [1.02, 1.03, 1.02, 1.0, 0.98, 0.96, 0.92, 0.91, 0.98, 1.01, 1.03, 0.95];
const month = (day: string) => MONTH[Number(day.slice(5, 7)) - 1] ?? 1;

/** A big news day lifts the news brands together (elections, storms, transfers …). */
function newsDay(day: string): number {
  const random = prng(`news|${day}`);
  return random() < 0.05 ? 1.25 + random() * 0.35 : 1;
}

const BRANDS = [
  { brand: 'Süddeutsche Zeitung', visits: 4_300_000, pagesPerVisit: 2.6, weekdays: NEWS_WEEKDAY, news: 1 },
  { brand: 'SZ Magazin', visits: 265_000, pagesPerVisit: 1.9, weekdays: MAGAZINE_WEEKDAY, news: 0.2 },
  { brand: 'Partnerverlag Nord', visits: 470_000, pagesPerVisit: 2.2, weekdays: NEWS_WEEKDAY, news: 0.7 },
] as const;
export const DEMO_BRANDS = BRANDS.map(({ brand }) => brand);

export function infonlineRows(day: string): Row<typeof infonlineDaily>[] {
  const news = newsDay(day);
  return BRANDS.map((brand) => {
    const random = prng(`infonline|${brand.brand}|${day}`);
    const lift = 1 + (news - 1) * brand.news;
    const visits = Math.round(brand.visits * (brand.weekdays[weekday(day)] ?? 1) * month(day) * lift * noise(random, 0.05));
    const pageImpressions = Math.round(visits * brand.pagesPerVisit * noise(random, 0.04));
    return { day, brand: brand.brand, visits, pageImpressions };
  });
}

// Advertisers spend on weekdays and towards Christmas; January is the hangover.
const ECPM_WEEKDAY = [0.88, 1.02, 1.05, 1.05, 1.04, 0.98, 0.9];
const ECPM_MONTH = [0.78, 0.85, 0.95, 0.98, 1.0, 0.97, 0.9, 0.88, 1.02, 1.08, 1.22, 1.3];

export function symplrRow(day: string): Row<typeof symplrDaily> {
  const random = prng(`symplr|${day}`);
  const pageImpressions = infonlineRows(day)
    .filter((row) => row.brand !== 'Partnerverlag Nord')
    .reduce((sum, row) => sum + row.pageImpressions, 0);
  // About two sellable ad slots per page view, minus ad blockers and the paywall.
  const adImpressions = Math.round(pageImpressions * 1.9 * noise(random, 0.04));
  const ecpm = 1.85 * (ECPM_WEEKDAY[weekday(day)] ?? 1) * (ECPM_MONTH[Number(day.slice(5, 7)) - 1] ?? 1) * noise(random, 0.06);
  return { day, adImpressions, revenue: Math.round((adImpressions / 1000) * ecpm * 100) / 100 };
}

const EDITIONS = [
  { edition: 'München', readers: 58_000 },
  { edition: 'Bayern', readers: 41_000 },
  { edition: 'Deutschland', readers: 73_000 },
] as const;
export const DEMO_EDITIONS = EDITIONS.map(({ edition }) => edition);

/** The paper appears Monday to Saturday; Saturday is the big weekend edition. No rows on Sundays. */
export function epaperRows(day: string): Row<typeof epaperDaily>[] {
  const dow = weekday(day);
  if (dow === 0) return [];
  return EDITIONS.map(({ edition, readers: base }) => {
    const random = prng(`epaper|${edition}|${day}`);
    // A slow, steady growth of the digital edition: about 4 % a year.
    const growth = 1 + (dayNumber(day) - 20_000) * 0.0001;
    const readers = Math.round(base * growth * (dow === 6 ? 1.22 : 1) * noise(random, 0.03));
    const downloads = Math.round(readers * (0.55 + random() * 0.08));
    return { day, edition, readers, downloads };
  });
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type ArticleProfile = DemoArticle & { url: string; cycleOffset: number; peak: number; halfLife: number; evergreen: number };

/**
 * Each article "appears" once every 90 days (its offset in that cycle is fixed) with a peak that
 * decays over a few days, plus a steady evergreen share (service pieces, Rätsel). A function of the
 * calendar day only, like the other series.
 */
const ARTICLES: readonly ArticleProfile[] = DEMO_ARTICLES.map((article, index) => {
  const random = prng(`article|${article.title}`);
  const sectionPath = slugify(article.section);
  return {
    ...article,
    url: `${DEMO_ARTICLE_HOST}/${sectionPath}/${slugify(article.title)}-1.${6_200_000 + index * 7_919}`,
    cycleOffset: Math.floor(random() * DEMO_DAYS),
    peak: Math.round(90_000 + random() ** 2 * 800_000),
    halfLife: 0.6 + random() * 2.4,
    evergreen: Math.round(2_000 + random() ** 3 * 28_000),
  };
});
export const DEMO_ARTICLE_URLS = ARTICLES.map(({ url }) => url);

/** The day's 30 most-read articles, as the analytics export lists them. */
export function top30Rows(day: string): Row<typeof top30Daily>[] {
  const today = dayNumber(day);
  return ARTICLES.map((article) => {
    const random = prng(`top30|${article.url}|${day}`);
    const age = (((today - article.cycleOffset) % DEMO_DAYS) + DEMO_DAYS) % DEMO_DAYS;
    const fresh = article.peak * 0.5 ** (age / article.halfLife);
    const pageImpressions = Math.round((fresh + article.evergreen) * noise(random, 0.08) * (NEWS_WEEKDAY[weekday(day)] ?? 1));
    return { day, url: article.url, title: article.title, section: article.section, pageImpressions };
  })
    .sort((a, b) => b.pageImpressions - a.pageImpressions)
    .slice(0, 30);
}
