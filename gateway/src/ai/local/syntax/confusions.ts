/**
 * Words that are confused with a word of the same sound, decided by the words around them:
 * das/dass by the clause („Sie sagte das er krank sei.“ → „, dass“), seid/seit by the verb near it
 * („Wir warten seid Montag“ → „seit“), tot/Tod, Gewehr/Gewähr, wider/wieder, war/wahr, fiel/viel,
 * den/denn, Leid/leid, mal/Mal, „mann“. Each only in its clear context; anything else stays.
 */
import { determinerOf, FUNCTION_WORDS, lowerFirst, SUBJECT_PRONOUNS, VERB_PAST_PARTICIPLE, type Morphology } from '../morphology/index.ts';
import { edit, isFiniteVerb, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isLower, isUpper, isWord, type Token } from './tokens.ts';

const SEIN_FORMS = new Set([
  'ist',
  'sind',
  'war',
  'waren',
  'wäre',
  'wären',
  'sei',
  'seien',
  'bin',
  'bist',
  'seid',
  'wird',
  'werden',
  'wurde',
  'wurden',
  'scheint',
  'bleibt',
  'blieb',
]);

const wordOf = (token: Token) => (token.sentenceStart ? lowerFirst(token.text) : token.text);

/** The tokens from `from` to the end of its clause (the next comma, semicolon or sentence end). */
function clauseFrom(tokens: Token[], from: number): Token[] {
  const clause: Token[] = [];
  for (let index = from; index < tokens.length && clause.length < 40; index++) {
    const token = tokens[index]!;
    if (token.kind === 'mark' && /^[,;.!?:]$/.test(token.text)) break;
    if (index > from && token.sentenceStart) break;
    clause.push(token);
  }
  return clause;
}

/** The clause around `index`: at most 20 words back to the last mark, and on to the next one. */
function clauseAround(tokens: Token[], index: number): Token[] {
  let start = index;
  while (start > 0 && index - start < 20 && !(tokens[start - 1]!.kind === 'mark' && /^[,;.!?:]$/.test(tokens[start - 1]!.text))) start--;
  return [...tokens.slice(start, index), ...clauseFrom(tokens, index)];
}

/** A neuter singular noun in the clause that ends at `end` (at most 15 words back). */
function neuterNounBefore(morphology: Morphology, tokens: Token[], end: number): boolean {
  // „Augsburg, das …“: a name right before the comma (a town, a firm) may be neuter too.
  const last = tokens[end - 1];
  if (isWord(last) && /^\p{Lu}/u.test(last.text) && !last.sentenceStart && !morphology.isKnownWord(last.text)) return true;
  for (let index = end - 1; index >= 0 && index > end - 15; index--) {
    const token = tokens[index]!;
    if (token.kind === 'mark' && /^[,;.!?:]$/.test(token.text)) return false;
    if (
      isWord(token) &&
      !token.sentenceStart &&
      /^\p{Lu}/u.test(token.text) &&
      morphology.nouns(token.text).some((noun) => noun.gender === 'N' && noun.cells & 0x4444)
    )
      return true;
  }
  return false;
}

/** A subordinate clause: a subject at its start and a finite verb at its end („er krank sei“). */
function isVerbFinalClause(morphology: Morphology, clause: Token[]): boolean {
  const first = clause[0];
  const last = clause[clause.length - 1];
  if (!isWord(first) || !isWord(last) || clause.length < 2) return false;
  const subject =
    SUBJECT_PRONOUNS[first.text] !== undefined ||
    SUBJECTS.has(first.text) ||
    (determinerOf(first.text) !== undefined && clause.length >= 3);
  // „ohne das Auto zu fahren“: an infinitive with „zu“, no clause of its own.
  if (clause[clause.length - 2]?.text === 'zu') return false;
  return subject && isFiniteVerb(morphology, last, { allowInfinitive: true }) && !SUBJECT_PRONOUNS[last.text];
}

