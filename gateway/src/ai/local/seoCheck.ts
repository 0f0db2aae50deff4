/**
 * SEO Self Made: checks of the user's own title, description, text and focus keyword, with a score
 * and concrete German suggestions ("du"). Computed entirely here, no model involved; the thresholds
 * are the usual ones of German SEO tools (Google cuts titles at ~60 characters and descriptions at
 * ~155, a focus keyword density between 0.5 and 2.5 % reads natural, 300 words is the minimum for an
 * article that should rank).
 */
import { seoLimits } from 'portal-contract';
import { readability, type ReadabilityLabel } from './readability.ts';
import { splitParagraphs, splitSentences, tokenizeWords } from './sentences.ts';
import { stemGerman } from './stem.ts';

export interface SeoCheckInput {
  title: string;
  description: string;
  text: string;
  focusKeyword: string;
}
export interface SeoCheck {
  id: SeoCheckId;
  label: string;
  passed: boolean;
  suggestion?: string;
}
export interface SeoCheckResult {
  score: number;
  readability: { flesch: number; label: ReadabilityLabel };
  checks: SeoCheck[];
}
export type SeoCheckId =
  | 'title-length'
  | 'description-length'
  | 'focus-keyword'
  | 'keyword-in-title'
  | 'keyword-in-description'
  | 'keyword-in-intro'
  | 'keyword-density'
  | 'text-length'
  | 'readability'
  | 'sentence-length'
  | 'passive-voice';

export const SEO_RULES = {
  titleMin: 30,
  titleMax: seoLimits.title,
  descriptionMin: 70,
  descriptionMax: seoLimits.description,
  densityMin: 0.5,
  densityMax: 2.5,
  minWords: 300,
  minFlesch: 50,
  longSentenceWords: 20,
  maxLongSentenceShare: 0.25,
  maxPassiveShare: 0.2,
} as const;

/** How much each check counts towards the score (sums to 100). */
const WEIGHTS: Record<SeoCheckId, number> = {
  'title-length': 14,
  'description-length': 10,
  'focus-keyword': 6,
  'keyword-in-title': 14,
  'keyword-in-description': 9,
  'keyword-in-intro': 9,
  'keyword-density': 10,
  'text-length': 10,
  readability: 8,
  'sentence-length': 6,
  'passive-voice': 4,
};

