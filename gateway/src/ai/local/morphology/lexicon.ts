/**
 * The morphological dictionary: word form → analyses (word class, lemma, gender, case, number, person,
 * tense/mood, adjective declension) and lemma → forms, from the compact files of build.ts. Loaded once
 * per process (each pool worker: ~50 ms, ~30 MB heap – two one-byte strings and their line offsets).
 *
 * Lookups are exact: „Laufen“ (noun) and „laufen“ (verb) are different words. The dictionary has no
 * names and no closed word classes (articles, pronouns, prepositions …): closedClass.ts has those.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureMorphologyCache, isMorphologyCacheBuilt, startMorphologyBuild } from './cache.ts';
import {
  CASES,
  DECLENSIONS,
  GENDER_NUMBERS,
  TENSES,
  type Case,
  type Declension,
  type Gender,
  type GenderNumber,
  type Person,
  type Tense,
  type VerbNumber,
} from './features.ts';
import { GENDER_CORRECTIONS } from './genders.ts';
import { SortedLines } from './sortedLines.ts';

export interface NounAnalysis {
  kind: 'noun';
  lemma: string;
  /** Undefined for words that only have a plural („Leute“). */
  gender: Gender | undefined;
  /** Agreement cells (features.ts) this form fills. */
  cells: number;
  /** When the noun has more than one gender („der/das Teil“), all of them. */
  genders?: Gender[];
}
export interface AdjectiveAnalysis {
  kind: 'adjective';
  lemma: string;
  /** Cells per declension; all 0 for the uninflected (predicative) form. */
  weak: number;
  mixed: number;
  strong: number;
}
export interface VerbAnalysis {
  kind: 'verb';
  lemma: string;
  /** Verb form bits (features.ts: tense × person × number, infinitive, participles, imperative). */
  forms: number;
  /** The main part of a separable verb whose prefix stands apart („arbeite … ab“). */
  detached: boolean;
}
export type Analysis = NounAnalysis | AdjectiveAnalysis | VerbAnalysis;

export interface Paradigm {
  lemma: string;
  /** Noun: gender; verb: separable prefix; adjective: empty. */
  extra: string;
  slots: (string | undefined)[];
}

function applyEdit(word: string, edit: string): string {
  const comma = edit.indexOf(',');
  const cut = Number(edit.slice(0, comma));
  return word.slice(0, word.length - cut) + edit.slice(comma + 1);
}

function parseAnalyses(form: string, value: string): Analysis[] {
  const analyses: Analysis[] = [];
  for (const entry of value.split(';')) {
    const fields = entry.split(',');
    switch (fields[0]) {
      case 'N':
        analyses.push(
          withGenders({
            kind: 'noun',
            gender: fields[1] === '-' ? undefined : (fields[1] as Gender),
            cells: parseInt(fields[2]!, 16),
            lemma: applyEdit(form, `${fields[3]},${fields[4]}`),
          }),
        );
        break;
      case 'A':
        analyses.push({
          kind: 'adjective',
          weak: parseInt(fields[1]!, 16),
          mixed: parseInt(fields[2]!, 16),
          strong: parseInt(fields[3]!, 16),
          lemma: applyEdit(form, `${fields[4]},${fields[5]}`),
        });
        break;
      case 'V':
        analyses.push({
          kind: 'verb',
          forms: parseInt(fields[1]!, 16),
          lemma: applyEdit(form, `${fields[2]},${fields[3]}`),
          detached: fields[4] === '+',
        });
        break;
    }
  }
  return analyses;
}

const GENDER_INDEX: Record<Gender, number> = { M: 0, F: 1, N: 2 };

/** A noun with the genders of genders.ts: its singular cells copied to each of them. */
function withGenders(noun: NounAnalysis): NounAnalysis {
  const genders = GENDER_CORRECTIONS[noun.lemma];
  if (!genders || !noun.gender) return noun;
  let singular = 0;
  const from = GENDER_INDEX[noun.gender];
  for (let kase = 0; kase < 4; kase++) if (noun.cells & (1 << (kase * 4 + from))) singular |= 1 << (kase * 4);
  let cells = noun.cells & 0x8888;
  for (const gender of genders) cells |= singular << GENDER_INDEX[gender];
  return { ...noun, gender: genders[0], cells, ...(genders.length > 1 ? { genders } : {}) };
}

const NONE: readonly Analysis[] = Object.freeze([]);

export class Morphology {
  private readonly memo = new Map<string, readonly Analysis[]>();

  constructor(
    private readonly forms: SortedLines,
    private readonly paradigms: SortedLines,
  ) {}