export const dasDassRule: MorphologyRule = {
  id: 'das-dass',
  reason: 'Grammatik: „dass“ (Konjunktion) oder „das“ (Artikel, Pronomen)',
  find: (context) => findDasDass(context, dasDassRule),
};

function findDasDass({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token)) continue;
    const word = wordOf(token);
    const before = tokens[index - 1];
    const beforeWord = tokens[index - (before?.kind === 'mark' ? 2 : 1)];
    if (word === 'das') {
      const clause = clauseFrom(tokens, index + 1);
      // „so schlecht, das das Fest ausfiel“: „so“ + adjective, a comma, a clause ending in its verb.
      if (
        before?.text === ',' &&
        isWord(beforeWord) &&
        tokens[index - 3]?.text === 'so' &&
        (morphology.isAdjectiveForm(beforeWord.text) ||
          ['viel', 'oft', 'lange', 'sehr', 'weit', 'spät', 'früh'].includes(beforeWord.text)) &&
        clause.length >= 2 &&
        isFiniteVerb(morphology, clause[clause.length - 1], { allowInfinitive: true })
      ) {
        edits.push(edit(rule, token, 'dass'));
        continue;
      }
      // „so das er …“, „ohne das sie …“: conjunctions with „dass“.
      if (
        isWord(before) &&
        ['so', 'ohne', 'statt', 'anstatt'].includes(before.text) &&
        SUBJECTS.has(tokens[index + 1]?.text ?? '') &&
        isFiniteVerb(morphology, clause[clause.length - 1], { allowInfinitive: true })
      ) {
        edits.push(edit(rule, token, 'dass'));
        continue;
      }
      if (!isVerbFinalClause(morphology, clause)) continue;
      if (token.sentenceStart) {
        // „Das er kommt, ist klar.“ – a clause then a comma then the main verb.
        const after = tokens[index + 1 + clause.length];
        if (after?.text === ',' && isFiniteVerb(morphology, tokens[index + 2 + clause.length], { allowInfinitive: true }))
          edits.push(edit(rule, token, 'Dass'));
        continue;
      }
      // After a verb of saying or knowing („sagte das er“), with or without the comma; not after a
      // noun (a relative clause: „das Buch, das er liest“).
      // „Schade, das du …“: a capitalised first word of the sentence counts in lower case.
      if (!isWord(beforeWord) || !isLower(beforeWord.sentenceStart ? lowerFirst(beforeWord.text) : beforeWord.text)) continue;
      if (beforeWord.sentenceStart && morphology.isNoun(beforeWord.text)) continue;
      // Without a comma only after a verb („sagte das er“); after a comma also after „wichtig“, „klar“, „nicht“ …
      const verbBefore =
        morphology.isVerbForm(beforeWord.text) && !morphology.isAdjectiveForm(beforeWord.text) && !FUNCTION_WORDS.has(beforeWord.text);
      if (!verbBefore && before?.kind !== 'mark') continue;
      // „in einem Land lebt, das man nicht kennt“: a neuter noun earlier in the clause may be what „das“ refers to.
      if (before?.kind === 'mark' && neuterNounBefore(morphology, tokens, index - 1)) continue;
      if (before?.kind === 'mark') edits.push(edit(rule, token, 'dass'));
      else edits.push({ start: before!.start, end: token.end, replacement: `${before!.text}, dass`, rule: rule.id, reason: rule.reason });
      continue;
    }
    // „dass ist gut“: „dass“ before the verb is the pronoun.
    if (word === 'dass') {
      const next = tokens[index + 1];
      // „Das Haus, dass abgerissen wird“, „das Kind, dass den Unfall sah“: after a neuter noun and a comma, a
      // clause without a subject of its own – „dass“ is the relative pronoun. („Das Risiko, dass die Brücke
      // einstürzt“ has its subject and stays.)
      const noun = tokens[index - 2];
      if (
        before?.text === ',' &&
        isWord(noun) &&
        isUpper(noun.text) &&
        !noun.sentenceStart &&
        isWord(next) &&
        morphology.nouns(noun.text).length > 0 &&
        morphology.nouns(noun.text).every((analysis) => analysis.gender === 'N' && analysis.cells & 0x4444) &&
        // Singular: no plural form, or an article of the neuter singular before it („das Mädchen“).
        (morphology.nouns(noun.text).every((analysis) => !(analysis.cells & 0x8888)) ||
          ((determinerOf(tokens[index - 3]?.text ?? '')?.cells ?? 0) & 0x4444 &&
            !((determinerOf(tokens[index - 3]?.text ?? '')?.cells ?? 0) & 0x8888))) &&
        activeWithoutSubject(morphology, clauseFrom(tokens, index + 1))
      ) {
        const clause = clauseFrom(tokens, index + 1);
        const after = tokens[index + 1 + clause.length];
        if (clause.length >= 2 && isFiniteVerb(morphology, clause[clause.length - 1], { allowInfinitive: true }) && after?.text !== '?')
          edits.push(edit(rule, token, 'das'));
        continue;
      }
      if (
        isWord(next) &&
        ['ist', 'war', 'wäre', 'sind', 'waren', 'wird', 'kann', 'muss', 'hat', 'heißt', 'stimmt', 'geht'].includes(next.text)
      )
        edits.push(edit(rule, token, token.sentenceStart ? 'Das' : 'das'));
    }
  }
  return edits;
}

