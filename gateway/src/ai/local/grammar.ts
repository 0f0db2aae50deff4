/**
 * The common German errors editors make, as a table of rules with a German reason each: doubled
 * words, missing spaces after punctuation, apostrophes in genitive and plural, seit/seid, wider/wieder
 * in fixed words, house forms (E-Mail, Standard), „bzw.“, dashes in number ranges, the comma before
 * „dass“, „weil“ and „obwohl“, and capitals after a sentence end. Typography (quotes, spaces before
 * punctuation, spaced abbreviations) is typography.ts; it runs first.
 *
 * Every rule is written so that it cannot make a right text wrong: it matches only the clear case
 * and leaves anything doubtful alone (a known variant gets its house form or stays, never the
 * nearest dictionary word). The corpus test measures how well that holds.
 */
import type { RedactChange } from '../provider.ts';

export interface GrammarRule {
  id: string;
  /** German, shown beside the change: „Grammatik: …“, „Rechtschreibung: …“, „Typografie: …“. */
  reason: string;
  pattern: RegExp;
  /** The replacement of one match, or null to leave it (a case the pattern cannot rule out). */
  replace: (match: RegExpExecArray) => string | null;
}

const LETTER = '\\p{L}';
/** Words that may legitimately stand twice in a row („dass das das Beste ist“, „weil sie sie kennt“). */
const MAY_REPEAT = new Set(['das', 'sie']);
/** After a comma these may start a relative clause: „der Mann, der der Frau half“. */
const RELATIVE_PRONOUNS = new Set(['der', 'die', 'das', 'den', 'dem', 'deren', 'dessen', 'denen']);
/** Words after which „dass“, „weil“ or „obwohl“ takes no comma of its own („so dass“, „vor allem weil“). */
const NO_COMMA_BEFORE = new Set(
  'so ohne als und oder aber sondern auch nur gerade eben statt anstatt außer bis nicht vor zumal allem schon doch erst eher zwar'.split(
    ' ',
  ),
);
/** Time words after which „seid“ must be „seit“. */
const TIME_AFTER_SEIT =
  'wann jeher gestern heute vorgestern langem kurzem Jahren Monaten Wochen Tagen Stunden Jahrzehnten Beginn Anfang Ende Mitte Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Januar Februar März April Mai Juni Juli August September Oktober November Dezember dem der einem einer über ihrer ihrem seiner seinem unserer unserem meiner dieser diesem vielen wenigen etwa mehr knapp rund fast'.replace(
    / /g,
    '|',
  );
/** Adjectives of a sentence-initial imperative „Seid vorsichtig!“ that „Seit“ cannot start. */
const IMPERATIVE_AFTER_SEID =
  'willkommen|vorsichtig|leise|ruhig|bereit|gespannt|pünktlich|aufmerksam|herzlich|dabei|still|mutig|nett|froh|stolz';
/** Nouns whose plural is written with an apostrophe by mistake („Auto's“). */
const APOSTROPHE_PLURALS =
  'Auto|Info|Foto|Handy|Kita|Kino|Taxi|Hobby|Party|Video|Radio|Baby|Oma|Opa|Kanu|Lkw|Pkw|CD|DVD|T-Shirt|Tablet|Laptop|Ticket|Team|Song|Show|Club|Job|Hotel|Computer|Smartphone|Pizza|Café|Shop|Event';

