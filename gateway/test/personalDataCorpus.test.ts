/**
 * Quality of the personal-data finder on the annotated corpus (fixtures/personal-data/corpus.json, made
 * from corpus.source.mjs). A finding counts for an annotated item when it has the same kind and covers the
 * item whole (what matters for pseudonymising: nothing of it stays visible); exact matches are printed too.
 * A false item is a finding that overlaps no annotated item. Figures are printed for the report.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { findPersonalData, warmUpPersonalData, type PersonalDataItem, type PersonalDataKind } from '../src/ai/local/personalData/index.ts';
import { loadMorphology } from '../src/ai/local/morphology/index.ts';

// The dictionary as the workers have it once built (built here now on a fresh clone, ~5 s).
loadMorphology();

interface CorpusEntry {
  id: string;
  genre: string;
  text: string;
  items: PersonalDataItem[];
}

const corpus = JSON.parse(readFileSync(new URL('./fixtures/personal-data/corpus.json', import.meta.url), 'utf8')) as CorpusEntry[];

const CONTACT: PersonalDataKind[] = ['email', 'phone', 'iban', 'plate'];

function measure() {
  const perKind = new Map<PersonalDataKind, { total: number; covered: number; exact: number }>();
  const misses: string[] = [];
  const falseItems: string[] = [];
  for (const entry of corpus) {
    const found = findPersonalData(entry.text);
    for (const expected of entry.items) {
      const figures = perKind.get(expected.kind) ?? { total: 0, covered: 0, exact: 0 };
      perKind.set(expected.kind, figures);
      figures.total++;
      const same = found.filter((item) => item.kind === expected.kind);
      if (same.some((item) => item.start <= expected.start && item.end >= expected.end)) figures.covered++;
      else misses.push(`${entry.id}: ${expected.kind} „${expected.text}“`);
      if (same.some((item) => item.start === expected.start && item.end === expected.end)) figures.exact++;
    }
    for (const item of found) {
      if (!entry.items.some((expected) => expected.start < item.end && item.start < expected.end)) {
        falseItems.push(`${entry.id}: ${item.kind} „${item.text}“`);
      }
    }
  }
  return { perKind, misses, falseItems };
}

test('recall ≥ 95 % for contact data, ≥ 90 % for persons and addresses, few false items', () => {
  warmUpPersonalData();
  const { perKind, misses, falseItems } = measure();
  const recall = (kinds: PersonalDataKind[]) => {
    let total = 0;
    let covered = 0;
    for (const kind of kinds) {
      total += perKind.get(kind)?.total ?? 0;
      covered += perKind.get(kind)?.covered ?? 0;
    }
    return covered / total;
  };
  const lines = [...perKind].map(
    ([kind, figures]) =>
      `${kind.padEnd(10)} ${figures.covered}/${figures.total} covered (${((100 * figures.covered) / figures.total).toFixed(1)} %), ${figures.exact} exact`,
  );
  const withoutPersonalData = corpus.filter((entry) => entry.items.length === 0).length;
  console.log(
    [
      `personal-data corpus: ${corpus.length} texts (${withoutPersonalData} without personal data), ${corpus.reduce((sum, entry) => sum + entry.items.length, 0)} items`,
      ...lines,
      `contact data recall ${(100 * recall(CONTACT)).toFixed(1)} %`,
      `false items: ${falseItems.length} in ${corpus.length} texts (${(falseItems.length / corpus.length).toFixed(2)} per text)`,
      ...misses.map((miss) => `missed ${miss}`),
      ...falseItems.map((item) => `false ${item}`),
    ].join('\n'),
  );
  assert.ok(recall(CONTACT) >= 0.95, `contact data recall ${recall(CONTACT)}`);
  assert.ok(recall(['person']) >= 0.9, `person recall ${recall(['person'])}`);
  assert.ok(recall(['address']) >= 0.9, `address recall ${recall(['address'])}`);
  assert.ok(recall(['birthdate']) >= 0.9, `birthdate recall ${recall(['birthdate'])}`);
  assert.ok(falseItems.length / corpus.length <= 0.25, `false items per text ${falseItems.length / corpus.length}`);
});

test('every annotated item is the text at its offsets (the corpus itself is sound)', () => {
  for (const entry of corpus) {
    for (const item of entry.items) assert.equal(entry.text.slice(item.start, item.end), item.text, entry.id);
  }
});