/**
 * A clause with an accusative object („den Unfall“, „ihn“) and nothing that could be its subject: active,
 * so its subject is the relative pronoun before it („das Kind, das den Unfall sah“). An impersonal passive
 * („das Gefühl, dass ihm geholfen wird“) has no accusative and is not taken.
 */
function activeWithoutSubject(morphology: Morphology, clause: Token[]): boolean {
  let accusative = false;
  for (let index = 0; index < clause.length; index++) {
    const token = clause[index]!;
    if (!isWord(token)) continue;
    const word = token.text;
    if (SUBJECTS.has(word) || SUBJECT_PRONOUNS[word]) return false;
    const determiner = determinerOf(word);
    if (determiner && determiner.cells & 0x000f) return false;
    if (isUpper(word) && !determinerOf(clause[index - 1]?.text ?? '')) {
      // A noun without an article may be a subject („dass Kinder spielen“); an adjective between is fine.
      if (!(index >= 2 && determinerOf(clause[index - 2]?.text ?? '') && morphology.isAdjectiveForm(clause[index - 1]!.text))) return false;
    }
    if (['ihn', 'mich', 'dich'].includes(word)) accusative = true;
    const next = clause[index + 1];
    if (
      determiner &&
      /en$/.test(word) &&
      isWord(next) &&
      morphology.nouns(next.text).some((noun) => noun.cells & 0x0010 && !(noun.cells & 0x8888))
    )
      accusative = true;
  }
  return accusative;
}

export const seitSeidRule: MorphologyRule = {
  id: 'seit-seid-verb',
  reason: 'Rechtschreibung: „seit“ (Zeit) oder „seid“ (sein)',
  find: (context) => findSeitSeid(context, seitSeidRule),
};