export function checkSeo(input: SeoCheckInput): SeoCheckResult {
  const title = input.title.trim();
  const description = input.description.trim();
  const text = input.text.trim();
  const keyword = input.focusKeyword.trim();
  const checks: SeoCheck[] = [];
  const add = (id: SeoCheckId, label: string, passed: boolean, suggestion: string) =>
    checks.push(passed ? { id, label, passed } : { id, label, passed, suggestion });

  const titleLength = [...title].length;
  add(
    'title-length',
    `Titellänge (${SEO_RULES.titleMin}–${SEO_RULES.titleMax} Zeichen)`,
    titleLength >= SEO_RULES.titleMin && titleLength <= SEO_RULES.titleMax,
    titleLength === 0
      ? 'Gib einen SEO-Titel ein – er ist die Überschrift deines Suchergebnisses.'
      : titleLength > SEO_RULES.titleMax
        ? `Dein Titel hat ${titleLength} Zeichen. Kürze ihn auf höchstens ${SEO_RULES.titleMax}, sonst schneidet Google ihn ab.`
        : `Dein Titel hat nur ${titleLength} Zeichen. Nutze den Platz bis ${SEO_RULES.titleMax} Zeichen für eine aussagekräftige Überschrift.`,
  );

  const descriptionLength = [...description].length;
  add(
    'description-length',
    `Länge der Beschreibung (${SEO_RULES.descriptionMin}–${SEO_RULES.descriptionMax} Zeichen)`,
    descriptionLength >= SEO_RULES.descriptionMin && descriptionLength <= SEO_RULES.descriptionMax,
    descriptionLength === 0
      ? 'Schreib eine Beschreibung – sonst wählt Google selbst einen Ausschnitt aus deinem Text.'
      : descriptionLength > SEO_RULES.descriptionMax
        ? `Deine Beschreibung hat ${descriptionLength} Zeichen. Kürze sie auf höchstens ${SEO_RULES.descriptionMax}, damit sie nicht abgeschnitten wird.`
        : `Deine Beschreibung hat nur ${descriptionLength} Zeichen. Mindestens ${SEO_RULES.descriptionMin} Zeichen machen Lust auf den Klick.`,
  );

  add(
    'focus-keyword',
    'Fokus-Keyword festgelegt',
    keyword.length > 0,
    'Leg ein Fokus-Keyword fest: den Begriff, unter dem dein Artikel gefunden werden soll.',
  );
  const noKeyword = 'Leg zuerst ein Fokus-Keyword fest.';
  add(
    'keyword-in-title',
    'Fokus-Keyword im Titel',
    keyword.length > 0 && containsKeyword(title, keyword),
    keyword ? `Bau „${keyword}“ in deinen Titel ein, am besten weit vorne.` : noKeyword,
  );
  add(
    'keyword-in-description',
    'Fokus-Keyword in der Beschreibung',
    keyword.length > 0 && containsKeyword(description, keyword),
    keyword ? `Nenn „${keyword}“ auch in der Beschreibung.` : noKeyword,
  );
  const intro = splitParagraphs(text).find((paragraph) => tokenizeWords(paragraph).length >= 8) ?? splitParagraphs(text)[0] ?? '';
  add(
    'keyword-in-intro',
    'Fokus-Keyword im ersten Absatz',
    keyword.length > 0 && containsKeyword(intro, keyword),
    keyword ? `Erwähne „${keyword}“ schon im ersten Absatz deines Textes.` : noKeyword,
  );

  const words = tokenizeWords(text);
  const density = keyword ? keywordDensity(words, keyword) : 0;
  const densityText = density.toLocaleString('de-DE', { maximumFractionDigits: 1 });
  add(
    'keyword-density',
    `Keyword-Dichte (${fmt(SEO_RULES.densityMin)}–${fmt(SEO_RULES.densityMax)} %)`,
    keyword.length > 0 && density >= SEO_RULES.densityMin && density <= SEO_RULES.densityMax,
    !keyword
      ? noKeyword
      : density < SEO_RULES.densityMin
        ? `„${keyword}“ macht nur ${densityText} % deines Textes aus. Verwende es (oder Abwandlungen davon) noch ein paar Mal.`
        : `„${keyword}“ macht ${densityText} % deines Textes aus. Das wirkt schnell überoptimiert – ersetze einige Nennungen durch Synonyme.`,
  );

  add(
    'text-length',
    `Textlänge (mindestens ${SEO_RULES.minWords} Wörter)`,
    words.length >= SEO_RULES.minWords,
    `Dein Text hat ${words.length} Wörter. Für ein gutes Ranking empfehlen wir mindestens ${SEO_RULES.minWords}.`,
  );

  const score = readability(text);
  add(
    'readability',
    `Lesbarkeit (Flesch-Wert ab ${SEO_RULES.minFlesch})`,
    words.length > 0 && score.flesch >= SEO_RULES.minFlesch,
    words.length === 0
      ? 'Gib deinen Text ein, damit wir die Lesbarkeit prüfen können.'
      : `Flesch-Wert ${score.flesch} (${score.label}). Schreib kürzere Sätze und ersetze lange Wörter, wo es geht.`,
  );

  const sentences = splitSentences(text);
  const long = sentences.filter((sentence) => tokenizeWords(sentence).length > SEO_RULES.longSentenceWords);
  const longShare = sentences.length ? long.length / sentences.length : 0;
  add(
    'sentence-length',
    `Satzlänge (höchstens ${Math.round(SEO_RULES.maxLongSentenceShare * 100)} % über ${SEO_RULES.longSentenceWords} Wörter)`,
    sentences.length > 0 && longShare <= SEO_RULES.maxLongSentenceShare,
    sentences.length === 0
      ? 'Gib deinen Text ein, damit wir die Satzlänge prüfen können.'
      : `${long.length} von ${sentences.length} Sätzen haben mehr als ${SEO_RULES.longSentenceWords} Wörter. Teil sie auf, z. B.: „${shorten(long[0] ?? '', 80)}“`,
  );

  const passive = sentences.filter(isPassive);
  const passiveShare = sentences.length ? passive.length / sentences.length : 0;
  add(
    'passive-voice',
    `Passiv sparsam verwenden (höchstens ${Math.round(SEO_RULES.maxPassiveShare * 100)} % der Sätze)`,
    sentences.length > 0 && passiveShare <= SEO_RULES.maxPassiveShare,
    sentences.length === 0
      ? 'Gib deinen Text ein, damit wir ihn auf Passiv prüfen können.'
      : `${passive.length} von ${sentences.length} Sätzen stehen im Passiv. Sag öfter, wer handelt: „Der Stadtrat beschließt …“ statt „Es wird beschlossen …“.`,
  );

  const total = checks.reduce((sum, check) => sum + (check.passed ? WEIGHTS[check.id] : 0), 0);
  return { score: Math.round(total), readability: { flesch: score.flesch, label: score.label }, checks };
}

