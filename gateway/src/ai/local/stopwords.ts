/**
 * German stopwords: the stopwords-iso list plus words that carry no topic in news text (reporting
 * verbs, vague quantities, weekdays). Keywords, TextRank similarity and FAQ retrieval ignore them.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const iso = require('stopwords-iso/stopwords-iso.json') as Record<string, string[]>;

const EXTRA = [
  'sagte', 'sagt', 'sagten', 'erklärte', 'erklärt', 'betonte', 'betont', 'teilte', 'teilt', 'mitgeteilt',
  'berichtet', 'berichtete', 'hieß', 'heißt', 'sei', 'seien', 'wäre', 'wären', 'worden', 'wurde',
  'wurden', 'soll', 'sollen', 'sollte', 'sollten', 'kann', 'können', 'konnte', 'konnten', 'muss',
  'müssen', 'musste', 'mussten', 'dass', 'daß', 'mehr', 'weniger', 'etwa', 'rund', 'knapp', 'bereits',
  'derzeit', 'zudem', 'außerdem', 'sowie', 'laut', 'demnach', 'bisher', 'inzwischen', 'künftig', 'damit',
  'dabei', 'dafür', 'darauf', 'daran', 'davon', 'dazu', 'deshalb', 'jedoch', 'allerdings', 'zwar', 'erst',
  'schon', 'noch', 'immer', 'wieder', 'sowohl', 'prozent', 'montag', 'dienstag', 'mittwoch', 'donnerstag',
  'freitag', 'samstag', 'sonntag', 'uhr', 'jahr', 'jahre', 'jahren', 'jahres', 'woche', 'wochen', 'tag',
  'tage', 'tagen', 'neue', 'neuen', 'neuer', 'neues', 'gibt', 'geben', 'gab', 'gehen', 'geht', 'ging',
  'kommen', 'kommt', 'kam', 'bitte', 'ja', 'nein', 'z', 'b', 'd', 'h', 'u', 'ca', 'bzw', 'usw', 'etc',
  'dr', 'prof', 'nr', 'wie', 'wo', 'was', 'wann', 'warum', 'wer', 'welche', 'welcher', 'welches',
  'ich', 'mich', 'mir', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'du', 'dich', 'dir', 'dein',
  'deine', 'deinen', 'deinem', 'deiner', 'finde', 'findest', 'finden', 'gehört', 'steht', 'stehen',
  'müsste', 'müssten', 'könnte', 'könnten', 'würde', 'würden', 'hätte', 'hätten', 'habe', 'werde', 'möchte',
  'funktioniert', 'funktionieren', 'klappt', 'dürfte', 'dürften', 'brauche', 'brauchst', 'bekomme', 'bekommst', 'mache', 'machst', 'kannst', 'musst',
];

/** Lower-case stopwords. */
export const GERMAN_STOPWORDS: ReadonlySet<string> = new Set([...(iso.de ?? []), ...EXTRA].map((w) => w.toLowerCase()));

export function isStopword(word: string): boolean {
  return GERMAN_STOPWORDS.has(word.toLowerCase());
}