/** „seid“ in a clause that has another finite verb is the preposition: „Wir warten seid Montag“. */
function findSeitSeid({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token) || wordOf(token) !== 'seid') continue;
    const before = tokens[index - 1];
    if (isWord(before) && before.text.toLowerCase() === 'ihr') continue;
    const next = tokens[index + 1];
    // „Seid ihr …“: the verb.
    if (isWord(next) && next.text === 'ihr') continue;
    // The clause around it (bounded: at most 40 words back).
    let clauseStart = index;
    while (
      clauseStart > 0 &&
      index - clauseStart < 40 &&
      !(tokens[clauseStart - 1]!.kind === 'mark' && /^[,;.!?:]$/.test(tokens[clauseStart - 1]!.text))
    )
      clauseStart--;
    const clause = [...tokens.slice(clauseStart, index), ...clauseFrom(tokens, index + 1)];
    const otherVerb = clause.some(
      (candidate) => candidate !== token && isWord(candidate) && isFiniteVerb(morphology, candidate, { allowInfinitive: true }),
    );
    if (otherVerb && !clause.some((candidate) => candidate.text === 'ihr' || candidate.text === 'Ihr'))
      edits.push(edit(rule, token, token.sentenceStart ? 'Seit' : 'seit'));
  }
  // „Seit ihr morgen da?“, „Wie lange seit ihr schon hier?“: „seit ihr“ in a clause without another verb is „seid“.
  for (let index = 0; index + 1 < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token) || wordOf(token) !== 'seit' || tokens[index + 1]!.text !== 'ihr') continue;
    const clause = clauseFrom(tokens, index + 2);
    if (clause.some((candidate) => isFiniteVerb(morphology, candidate))) continue;
    edits.push(edit(rule, token, token.sentenceStart ? 'Seid' : 'seid'));
  }
  return edits;
}

export const confusionRule: MorphologyRule = {
  id: 'confusion',
  reason: 'Rechtschreibung: Verwechslung ähnlich klingender Wörter',
  find: (context) => findConfusions(context, confusionRule),
};

const ORDINAL_BEFORE_MAL = new Set(
  'jedes dieses nächstes letztes manches erstes zweites drittes viertes einziges ersten letzten zweiten dritten vierten nächsten'.split(
    ' ',
  ),
);
const SUBJECTS = new Set([
  'ich',
  'du',
  'er',
  'sie',
  'es',
  'wir',
  'ihr',
  'man',
  'niemand',
  'jemand',
  'keiner',
  'jeder',
  'alle',
  'alles',
  'viele',
  'einige',
  'nichts',
  'Sie',
]);
const TUN = new Set(['tut', 'tat', 'tun', 'täte', 'getan', 'taten']);
const WIEDER_CONTEXT_BEFORE = new Set(['immer', 'schon', 'nie', 'nicht', 'endlich', 'gleich', 'jetzt', 'bald', 'nun', 'heute', 'morgen']);
const WIEDER_CONTEXT_AFTER = new Set(['mal', 'da', 'einmal', 'zurück', 'gut', 'nach', 'zu', 'auf', 'in', 'aus', 'an']);
const TIME_NOUNS = new Set(['Jahres', 'Monats', 'Tages', 'Semesters', 'Jahrhunderts', 'Jahrzehnts', 'Quartals']);