function fmt(value: number): string {
  return value.toLocaleString('de-DE');
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trimEnd()} …`;
}

/** Word keys for matching: lower case, umlauts folded, stemmed ("Straßenbahnen" → "strassenbah"). */
function keys(words: string[]): string[] {
  return words.map((word) => stemGerman(word));
}

/**
 * Whether the keyword occurs in the text: all its words in sequence, by stem, where the last word
 * may also start a compound ("Straßenbahn" in "Straßenbahnlinie").
 */
export function containsKeyword(text: string, keyword: string): boolean {
  return countKeyword(keys(tokenizeWords(text)), keys(tokenizeWords(keyword))) > 0;
}

function countKeyword(textKeys: string[], keywordKeys: string[]): number {
  if (keywordKeys.length === 0) return 0;
  let count = 0;
  for (let start = 0; start + keywordKeys.length <= textKeys.length; start++) {
    const matches = keywordKeys.every((key, offset) => {
      const word = textKeys[start + offset] as string;
      return word === key || (offset === keywordKeys.length - 1 && key.length >= 4 && word.startsWith(key));
    });
    if (matches) count++;
  }
  return count;
}

/** Share of the text's words that belong to occurrences of the keyword, in percent. */
export function keywordDensity(words: string[], keyword: string): number {
  if (words.length === 0) return 0;
  const keywordKeys = keys(tokenizeWords(keyword));
  return (countKeyword(keys(words), keywordKeys) * keywordKeys.length * 100) / words.length;
}

const WERDEN = /^(wird|werden|wurde|wurden|worden|werde|wirst|würde|würden)$/i;
/** Past participles: "ge…t/en" (also after a separable prefix) or an inseparable prefix plus "-t". */
const PARTICIPLE = /^(\p{Ll}*ge\p{Ll}{2,}(t|en)|(be|ver|er|ent|zer|über|unter|miss)\p{Ll}{2,}t)$/u;

/** A form of "werden" together with a past participle in the same sentence: a rough passive test. */
function isPassive(sentence: string): boolean {
  // No participle is longer than this; the participle pattern backtracks over a long word's every „ge“.
  const words = tokenizeWords(sentence).filter((word) => word.length <= 64);
  const auxiliary = words.findIndex((word) => WERDEN.test(word));
  return auxiliary >= 0 && words.some((word, index) => index !== auxiliary && PARTICIPLE.test(word));
}
