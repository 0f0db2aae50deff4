/**
 * "Korrigieren": German text only (language.ts: a text in another language is left as it is, with a
 * hint; of a mixed text only the German sentences are checked). For each German part: typography
 * first (quotes, dashes, spaces – pure rules), then the grammar rules table (grammar.ts: doubled words,
 * seit/seid, commas before „dass“ …), then the word rules of the morphological dictionary (syntax/:
 * capitals, words written apart, confusions), then spelling (Hunspell, names protected by the
 * dictionary), then the sentence rules (agreement, case after prepositions, subject and verb, commas)
 * on the words spelled right — so a known variant („Email“) already has its house form („E-Mail“)
 * before the speller could take the nearest dictionary word („Emil“). Each word replacement is applied
 * at its offset, so the author's text stays exactly as it was everywhere else – the page shows a word
 * diff, and every difference must be a listed change.
 */
import type { RedactResult } from '../provider.ts';
import { fixGrammar } from './grammar.ts';
import { segmentByLanguage } from './language.ts';
import { morphologyOrStartBuild, type Morphology } from './morphology/index.ts';
import { findMisspellings, type Speller } from './spelling.ts';
import { fixWithMorphology, SENTENCE_RULES, WORD_RULES } from './syntax/index.ts';
import { fixTypography } from './typography.ts';

type Change = RedactResult['changes'][number];

async function correctGerman(
  speller: Speller,
  morphology: Morphology,
  text: string,
  signal?: AbortSignal,
): Promise<{ corrected: string; changes: Change[] }> {
  const spell = (word: string) => speller.spell(word);
  const typography = fixTypography(text);
  const grammar = fixGrammar(typography.text);
  const words = fixWithMorphology(grammar.text, morphology, { spell, rules: WORD_RULES });
  const misspellings = await findMisspellings(speller, words.text, { morphology, ...(signal ? { signal } : {}) });
  let spelled = words.text;
  // From the end, so earlier offsets stay valid.
  for (const { start, end, replacement } of [...misspellings].sort((a, b) => b.start - a.start)) {
    spelled = spelled.slice(0, start) + replacement + spelled.slice(end);
  }
  const sentences = fixWithMorphology(spelled, morphology, { spell, rules: SENTENCE_RULES });
  const spelling = misspellings.map(({ original, replacement, reason }) => ({ original, replacement, reason }));
  return {
    corrected: sentences.text,
    changes: [...spelling, ...typography.changes, ...grammar.changes, ...words.changes, ...sentences.changes],
  };
}

async function correctWithoutDictionary(speller: Speller, text: string, signal?: AbortSignal): Promise<RedactResult> {
  const typography = fixTypography(text);
  const grammar = fixGrammar(typography.text);
  const misspellings = await findMisspellings(speller, grammar.text, signal ? { signal } : {});
  let corrected = grammar.text;
  for (const { start, end, replacement } of [...misspellings].sort((a, b) => b.start - a.start)) {
    corrected = corrected.slice(0, start) + replacement + corrected.slice(end);
  }
  const spelling = misspellings.map(({ original, replacement, reason }) => ({ original, replacement, reason }));
  return { corrected, changes: [...spelling, ...typography.changes, ...grammar.changes] };
}

export async function correctText(speller: Speller, text: string, signal?: AbortSignal): Promise<RedactResult> {
  // On a fresh clone the dictionary is built in the background first (~5 s once): until then the rules
  // without it run, as before it existed.
  const morphology = morphologyOrStartBuild();
  if (!morphology) return correctWithoutDictionary(speller, text, signal);
  const segments = segmentByLanguage(text, morphology, (word) => speller.spell(word));
  const foreign = segments.filter((segment) => !segment.german);
  if (foreign.length === 0) return correctGerman(speller, morphology, text, signal);
  const languages = [...new Set(foreign.flatMap((segment) => (segment.language ? [segment.language] : [])))];
  const named = languages.length > 0 ? ` (vermutlich ${languages.join(', ')})` : '';
  if (foreign.length === segments.length)
    return {
      corrected: text,
      changes: [],
      hints: [
        {
          reason: 'Sprache: kein deutscher Text',
          detail: `Der Text ist nicht auf Deutsch${named}. „Korrigieren“ prüft nur deutsche Texte und hat ihn unverändert gelassen.`,
        },
      ],
    };
  let corrected = '';
  const changes: Change[] = [];
  for (const segment of segments) {
    if (!segment.german) {
      corrected += segment.text;
      continue;
    }
    const result = await correctGerman(speller, morphology, segment.text, signal);
    corrected += result.corrected;
    changes.push(...result.changes);
  }
  return {
    corrected,
    changes,
    hints: [
      {
        reason: 'Sprache: Teile nicht auf Deutsch',
        detail: `${foreign.length === 1 ? 'Ein Abschnitt ist' : `${foreign.length} Abschnitte sind`} nicht auf Deutsch${named}; „Korrigieren“ hat nur die deutschen Sätze geprüft.`,
      },
    ],
  };
}