function findConfusions({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token)) continue;
    const word = token.text;
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    const beforeWord = isWord(before) ? wordOf(before) : '';
    const nextWord = isWord(next) ? next.text : '';
    const put = (replacement: string) => edits.push(edit(rule, token, replacement));
    switch (word) {
      // „der Tot“, „den Tot“ → „Tod“; „ist tod“ → „tot“.
      case 'Tot':
        if (!token.sentenceStart && determinerOf(beforeWord)) put('Tod');
        break;
      // „Der Beifahrer war sofort Tod.“ → „tot“: after a form of „sein“ (adverbs between) at the clause's end, no article.
      case 'Tod': {
        // „…, dass das Opfer seit Tagen Tod war.“: the verb of „sein“ after it at a subordinate clause's end.
        if (
          !token.sentenceStart &&
          SEIN_FORMS.has(nextWord) &&
          !['wird', 'werden', 'wurde', 'wurden'].includes(nextWord) &&
          tokens[index + 2]?.kind === 'mark' &&
          isWord(before) &&
          !determinerOf(beforeWord) &&
          (!morphology.isAdjectiveForm(beforeWord) || ['lange', 'längst', 'schon', 'sofort', 'bereits'].includes(beforeWord)) &&
          !['und', 'oder', 'als', 'wie'].includes(beforeWord)
        ) {
          put('tot');
          break;
        }
        if (token.sentenceStart || next?.kind !== 'mark' || !/^[.!?,;]$/.test(next.text)) break;
        let at = index - 1;
        while (
          at > index - 4 &&
          isWord(tokens[at]) &&
          /^(sofort|schon|längst|fast|beinahe|bereits|wohl|vermutlich|offenbar|nicht|auch|seit|Tagen|Jahren|Wochen|Stunden|lange|klinisch|sicher)$/.test(
            tokens[at]!.text,
          )
        )
          at--;
        const verb = tokens[at];
        if (isWord(verb) && SEIN_FORMS.has(verb.text) && !['wird', 'werden', 'wurde', 'wurden'].includes(verb.text)) put('tot');
        break;
      }
      // „wieder Erwarten“, „wieder besseres Wissen“, „wieder Willen“ → „wider“ (against).
      case 'wieder':
      case 'Wieder':
        // „Das Ergebnis spiegelt die Stimmung wieder.“ → „wider“: the particle of „widerspiegeln“, „widerhallen“ at the clause's end.
        if (
          next?.kind === 'mark' &&
          // „immer wieder“, „schon wieder“ are „again“ (but „spiegelt … nicht wieder“ is the particle).
          !(WIEDER_CONTEXT_BEFORE.has(beforeWord) && beforeWord !== 'nicht') &&
          clauseAround(tokens, index).some(
            (candidate) =>
              isWord(candidate) &&
              /^(spiegel|spiegl|hall)/.test(candidate.text) &&
              isFiniteVerb(morphology, candidate, { allowInfinitive: true }),
          )
        ) {
          put('wider');
          break;
        }
        if (nextWord === 'Erwarten' || (nextWord === 'besseres' && tokens[index + 2]?.text === 'Wissen') || nextWord === 'Willen')
          put(word === 'Wieder' ? 'Wider' : 'wider');
        break;
      // „in großem Stiel“ → „Stil“ (the handle is no manner).
      case 'Stiel':
        if (
          ['großem', 'großen', 'gleichen', 'alten', 'neuen', 'eigenen'].includes(beforeWord) &&
          ['in', 'im'].includes(tokens[index - 2]?.text ?? '')
        )
          put('Stil');
        break;
      // „ein Leib Brot“ → „Laib“.
      case 'Leib':
        if (['ein', 'einen', 'zwei', 'drei', 'den', 'der', 'halben', 'halber'].includes(beforeWord) && /^(Brot|Brote|Käse)$/.test(nextWord))
          put('Laib');
        break;
      // „jemandem auf den Versen sein“ → „Fersen“.
      case 'Versen':
        if (
          beforeWord === 'den' &&
          tokens[index - 2]?.text === 'auf' &&
          (next?.kind === 'mark' || /^(sein|ist|sind|war|waren|bleiben|bleibt|blieb|heften|heftete)$/.test(nextWord)) &&
          clauseAround(tokens, index).some((candidate) =>
            /^(ist|sind|war|waren|bleibt|blieb|bleiben|sein|heftet|heftete|heften|geheftet)$/.test(candidate.text),
          )
        )
          put('Fersen');
        break;
      // Lower-case „tod“ is no word of its own (the noun is „Tod“): „ist schon lange tod“ → „tot“.
      case 'tod':
        put('tot');
        break;
      // „ohne Gewehr“, „Gewehr leisten“, „keine Gewehr“ → „Gewähr“.
      case 'Gewehr':
        if (
          ['ohne', 'keine', 'jede'].includes(beforeWord) ||
          ['leisten', 'übernehmen', 'übernimmt', 'geleistet', 'bieten'].includes(nextWord)
        )
          put('Gewähr');
        break;
      case 'wider':
        // „wider“ is a preposition before a noun („wider Willen“); before a verb it is „wieder“.
        if (
          WIEDER_CONTEXT_BEFORE.has(beforeWord) ||
          WIEDER_CONTEXT_AFTER.has(nextWord) ||
          (isWord(next) && isLower(next.text) && morphology.isVerbForm(next.text) && !determinerOf(next.text))
        )
          put('wieder');
        break;
        break;
      // „Das ist war“ → „wahr“; „nicht war?“ → „nicht wahr?“; „Es wahr schön“ → „war“.
      case 'war':
        if (SEIN_FORMS.has(beforeWord) && beforeWord !== 'war') put('wahr');
        else if (beforeWord === 'nicht' && next?.text === '?') put('wahr');
        // „Das ist doch nicht war.“: a second „war“ after „ist“ in one clause.
        else if (
          next?.kind === 'mark' &&
          ['nicht', 'doch', 'auch', 'wirklich', 'so', 'ja'].includes(beforeWord) &&
          clauseAround(tokens, index).some((candidate) => candidate !== token && SEIN_FORMS.has(candidate.text))
        )
          put('wahr');
        break;
      case 'wahr':
        if (before?.sentenceStart && SUBJECT_PRONOUNS[beforeWord] && !SEIN_FORMS.has(nextWord)) put('war');
        break;
      // „Er viel hin“ → „fiel“; „fiel Spaß“, „zu fiel“ → „viel“.
      case 'fiel':
        if (
          ['zu', 'sehr', 'so', 'wie', 'nicht', 'ziemlich', 'recht'].includes(beforeWord) ||
          ['mehr', 'zu', 'Spaß', 'Glück', 'Erfolg', 'Geld', 'Zeit'].includes(nextWord)
        )
          put('viel');
        break;
      case 'viel':
        // „Mir viel auf, dass …“, „Es viel ihm schwer“ → „fiel“.
        if (nextWord === 'auf' && tokens[index + 2]?.kind === 'mark' && /^(mir|ihm|ihr|uns|ihnen|es|das)$/.test(beforeWord)) {
          put('fiel');
          break;
        }
        if (
          /^(mir|ihm|ihr|uns|ihnen|dir)$/.test(nextWord) &&
          /^(schwer|leicht)$/.test(tokens[index + 2]?.text ?? '') &&
          /^(es|das)$/.test(beforeWord)
        ) {
          put('fiel');
          break;
        }
        if (
          SUBJECT_PRONOUNS[beforeWord] &&
          before?.sentenceStart &&
          ['hin', 'um', 'aus', 'herunter', 'runter', 'ab', 'auf', 'ein', 'mir', 'ihm', 'ihr', 'uns'].includes(nextWord) &&
          tokens[index + 2]?.kind === 'mark'
        )
          put('fiel');
        break;
      // „Was ist den los?“ → „denn“.
      case 'den':
        if (
          next?.text === '?' ||
          (['los', 'nun', 'eigentlich', 'überhaupt'].includes(nextWord) &&
            isFiniteVerb(morphology, tokens[index - 2], { allowInfinitive: true }))
        )
          put('denn');
        break;
      // „Urlaub am mehr“ → „Meer“: „mehr“ right after a contraction of the article („am“, „ans“, „vom“, „zum“).
      case 'mehr':
        if (
          ['am', 'ans', 'vom', 'zum', 'übers', 'ums'].includes(beforeWord) &&
          (next?.kind === 'mark' || !isWord(next) || !isLower(next.text))
        )
          put('Meer');
        break;
      // „Der Hund bis den Briefträger“ → „biss“: „bis“ as the only verb of a clause, before its object.
      case 'bis':
        if (
          ['ihn', 'mich', 'dich', 'sie', 'den', 'einen', 'die', 'das', 'ihm', 'mir'].includes(nextWord) &&
          isWord(before) &&
          (SUBJECT_PRONOUNS[beforeWord] || (/^\p{Lu}/u.test(before.text) && !before.sentenceStart && morphology.isNoun(before.text))) &&
          !clauseAround(tokens, index).some(
            (candidate) => candidate !== token && isFiniteVerb(morphology, candidate, { allowInfinitive: true }),
          )
        )
          put('biss');
        break;
      // „Ich sehe in morgen“ → „ihn“: „in“ after a verb or its subject, before an adverb – no place follows.
      case 'in':
        if (
          /^(heute|gestern|morgen|nicht|nie|oft|jetzt|bald|sofort|gleich|schon|noch|auch|gern|gerne|wieder)$/.test(nextWord) &&
          isWord(before) &&
          isFiniteVerb(morphology, before, { allowInfinitive: true }) &&
          !SEIN_FORMS.has(beforeWord) &&
          // Then the clause ends or its verb follows („Ich habe in gestern getroffen“), not „in nicht allzu großer Entfernung“.
          (tokens[index + 2]?.kind === 'mark' ||
            (isWord(tokens[index + 2]) &&
              isLower(tokens[index + 2]!.text) &&
              morphology.isVerbForm(tokens[index + 2]!.text) &&
              !morphology.isAdjectiveForm(tokens[index + 2]!.text)))
        )
          put('ihn');
        break;
      // „stadt zu gehen“: lower-case „stadt“ is „statt“.
      case 'stadt':
        put('statt');
        break;
      // „zum ersten Mahl“ → „Mal“.
      case 'Mahl':
        if (ORDINAL_BEFORE_MAL.has(beforeWord)) put('Mal');
        break;
      // „eine ernste Mine machen“, „keine Mine verziehen“ → „Miene“.
      case 'Mine':
        if (
          clauseAround(tokens, index).some((candidate) => isWord(candidate) && /^(mach|verzieh|verzog|aufsetz|setzt)/.test(candidate.text))
        )
          put('Miene');
        break;
      // „auf diese Waise“ → „Weise“.
      case 'Waise':
        if (['diese', 'jede', 'keine', 'andere', 'gleiche', 'ähnliche', 'folgende', 'welche'].includes(beforeWord)) put('Weise');
        break;
      // „eine Leere machen“ → „Lehre“ (the apprenticeship).
      case 'Leere':
        if (
          clauseAround(tokens, index).some(
            (candidate) =>
              isWord(candidate) &&
              /^(mach|begonnen|beginn|absolvier|abschließ|abgeschlossen|angefangen|anfang|gemacht)/.test(candidate.text),
          )
        )
          put('Lehre');
        break;
      // „Er fast das Glas an“ → „fasst“: after „er“, „sie“, „es“ at a clause's start, before an object.
      case 'fast':
        if (
          ['er', 'sie', 'es', 'ihr'].includes(beforeWord) &&
          (before?.sentenceStart || tokens[index - 2]?.text === ',') &&
          (determinerOf(nextWord) || ['ihn', 'sie', 'es', 'mich', 'dich', 'uns', 'euch', 'nach', 'an', 'zu', 'zusammen'].includes(nextWord))
        )
          put('fasst');
        break;
      // „Er ist Schuld.“ → „schuld“ (the adjective after „sein“ at the clause's end), also „ist Schuld daran“.
      case 'Schuld':
        if (
          SEIN_FORMS.has(beforeWord) &&
          ['an', 'daran', 'am'].includes(nextWord) &&
          !['wird', 'werden', 'wurde', 'wurden'].includes(beforeWord)
        ) {
          put('schuld');
          break;
        }
        if (
          next?.kind === 'mark' &&
          /^[.!?,]$/.test(next.text) &&
          (SEIN_FORMS.has(beforeWord) ||
            (['nicht', 'auch', 'selbst', 'allein', 'mit'].includes(beforeWord) &&
              tokens.slice(Math.max(0, index - 4), index).some((candidate) => SEIN_FORMS.has(candidate.text))))
        )
          put('schuld');
        break;
      // „auf der anderen Saite“ → „Seite“ (the string of an instrument is meant only near one).
      case 'Saite':
        if (
          ['anderen', 'einen', 'beiden', 'rechten', 'linken'].includes(beforeWord) &&
          !clauseAround(tokens, index).some((candidate) =>
            /^(Gitarre|Geige|Harfe|Instrument|Cello|Bass|Klavier|Saiten)/.test(candidate.text),
          )
        )
          put('Seite');
        break;
      // „Kaffee malen“ → „mahlen“.
      case 'malen':
      case 'gemalen':
        if (clauseAround(tokens, index).some((candidate) => /^(Kaffee|Mehl|Getreide|Korn|Körner|Mühle|Pfeffer)/.test(candidate.text)))
          put(word === 'malen' ? 'mahlen' : 'gemahlen');
        break;
      // „ein Paar Tage“ → „ein paar Tage“ (a few), but „ein Paar Schuhe“ (a pair).
      case 'Paar':
        if (
          beforeWord === 'ein' &&
          isWord(next) &&
          /^(Tage|Wochen|Monate|Jahre|Minuten|Stunden|Sekunden|Leute|Menschen|Freunde|Euro|Mal|Fragen|Worte|Wörter|Bilder|Fotos|Kilometer|Meter|Schritte|Dinge|Sachen)$/.test(
            next.text,
          )
        )
          put('paar');
        break;
      // „Hohl mir das Buch“ → „Hol“ (the imperative of „holen“).
      case 'Hohl':
        if (
          token.sentenceStart &&
          ['mir', 'uns', 'ihm', 'ihr', 'dir', 'bitte', 'doch', 'mal', 'den', 'die', 'das', 'ihn', 'sie'].includes(nextWord)
        )
          put('Hol');
        break;
      // „Er ist einen Apfel“ → „isst“ (not „ist einen Umweg gegangen“).
      case 'ist':
        if (nextWord === 'einen' && SUBJECT_PRONOUNS[beforeWord]) {
          const clause = clauseFrom(tokens, index + 1);
          const last = clause[clause.length - 1];
          if (!(isWord(last) && morphology.isVerbForm(last.text, VERB_PAST_PARTICIPLE))) put('isst');
        }
        break;
      // „ein Lid singen“ → „Lied“.
      case 'Lid':
        if (clauseAround(tokens, index).some((candidate) => /^(sing|sang|gesungen|summ|spiel|hör|komponier)/.test(candidate.text)))
          put('Lied');
        break;
      // „weil mann arbeiten muss“: „Mann“ is the noun, lower-case „mann“ the pronoun „man“.
      case 'mann':
        put('man');
        break;
      // „Es tut mir Leid“ → „leid“.
      case 'Leid':
        if (
          TUN.has(beforeWord) ||
          tokens.slice(Math.max(0, index - 4), index).some((candidate) => TUN.has(candidate.text)) ||
          (['mir', 'ihm', 'ihr', 'uns', 'euch', 'ihnen', 'dir'].includes(beforeWord) &&
            (TUN.has(nextWord) || TUN.has(tokens[index - 2]?.text ?? '')))
        )
          put('leid');
        break;
      // „zum ersten mal“, „jedes mal“ → „Mal“.
      case 'mal':
        if (ORDINAL_BEFORE_MAL.has(beforeWord)) put('Mal');
        break;
      // „Ende diesen Jahres“ → „dieses“.
      case 'diesen':
        if (
          TIME_NOUNS.has(nextWord) &&
          ['Ende', 'Anfang', 'Mitte', 'Beginn', 'Laufe', 'Verlauf'].includes(isWord(before) ? before.text : '')
        )
          put('dieses');
        break;
    }
  }
  return edits;
}
