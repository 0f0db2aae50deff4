/**
 * The perfect of verbs of motion and change takes „sein“: „Ich habe nach Hause gegangen“ → „bin“.
 * Only verbs that never take „haben“ (not „fahren“, „laufen“, „fliegen“: „Ich habe das Auto gefahren“),
 * and only when their participle ends the clause of that „haben“ form.
 */
import { determinerOf, VERB_PAST_PARTICIPLE } from '../morphology/index.ts';
import { edit, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isWord } from './tokens.ts';

const HABEN_TO_SEIN: Record<string, string> = {
  habe: 'bin',
  hast: 'bist',
  hat: 'ist',
  haben: 'sind',
  habt: 'seid',
  hatte: 'war',
  hattest: 'warst',
  hatten: 'waren',
  hattet: 'wart',
  hätte: 'wäre',
  hätten: 'wären',
};
/** Verbs whose perfect is only ever formed with „sein“ (with their separable and prefixed forms). */
const SEIN_VERBS =
  /(?:^|[a-zäöü])(gehen|kommen|sterben|bleiben|werden|geschehen|gelingen|wachsen|aufstehen|einschlafen|aufwachen|reisen|steigen|sinken|erscheinen|verschwinden|entstehen|begegnen|passieren|umziehen|ausziehen|einziehen|aufwachsen|landen|explodieren|eintreten|zurückkehren|abreisen|auswandern)$/;
const MOTION_VERBS = /^(fahren|fliegen|laufen|reiten|schwimmen|segeln|rudern|springen|rennen|joggen|wandern|klettern|radeln)$/;
const DIRECTIONS = new Set(['nach', 'zum', 'zur', 'ins', 'in', 'durch', 'über', 'um', 'bis', 'heim', 'weg', 'nachhause', 'hin']);
const CLAUSE_BREAKS = new Set(['und', 'oder', 'aber', 'als', 'weil', 'dass', 'wenn']);
const NOT_SEIN = /^(be|emp|ge|ver)(kommen|gehen)$|^(bekommen|vergehen|begehen|übergehen|hintergehen|umgehen|umkommen)$/;

export const auxiliaryRule: MorphologyRule = {
  id: 'perfect-auxiliary',
  reason: 'Grammatik: Perfekt mit „sein“ (Verb der Bewegung oder Veränderung)',
  find: (context) => findAuxiliaries(context, auxiliaryRule),
};

function findAuxiliaries({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token)) continue;
    const word = token.sentenceStart ? token.text.toLowerCase() : token.text;
    const sein = HABEN_TO_SEIN[word];
    if (!sein) continue;
    // The participle at the end of the clause (at most 12 words on).
    let last = index;
    for (let at = index + 1; at < tokens.length && at < index + 12; at++) {
      if (tokens[at]!.kind === 'mark' || tokens[at]!.sentenceStart || CLAUSE_BREAKS.has(tokens[at]!.text)) break;
      last = at;
    }
    const participle = tokens[last];
    if (!isWord(participle) || last === index) continue;
    const verbs = morphology.verbs(participle.text).filter((verb) => verb.forms & VERB_PAST_PARTICIPLE);
    // „fahren“, „fliegen“, „laufen“ … with „sein“ when they go somewhere and carry nothing („Ich habe
    // gestern nach Berlin gefahren“), with „haben“ when they have an object („Ich habe das Auto gefahren“).
    const between = tokens.slice(index + 1, last);
    const direction = between.some((candidate) => DIRECTIONS.has(candidate.text));
    let object = false;
    for (let at = index + 1; at < last; at++) {
      const candidate = tokens[at]!;
      const thing = isWord(candidate) && (determinerOf(candidate.text) !== undefined || /^\p{Lu}/u.test(candidate.text));
      if (thing && !DIRECTIONS.has(tokens[at - 1]!.text) && !determinerOf(tokens[at - 1]!.text)) object = true;
    }
    const motion = verbs.every((verb) => MOTION_VERBS.test(verb.lemma)) && direction && !object;
    // „Er hat krank gewesen“: the perfect of „sein“ itself.
    const perfectOfSein = participle.text === 'gewesen';
    if (
      verbs.length === 0 ||
      !(perfectOfSein || motion || verbs.every((verb) => SEIN_VERBS.test(verb.lemma) && !NOT_SEIN.test(verb.lemma)))
    )
      continue;
    // „Ich habe mich verlaufen“-like reflexives and objects: a reflexive pronoun means „haben“.
    if (tokens.slice(index + 1, last).some((between) => ['mich', 'dich', 'sich', 'uns', 'euch'].includes(between.text))) continue;
    edits.push(edit(rule, token, token.sentenceStart ? sein.charAt(0).toUpperCase() + sein.slice(1) : sein));
  }
  return edits;
}
