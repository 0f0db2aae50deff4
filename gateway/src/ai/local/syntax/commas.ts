/**
 * Commas the clause structure demands:
 * - before a subordinating conjunction („Ich weiß nicht ob er kommt“ → „nicht, ob“) when the clause
 *   it opens ends in a finite verb – dass, weil and obwohl are grammar.ts's (comma-before-conjunction);
 * - at the end of a relative or subordinate clause, where its final verb meets the main clause's verb
 *   („Der Mann, der dort steht ist mein Vater“ → „steht, ist“; „Wenn es regnet bleiben wir“).
 */
import {
  determinerOf,
  lowerFirst,
  SUBJECT_PRONOUNS,
  VERB_FINITE,
  VERB_INFINITIVE,
  VERB_PAST_PARTICIPLE,
  VERB_ZU_INFINITIVE,
  type Morphology,
} from '../morphology/index.ts';
import { isFiniteVerb, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isUpper, isWord, type Token } from './tokens.ts';

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
/** Question words opening an indirect question („Ich weiß nicht, wie das geht“): after a verb or „nicht“ only. */
const QUESTION_WORDS = new Set([
  'wie',
  'was',
  'warum',
  'wo',
  'wann',
  'wer',
  'wohin',
  'woher',
  'weshalb',
  'wieso',
  'welche',
  'welcher',
  'welches',
  'wen',
  'wem',
]);
/** Nouns after which „warum“, „wie“, „ob“ … open an indirect question: „der Grund, warum …“. */
const QUESTION_NOUNS = new Set(['Grund', 'Gründe', 'Frage', 'Fragen']);
const REASON_WORDS = new Set(['warum', 'weshalb', 'wieso', 'weswegen', 'wie', 'wann', 'wo']);
/** Verbs after which a question word opens an indirect question: „Ich weiß nicht, wie …“, „Er fragte, wo …“. */
const KNOWING_VERBS =
  /(wissen|fragen|erklären|zeigen|sagen|verstehen|überlegen|entscheiden|erzählen|beschreiben|herausfinden|klären|sehen|merken|erfahren|lernen|vergessen|zweifeln)$/;
/** Verbs after which a clause of its own may follow without „dass“: „Er sagte, er komme später.“ */
const SAYING_VERBS =
  /^(sagen|meinen|glauben|denken|hoffen|finden|behaupten|erklären|betonen|fürchten|vermuten|schätzen|wissen|ahnen|versichern|berichten|schreiben|antworten)$/;
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