export const GRAMMAR_RULES: readonly GrammarRule[] = [
  {
    id: 'doubled-word',
    reason: 'Grammatik: doppeltes Wort',
    pattern: new RegExp(`(, )?(?<![${LETTER}-])([${LETTER}]{2,}) \\2(?![${LETTER}-])`, 'giu'),
    replace: ([, comma, word]) =>
      MAY_REPEAT.has(word!.toLowerCase()) || (comma && RELATIVE_PRONOUNS.has(word!.toLowerCase())) ? null : `${comma ?? ''}${word}`,
  },
  {
    id: 'missing-space-after-punctuation',
    reason: 'Typografie: Leerzeichen nach Satzzeichen',
    // A word (or, before a comma, a score like 2:0), then , ; ! ? or a full stop before a capitalised
    // word, then a word: not numbers (3,5 · 1.000 · 10.30), not abbreviations (typography's), not domains.
    pattern: new RegExp(`(?<![${LETTER}.])([${LETTER}]{2,}|\\d(?=,))([,;!?]|\\.(?=\\p{Lu}\\p{Ll}))([${LETTER}]{2,})`, 'gu'),
    replace: ([, before, mark, after]) => `${before}${mark} ${after}`,
  },
  {
    id: 'apostrophe-genitive',
    reason: 'Rechtschreibung: Genitiv ohne Apostroph',
    // „Peter's Bäckerei“ → „Peters Bäckerei“: a name, apostrophe, s, then a noun. Names ending in an
    // s sound keep theirs („Hans' Auto“ has no s after the apostrophe and is not matched).
    pattern: new RegExp(`(?<![${LETTER}])(\\p{Lu}[\\p{Ll}]+[^sßxz\\s])['’]s(?= \\p{Lu})`, 'gu'),
    replace: ([, name]) => `${name}s`,
  },
  {
    id: 'apostrophe-plural',
    reason: 'Rechtschreibung: Plural ohne Apostroph',
    pattern: new RegExp(`(?<![${LETTER}-])(${APOSTROPHE_PLURALS})['’]s(?![${LETTER}])`, 'gu'),
    replace: ([, word]) => `${word}s`,
  },
  {
    id: 'seit-seid',
    reason: 'Rechtschreibung: „seit“ (Zeit) oder „seid“ (sein)',
    // „seid gestern …“ is time; „ihr seit …“, „seit“ before a comma (no object) and „Seit vorsichtig“ are the verb.
    pattern: new RegExp(
      `(?<![${LETTER}])(?:([Ss])eid(?= (?:${TIME_AFTER_SEIT}|\\d))|([Ii]hr) seit(?= (?!\\d))|(seit)(?=[,.!?;:])|(Seit)(?= (?:${IMPERATIVE_AFTER_SEID})(?![${LETTER}])))`,
      'gu',
    ),
    replace: ([, s, ihr, atClauseEnd, imperative]) => (ihr ? `${ihr} seid` : atClauseEnd ? 'seid' : imperative ? 'Seid' : `${s}eit`),
  },
  {
    id: 'wider-wieder',
    reason: 'Rechtschreibung: „wider“ (gegen) oder „wieder“ (noch einmal)',
    pattern:
      /(?<![\p{L}])(?:([Ww])ieder(spiegel|sprech|sprich|sproch|sprach|spräch|stand|stehen|legen|legt|legung|ruf|rufen|willig|spruch|sprüch|setz|wärtig|lich)|([Ww])ieder (Willen)|([Ww])ider(hol|kehr|sehen|aufbau|wahl|eröffn))/gu,
    replace: ([, w1, rest1, w2, willen, w3, rest3]) =>
      rest1 ? `${w1}ider${rest1}` : willen ? `${w2}ider ${willen}` : `${w3}ieder${rest3}`,
  },
  {
    id: 'standard',
    reason: 'Rechtschreibung: „Standard“',
    // „Standarte“ (a banner) is a word of its own and stays.
    pattern: /(?<![\p{L}])([Ss])tandart(?!e)/gu,
    replace: ([, s]) => `${s}tandard`,
  },
  {
    id: 'email',
    reason: 'Rechtschreibung: „E-Mail“',
    // „aus Email“ is enamel and stays.
    pattern: /(?<!aus |Aus )(?<![\p{L}-])(?:Email|email|eMail|E-mail|EMail)(s?)(?=-|(?![\p{L}]))/gu,
    replace: ([, plural]) => `E-Mail${plural}`,
  },
  {
    id: 'bzw-point',
    reason: 'Typografie: Abkürzung „bzw.“',
    pattern: /(?<![\p{L}])bzw(?![.\p{L}])/gu,
    replace: () => 'bzw.',
  },
  {
    id: 'number-range-dash',
    reason: 'Typografie: Bis-Strich',
    // „10-12 Uhr“, „2024-2026“, „S. 12-15“: a range between two numbers; not ISO dates (2026-11-26),
    // not phone numbers or codes (more digits and hyphens around, or an extension „323-0“).
    pattern: /(?<![\d,-])(\d{1,4}(?:,\d{1,3})?)-(\d{1,4}(?:,\d{1,3})?)(?![\d-])/gu,
    // A range rises („10–12“, „1998–99“); „323-0“ is a phone extension and stays.
    replace: ([, from, to]) => {
      const value = (number: string) => Number(number.replace(',', '.'));
      const descending = to!.length >= from!.length && value(to!) <= value(from!);
      return to === '0' || descending ? null : `${from}–${to}`;
    },
  },
  {
    id: 'comma-before-conjunction',
    reason: 'Grammatik: Komma vor Nebensatz',
    // „Er sagte dass …“: a word directly before dass/weil/obwohl, unless it belongs to the conjunction.
    pattern: /(?<![\p{L}\d])([\p{L}\d]+) (dass|weil|obwohl)(?= \p{L})/gu,
    replace: ([, before, conjunction]) => (NO_COMMA_BEFORE.has(before!.toLowerCase()) ? null : `${before}, ${conjunction}`),
  },
  {
    id: 'capital-after-sentence-end',
    reason: 'Rechtschreibung: Großschreibung am Satzanfang',
    // After a sentence end (a word of three letters or more, so „z. B. die“ or „Nr. 3 die“ stay).
    pattern: /(?<=[\p{Ll}]{3}[.!?] )(?<!(?:bzw|usw|ggf|inkl|evtl|vgl|zzgl|exkl|sog|bspw|insb|ca|etc)[.] )(\p{Ll}+)(?= )/gu,
    replace: ([word]) => word!.charAt(0).toUpperCase() + word!.slice(1),
  },
];

/** Applies every rule in order; each change names its rule's reason. */
export function fixGrammar(text: string): { text: string; changes: RedactChange[] } {
  const changes: RedactChange[] = [];
  let working = text;
  for (const rule of GRAMMAR_RULES) {
    working = working.replace(rule.pattern, (...args: unknown[]) => {
      const whole = args[0] as string;
      // [match, ...captures] (captures may be undefined); the offset and the input follow.
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const replacement = rule.replace(match);
      if (replacement === null || replacement === whole) return whole;
      changes.push({ original: whole, replacement, reason: rule.reason });
      return replacement;
    });
  }
  return { text: working, changes };
}
