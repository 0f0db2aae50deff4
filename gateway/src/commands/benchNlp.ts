/**
 * npm run bench:nlp -w gateway
 * Speed of the local German NLP on a text of the maximum length (20 000 characters, built from the
 * test fixtures): extractive summary (paragraph), keyword extraction and the house style (500 rules:
 * the seeded guide filled up), each run 20 times after a warm-up. Prints median and maximum; exits 1
 * when a median misses its target (summary 200 ms, keywords 100 ms, house style 50 ms), so CI
 * notices a slow change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extractKeywords } from '../ai/local/keywords.ts';
import { summarize } from '../ai/local/summarize.ts';
import { applyHouseStyle, type StyleRule } from '../houseStyle/engine.ts';
import { readHouseStyleSeed } from '../houseStyle/seed.ts';

const TEXT_LENGTH = 20_000;
const RUNS = 20;
const WARM_UP = 3;

const fixtures = new URL('../../test/fixtures/texts/', import.meta.url);
const articles = readdirSync(fixtures)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .map((file) => readFileSync(new URL(file, fixtures), 'utf8').trim());

/** The fixtures one after another (repeated as needed), cut to the length at a paragraph break. */
function benchText(): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let round = 0; length < TEXT_LENGTH; round++) {
    for (const paragraph of (articles[round % articles.length] ?? '').split(/\n\s*\n/)) {
      if (length + paragraph.length + 2 > TEXT_LENGTH) break;
      paragraphs.push(paragraph);
      length += paragraph.length + 2;
    }
    if (round > 100) break;
  }
  return paragraphs.join('\n\n');
}

function measure(run: () => unknown): { median: number; max: number } {
  for (let i = 0; i < WARM_UP; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median = times.length % 2 ? (times[middle] as number) : ((times[middle - 1] as number) + (times[middle] as number)) / 2;
  return { median, max: times[times.length - 1] as number };
}

const ms = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} ms`;

const text = benchText();
console.log(
  `Testtext: ${text.length.toLocaleString('de-DE')} Zeichen aus ${articles.length} Fixture-Texten, je ${RUNS} Durchläufe nach ${WARM_UP} zum Aufwärmen.`,
);

/** 500 rules: the group's seeded style guide, filled up with terms and patterns that do not occur. */
function houseStyleRules(): StyleRule[] {
  const seed = readHouseStyleSeed().flatMap(({ rules }) => rules);
  const rules: StyleRule[] = seed.map((rule, index) => ({ id: `seed-${index}`, ...rule }));
  for (let index = rules.length; index < 500; index++) {
    const id = `extra-${index}`;
    rules.push(
      index % 2
        ? { id, title: id, explanation: '', kind: 'term', find: `Stadtwerk${index}haus`, replace: `Stadtwerke-${index}` }
        : { id, title: id, explanation: '', kind: 'pattern', find: `(\\d+) ?Punkte${index}`, replace: `$1 Zähler` },
    );
  }
  return rules;
}
const styleRules = houseStyleRules();

const checks = [
  { name: 'Zusammenfassung (Absatz)', target: 200, run: () => summarize(text, 'paragraph') },
  { name: 'Keywords (max. 15)', target: 100, run: () => extractKeywords(text, 15) },
  { name: `Hausstil (${styleRules.length} Regeln)`, target: 50, run: () => applyHouseStyle(text, styleRules, 10_000) },
];
let failed = false;
for (const { name, target, run } of checks) {
  const { median, max } = measure(run);
  const ok = median <= target;
  failed ||= !ok;
  console.log(`${ok ? '✔' : '✘'} ${name}: Median ${ms(median)}, Maximum ${ms(max)} (Ziel: Median ≤ ${target} ms)`);
}
if (failed) {
  console.error('Mindestens ein Median liegt über dem Ziel.');
  process.exit(1);
}
