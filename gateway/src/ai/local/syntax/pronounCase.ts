/**
 * The case of a personal pronoun after a preposition: „mit mich“ → „mit mir“, „für ihm“ → „für ihn“,
 * „ohne dir“ → „ohne dich“. Prepositions of one case only; „sie“ and „ihr“ (several readings) are left.
 * Likewise right after a verb that governs one case only: „Ich helfe dich“ → „dir“, „Er fragt mir“ → „mich“.
 */
import { VERB_FINITE } from '../morphology/index.ts';
import { edit, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isWord } from './tokens.ts';

const DATIVE_PREPOSITIONS = new Set(['mit', 'von', 'bei', 'zu', 'aus', 'nach', 'seit', 'außer', 'gegenüber', 'samt']);
const ACCUSATIVE_PREPOSITIONS = new Set(['für', 'durch', 'gegen', 'ohne', 'um']);
/** Verbs with a dative object only (a person: „Ich helfe dir“) and verbs with an accusative object only. */
const DATIVE_VERBS =
  /^(helfen|danken|gratulieren|gehören|gefallen|vertrauen|antworten|schaden|zuhören|widersprechen|begegnen|fehlen|folgen|misstrauen|zustimmen|zujubeln)$/;
const ACCUSATIVE_VERBS = /^(fragen|lieben|kennen|besuchen|vermissen|unterstützen|stören|überzeugen|anrufen|informieren|einladen|abholen)$/;
const VERB_CASE_REASON = 'Grammatik: Kasus des Pronomens nach dem Verb (Dativ bei „helfen“, Akkusativ bei „fragen“)';
const TO_DATIVE: Record<string, string> = { mich: 'mir', dich: 'dir', ihn: 'ihm' };
const TO_ACCUSATIVE: Record<string, string> = { mir: 'mich', dir: 'dich', ihm: 'ihn' };

export const pronounCaseRule: MorphologyRule = {
  id: 'pronoun-case-after-preposition',
  reason: 'Grammatik: Kasus des Pronomens nach der Präposition',
  find: ({ tokens, morphology }: RuleContext) => {
    const edits: Edit[] = [];
    for (let index = 1; index < tokens.length; index++) {
      const token = tokens[index]!;
      const before = tokens[index - 1]!;
      if (!isWord(token) || !isWord(before)) continue;
      const preposition = before.sentenceStart ? before.text.toLowerCase() : before.text;
      // „nach mich“ would be odd anyway, but „zu“ before an infinitive is no preposition: „sich zu freuen“.
      const replacement = DATIVE_PREPOSITIONS.has(preposition)
        ? TO_DATIVE[token.text]
        : ACCUSATIVE_PREPOSITIONS.has(preposition)
          ? TO_ACCUSATIVE[token.text]
          : undefined;
      if (replacement) edits.push(edit(pronounCaseRule, token, replacement));
      // „Ich helfe dich“ → „dir“, „Er fragt mir“ → „mich“: the case a verb governs, for a pronoun right after it.
      const verbWord = before.sentenceStart ? before.text.toLowerCase() : before.text;
      const lemmas = morphology ? morphology.verbs(verbWord).filter((verb) => verb.forms & VERB_FINITE) : [];
      if (lemmas.length > 0 && tokens[index + 1]?.text !== 'zu') {
        const fix = lemmas.every((verb) => DATIVE_VERBS.test(verb.lemma))
          ? TO_DATIVE[token.text]
          : lemmas.every((verb) => ACCUSATIVE_VERBS.test(verb.lemma))
            ? TO_ACCUSATIVE[token.text]
            : undefined;
        if (fix) edits.push({ start: token.start, end: token.end, replacement: fix, rule: pronounCaseRule.id, reason: VERB_CASE_REASON });
      }
      // „Es geht ihn gut“ → „ihm“ (not „Das geht dich nichts an“: „angehen“ takes the accusative).
      if (
        ['geht', 'ging', 'ginge'].includes(before.text) &&
        tokens[index - 2]?.text.toLowerCase() === 'es' &&
        /^(gut|schlecht|besser|schlechter|prima|super|bestens|blendend)$/.test(tokens[index + 1]?.text ?? '') &&
        TO_DATIVE[token.text]
      )
        edits.push({
          start: token.start,
          end: token.end,
          replacement: TO_DATIVE[token.text]!,
          rule: pronounCaseRule.id,
          reason: VERB_CASE_REASON,
        });
      // „Wie geht es dich?“ → „dir“.
      if (before.text === 'es' && ['geht', 'ging', 'gehe', 'ginge'].includes(tokens[index - 2]?.text ?? '') && TO_DATIVE[token.text])
        edits.push(edit(pronounCaseRule, token, TO_DATIVE[token.text]!));
    }
    return edits;
  },
};