const ANSWER_REASON = 'Grammatik: Komma nach „ja“, „nein“ am Satzanfang';
const CONTRAST_REASON = 'Grammatik: Komma vor „aber“, „denn“, „doch“ (Gegensatz, Begründung) und vor „desto“ (nach „je“)';

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
    if (!isWord(token) || token.sentenceStart || !isWord(before)) continue;
    // „Er sagte er komme später“, „Ich glaube es regnet“: a clause of its own after a verb of saying or thinking.
    const pronounClause =
      SUBJECT_PRONOUNS[token.text] !== undefined &&
      // The verb has its own subject before it („Ich glaube es …“; not „Das finde ich schade“).
      SUBJECT_PRONOUNS[tokens[index - 2]?.text.toLowerCase() ?? ''] !== undefined &&
      morphology.verbs(before.text).some((verb) => SAYING_VERBS.test(verb.lemma) && verb.forms & VERB_FINITE) &&
      isFiniteVerb(morphology, tokens[index + 1], { allowInfinitive: true }) &&
      !SUBJECT_PRONOUNS[tokens[index + 2]?.text ?? ''];
    if (pronounClause) {
      edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: rule.reason });
      continue;
    }
    // „Je früher desto besser“: „desto“ and „umso“ open the second part of „je …“.
    if ((token.text === 'desto' || token.text === 'umso') && before.text.toLowerCase() !== 'je') {
      let opened = false;
      for (let at = index - 1; at >= 0 && at > index - 15; at--) {
        const candidate = tokens[at]!;
        if (candidate.kind === 'mark' && /^[,;.!?:]$/.test(candidate.text)) break;
        if (isWord(candidate) && /^[Jj]e$/.test(candidate.text)) {
          opened = candidate.sentenceStart || tokens[at - 1]?.text === ',';
          break;
        }
      }
      if (opened)
        edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: CONTRAST_REASON });
      continue;
    }
    // „Ich wollte kommen aber ich hatte keine Zeit“, „Er bleibt zu Hause denn es regnet“: „aber“, „denn“,
    // „doch“ joining two main clauses – the second opens with its subject and its finite verb.
    if (['aber', 'denn', 'doch'].includes(token.text) && !NO_COMMA_AFTER.has(before.text.toLowerCase())) {
      const subject = tokens[index + 1];
      const verbAt = isWord(subject) && SUBJECT_PRONOUNS[subject.text] ? index + 2 : -1;
      if (verbAt > 0 && isFiniteVerb(morphology, tokens[verbAt]) && !SUBJECT_PRONOUNS[tokens[verbAt + 1]?.text ?? '']) {
        edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: CONTRAST_REASON });
        continue;
      }
    }
    // „klein aber fein“: „aber“ between two adjectives.
    if (token.text === 'aber' && isWord(tokens[index + 1])) {
      const adjective = (word: string) =>
        /^\p{Ll}/u.test(word) && morphology.isAdjectiveForm(word) && !morphology.isVerbForm(word, VERB_FINITE);
      const second = tokens[index + 1]!.text === 'nicht' ? tokens[index + 2] : tokens[index + 1];
      if (
        adjective(before.text) &&
        isWord(second) &&
        adjective(second.text) &&
        !['so', 'zu', 'sehr'].includes(tokens[index - 2]?.text ?? '')
      )
        edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: CONTRAST_REASON });
      continue;
    }
    // „nicht reich sondern arm“: „sondern“ always follows a comma.
    if (token.text === 'sondern' && !NO_COMMA_AFTER.has(before.text.toLowerCase())) {
      edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: rule.reason });
      continue;
    }
    // „Er kam um zu helfen“: an infinitive group with „um“, „ohne“, „statt“ … „zu“.
    // „sich um ein Praktikum bewerben“, „ohne Übersetzung zu lesen“: a preposition, not an infinitive group.
    const reflexiveBefore = ['mich', 'dich', 'sich', 'uns', 'euch'].includes(before.text);
    const bareNounAfter = token.text !== 'um' && isWord(tokens[index + 1]) && isUpper(tokens[index + 1]!.text);
    if (
      ['um', 'ohne', 'statt', 'anstatt'].includes(token.text) &&
      !reflexiveBefore &&
      !bareNounAfter &&
      !NO_COMMA_AFTER.has(before.text.toLowerCase()) &&
      infinitiveGroupAfter(morphology, tokens, index + 1)
    ) {
      edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: rule.reason });
      continue;
    }
    // „Ja das stimmt“, „Nein ich komme nicht“: an answer word at the sentence start before a clause.
    if (
      before.sentenceStart &&
      /^(Ja|Nein)$/.test(before.text) &&
      (SUBJECT_PRONOUNS[token.text] || ['das', 'der', 'die'].includes(token.text)) &&
      isFiniteVerb(morphology, tokens[index + 1])
    ) {
      edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: ANSWER_REASON });
      continue;
    }
    const question =
      QUESTION_WORDS.has(token.text) &&
      (before.text === 'nicht' ||
        morphology.verbs(before.text).some((verb) => KNOWING_VERBS.test(verb.lemma)) ||
        // „der Grund, warum …“, „die Frage, wie …“: nouns whose clause is an indirect question.
        (QUESTION_NOUNS.has(before.text) && REASON_WORDS.has(token.text)));
    if (!CONJUNCTIONS.has(token.text) && !question) continue;
    if (NO_COMMA_AFTER.has(before.text.toLowerCase()) && !(question && before.text === 'nicht')) continue;
    // The clause must open with its subject („ob er kommt“, „wenn die Bahn streikt“): „damit“ is also
    // „with it“ („die damit zufrieden sind“), „wenn“ also stands in „wenn überhaupt“.
    const subject = tokens[index + 1];
    if (!question && (!isWord(subject) || !(SUBJECT_PRONOUNS[subject.text] || determinerOf(subject.text) || /^\p{Lu}/u.test(subject.text))))
      continue;
    if (!endsInFiniteVerb(morphology, tokens, index + 1)) continue;
    edits.push({ start: before.start, end: before.end, replacement: `${before.text},`, rule: rule.id, reason: rule.reason });
  }
  return edits;
}

