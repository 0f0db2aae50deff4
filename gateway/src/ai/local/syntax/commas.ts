/**
 * Commas the clause structure demands:
 * - before a subordinating conjunction („Ich weiß nicht ob er kommt“ → „nicht, ob“) when the clause
 *   it opens ends in a finite verb – dass, weil and obwohl are grammar.ts's (comma-before-conjunction);
 * - at the end of a relative or subordinate clause, where its final verb meets the main clause's verb
 *   („Der Mann, der dort steht ist mein Vater“ → „steht, ist“; „Wenn es regnet bleiben wir“).
 */
import { determinerOf, lowerFirst, SUBJECT_PRONOUNS, type Morphology } from '../morphology/index.ts';
import { isFiniteVerb, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isWord, type Token } from './tokens.ts';

const CONJUNCTIONS = new Set([
  'ob',
  'wenn',
  'falls',
  'nachdem',
  'bevor',
  'sobald',
  'solange',
  'sodass',
  'obgleich',
  'sofern',
  'indem',
  'seitdem',
  'damit',
]);
/** Words that belong to the conjunction („als ob“, „auch wenn“, „nur wenn“) or already end a clause. */
const NO_COMMA_AFTER = new Set([
  'als',
  'wie',
  'auch',
  'nur',
  'selbst',
  'sogar',
  'außer',
  'erst',
  'gerade',
  'und',
  'oder',
  'aber',
  'sondern',
  'denn',
  'doch',
  'je',
  'so',
  'vor',
  'allem',
  'besonders',
  'vor allem',
  'zumal',
  'bzw',
  'ob',
  'dass',
  'weil',
  'wenn',
]);
const RELATIVE = new Set([
  'der',
  'die',
  'das',
  'dem',
  'den',
  'denen',
  'dessen',
  'deren',
  'welcher',
  'welche',
  'welches',
  'welchem',
  'welchen',
  'wo',
  'was',
]);
const OPENERS = new Set([
  'wenn',
  'weil',
  'obwohl',
  'dass',
  'als',
  'nachdem',
  'bevor',
  'falls',
  'ob',
  'sobald',
  'solange',
  'während',
  'da',
  'seit',
  'seitdem',
  'obgleich',
  'sofern',
]);

const wordOf = (token: Token) => (token.sentenceStart ? lowerFirst(token.text) : token.text);

/** The clause after `from` up to the next mark; its last word must be a finite verb for a subordinate clause. */
function endsInFiniteVerb(morphology: Morphology, tokens: Token[], from: number): boolean {
  let last: Token | undefined;
  for (let index = from; index < tokens.length && index < from + 30; index++) {
    const token = tokens[index]!;
    if (token.kind === 'mark' || (index > from && token.sentenceStart)) break;
    last = token;
  }
  return last !== undefined && last !== tokens[from] && isFiniteVerb(morphology, last, { allowInfinitive: true });
}

export const commaConjunctionRule: MorphologyRule = {
  id: 'comma-subordinate-clause',
  reason: 'Grammatik: Komma vor Nebensatz',
  find: (context) => findConjunctionCommas(context, commaConjunctionRule),
};

function findConjunctionCommas({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 1; index < tokens.length; index++) {
    const token = tokens[index]!;
    const before = tokens[index - 1]!;
    if (!isWord(token) || token.sentenceStart || !CONJUNCTIONS.has(token.text) || !isWord(before)) continue;
    if (NO_COMMA_AFTER.has(before.text.toLowerCase())) continue;
    // The clause must open with its subject („ob er kommt“, „wenn die Bahn streikt“): „damit“ is also
    // „with it“ („die damit zufrieden sind“), „wenn“ also stands in „wenn überhaupt“.
    const subject = tokens[index + 1];
    if (!isWord(subject) || !(SUBJECT_PRONOUNS[subject.text] || determinerOf(subject.text) || /^\p{Lu}/u.test(subject.text))) continue;
    if (!endsInFiniteVerb(morphology, tokens, index + 1)) continue;
    edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: rule.reason });
  }
  return edits;
}

export const commaClauseEndRule: MorphologyRule = {
  id: 'comma-clause-end',
  reason: 'Grammatik: Komma am Ende des Nebensatzes',
  find: (context) => findClauseEndCommas(context, commaClauseEndRule),
};

/**
 * Inside a clause opened by a relative pronoun after a comma, or by a conjunction at the start of the
 * sentence: the first place where a finite verb is directly followed by another finite verb is the
 * clause's end. The first verb must not be an infinitive or participle („kommen wird“, „gemacht hat“).
 */
function findClauseEndCommas({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token)) continue;
    const word = wordOf(token);
    const before = tokens[index - 1];
    const opens = (token.sentenceStart && OPENERS.has(word)) || (before?.kind === 'mark' && before.text === ',' && RELATIVE.has(word));
    if (!opens) continue;
    for (let at = index + 2; at + 1 < tokens.length && at < index + 25; at++) {
      const verb = tokens[at]!;
      const next = tokens[at + 1]!;
      if (verb.kind === 'mark' || verb.sentenceStart) break;
      if (!isFiniteVerb(morphology, verb) || !isFiniteVerb(morphology, next, { allowInfinitive: true })) continue;
      edits.push({ start: verb.start, end: verb.end, replacement: `${verb.text},`, rule: rule.id, reason: rule.reason });
      break;
    }
  }
  return edits;
}