  /** Every analysis of exactly this form. */
  analyse(form: string): readonly Analysis[] {
    let found = this.memo.get(form);
    if (found) return found;
    const value = form.length > 0 && form.length <= 80 ? this.forms.find(form) : undefined;
    found = value === undefined ? NONE : parseAnalyses(form, value);
    if (this.memo.size > 50_000) this.memo.clear();
    this.memo.set(form, found);
    return found;
  }

  /** Known as it stands, or – at a sentence start – with its first letter in lower case. */
  isKnownWord(word: string, options: { sentenceStart?: boolean } = {}): boolean {
    if (this.analyse(word).length > 0) return true;
    return options.sentenceStart === true && this.analyse(lowerFirst(word)).length > 0;
  }

  nouns(word: string): NounAnalysis[] {
    return this.analyse(word).filter((analysis): analysis is NounAnalysis => analysis.kind === 'noun');
  }
  adjectives(word: string): AdjectiveAnalysis[] {
    return this.analyse(word).filter((analysis): analysis is AdjectiveAnalysis => analysis.kind === 'adjective');
  }
  verbs(word: string): VerbAnalysis[] {
    return this.analyse(word).filter((analysis): analysis is VerbAnalysis => analysis.kind === 'verb');
  }

  isNoun(word: string): boolean {
    return this.nouns(word).length > 0;
  }
  isAdjectiveForm(word: string): boolean {
    return this.adjectives(word).length > 0;
  }
  /** Any verb form; with `mask` (features.ts) only those of these forms. */
  isVerbForm(word: string, mask = -1): boolean {
    return this.verbs(word).some((verb) => (verb.forms & mask) !== 0);
  }
  /** The genders the noun form can have (several for „See“, „Band“ …). */
  nounGender(word: string): Gender[] {
    return [...new Set(this.nouns(word).flatMap((noun) => noun.genders ?? (noun.gender ? [noun.gender] : [])))];
  }

  paradigm(kind: 'N' | 'A' | 'V', lemma: string): Paradigm | undefined {
    const value = this.paradigms.find(`${kind}${lemma}`);
    if (value === undefined) return undefined;
    const [extra = '', distinct = '', index = ''] = value.split('\t');
    const forms = distinct.split('|').map((edit) => applyEdit(lemma, edit));
    return { lemma, extra, slots: [...index].map((slot) => (slot === '.' ? undefined : forms[parseInt(slot, 36)])) };
  }

  nounForm(lemma: string, kase: Case, number: 'S' | 'P'): string | undefined {
    return this.paradigm('N', lemma)?.slots[CASES.indexOf(kase) * 2 + (number === 'P' ? 1 : 0)];
  }
  adjectiveForm(lemma: string, kase: Case, genderNumber: GenderNumber, declension: Declension): string | undefined {
    return this.paradigm('A', lemma)?.slots[
      CASES.indexOf(kase) * 12 + DECLENSIONS.indexOf(declension) * 4 + GENDER_NUMBERS.indexOf(genderNumber)
    ];
  }
  /** The finite form (of a separable verb: its main part, the prefix is the paradigm's `extra`). */
  verbForm(lemma: string, tense: Tense, person: Person, number: VerbNumber): string | undefined {
    return this.paradigm('V', lemma)?.slots[TENSES.indexOf(tense) * 6 + (number === 'P' ? 3 : 0) + person - 1];
  }
}

export const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);
export const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

let loaded: Morphology | undefined;

/**
 * The dictionary when its cache is already built (or loaded), else undefined – for callers on the event
 * loop, which must never wait for a build.
 */
export function loadMorphologyIfBuilt(): Morphology | undefined {
  if (loaded) return loaded;
  return isMorphologyCacheBuilt() ? loadMorphology() : undefined;
}

/**
 * For the pool's workers: the dictionary if built; else a build is started in the background and
 * undefined returned, so „korrigieren“ works meanwhile as it did without the dictionary.
 */
export function morphologyOrStartBuild(): Morphology | undefined {
  const morphology = loadMorphologyIfBuilt();
  if (!morphology) startMorphologyBuild();
  return morphology;
}

/** The one dictionary of the process; the first call reads the cache (building it if missing). */
export function loadMorphology(): Morphology {
  if (loaded) return loaded;
  const directory = ensureMorphologyCache();
  const read = (name: string) => new SortedLines(readFileSync(path.join(directory, name), 'latin1'));
  loaded = new Morphology(read('forms.txt'), read('paradigms.txt'));
  return loaded;
}