/** „um zu helfen“, „ohne ein Wort zu sagen“: „zu“ and an infinitive within the next few words, before any mark. */
function infinitiveGroupAfter(morphology: Morphology, tokens: Token[], from: number): boolean {
  for (let index = from; index + 1 < tokens.length && index < from + 8; index++) {
    const token = tokens[index]!;
    if (token.kind === 'mark') return false;
    if (token.text === 'zu' && isWord(tokens[index + 1]) && morphology.isVerbForm(tokens[index + 1]!.text, VERB_INFINITIVE)) return true;
    if (morphology.isVerbForm(token.text, VERB_ZU_INFINITIVE)) return true;
  }
  return false;
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
    // „…, das Freibad war überfüllt“: an article, no relative pronoun.
    const after = tokens[index + 1];
    if (!token.sentenceStart && isWord(after) && (isUpper(after.text) || morphology.isAdjectiveForm(after.text))) continue;
    for (let at = index + 2; at + 1 < tokens.length && at < index + 25; at++) {
      const verb = tokens[at]!;
      const next = tokens[at + 1]!;
      if (verb.kind === 'mark' || verb.sentenceStart) break;
      // A participle that is also a finite form („gehört“ of hören and gehören) is the main clause's verb
      // when no auxiliary follows it („…, der im Garten bellt gehört meinem Nachbarn“; not „… gehört hat“).
      const participle = morphology.isVerbForm(next.text, VERB_PAST_PARTICIPLE);
      const third = tokens[at + 2];
      const finiteParticiple =
        participle &&
        isWord(third) &&
        !AUXILIARY_FORMS.has(third.text) &&
        morphology.verbs(next.text).some((reading) => reading.forms & VERB_FINITE && !reading.detached);
      if (
        !isFiniteVerb(morphology, verb) ||
        (!finiteParticiple && !isFiniteVerb(morphology, next, { allowInfinitive: true })) ||
        (participle && !finiteParticiple)
      )
        continue;
      edits.push({ start: verb.start, end: verb.end, replacement: `${verb.text},`, rule: rule.id, reason: rule.reason });
      break;
    }
  }
  return edits;
}

/** Forms of haben, sein and werden that may follow a participle at a clause's end. */
const AUXILIARY_FORMS = new Set(
  'hat habe hast haben habt hatte hatten hattest hätte hätten ist bin bist sind seid war waren wäre wären wird werde wirst werden werdet wurde wurden würde würden worden'.split(
    ' ',
  ),
);

export const commaRelativeStartRule: MorphologyRule = {
  id: 'comma-relative-clause',
  reason: 'Grammatik: Komma vor Relativsatz',
  find: (context) => findRelativeStarts(context, commaRelativeStartRule),
};

const RELATIVE_PRONOUN_CELLS: Record<string, 'M' | 'F' | 'N' | 'P' | 'FP'> = {
  der: 'M',
  den: 'M',
  dem: 'M',
  die: 'FP',
  das: 'N',
  deren: 'FP',
  dessen: 'M',
  denen: 'P',
};

/**
 * „Das ist das Auto das mir gefällt.“ → „Auto, das“: a noun, then a relative pronoun of its gender or
 * number, then a clause that ends in a finite verb and has no other finite verb before it – and after
 * the pronoun no noun that it could be the article of („dem Mann das Buch gibt“ is not a relative clause).
 */
function findRelativeStarts({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 1; index + 2 < tokens.length; index++) {
    const pronoun = tokens[index]!;
    const noun = tokens[index - 1]!;
    if (!isWord(pronoun) || !isWord(noun) || pronoun.sentenceStart || !isUpper(noun.text) || noun.sentenceStart) continue;
    const kind = RELATIVE_PRONOUN_CELLS[pronoun.text];
    if (!kind) continue;
    const next = tokens[index + 1]!;
    // „der Frau das Buch“: an article of the next noun, not a relative pronoun.
    if (
      isWord(next) &&
      (isUpper(next.text) || morphology.isAdjectiveForm(next.text) || /^(ander|beid|meist|einzeln|übrig)/.test(next.text))
    )
      continue;
    // „die prozentmäßig höchste Teilnahme“: an article of a noun close behind, not a relative pronoun.
    const nounSoon = tokens.slice(index + 1, index + 4).find((candidate) => isWord(candidate) && isUpper(candidate.text));
    const article = determinerOf(pronoun.text);
    if (nounSoon && article && morphology.nouns(nounSoon.text).some((analysis) => analysis.cells & article.cells)) continue;
    const genders = new Set(
      morphology.nouns(noun.text).map((analysis) => (analysis.cells & 0x8888 && !(analysis.cells & 0x7777) ? 'P' : analysis.gender)),
    );
    if (genders.size !== 1) continue;
    const [gender] = [...genders];
    if (!gender || !kind.includes(gender)) continue;
    // The clause: up to the next mark; its last word a finite verb, no finite verb before that.
    let last = -1;
    for (let at = index + 1; at < tokens.length && at < index + 20; at++) {
      if (tokens[at]!.kind === 'mark' || tokens[at]!.sentenceStart) break;
      last = at;
    }
    if (last < index + 2) continue;
    // The clause ends at its finite verb: at the mark, or where the main clause's verb follows directly
    // („Das Buch das ich lese ist spannend“).
    let end = -1;
    for (let at = index + 2; at <= last; at++) {
      if (!isFiniteVerb(morphology, tokens[at], { allowInfinitive: at === last })) continue;
      if (at === last || isFiniteVerb(morphology, tokens[at + 1], { allowInfinitive: true })) end = at;
      break;
    }
    if (end < 0) continue;
    edits.push({ start: noun.start, end: noun.end, replacement: `${noun.text},`, rule: rule.id, reason: rule.reason });
  }
  return edits;
}
