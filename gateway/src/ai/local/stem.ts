/**
 * A light German stemmer: CISTEM (Weissweiler & Fraser 2017), case-insensitive variant. It is small,
 * needs no word lists and merges the inflections that matter for matching ("Urlaubs", "Urlaube" →
 * "urlaub"; "Stadträte", "Stadtrat" → "stadtrat"). Umlauts and ß are folded first, so "Straße" and
 * "Strasse" meet as well.
 */
export function foldGerman(word: string): string {
  return word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
}

const cache = new Map<string, string>();

export function stemGerman(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const stem = cistem(word);
  if (cache.size > 50_000) cache.clear();
  cache.set(word, stem);
  return stem;
}

function cistem(input: string): string {
  let word = foldGerman(input);
  if (word.length === 0) return word;
  // "ge-" marks participles ("gearbeitet"); on nouns it is part of the word ("Gehalt", "Gesellschaft").
  if (input[0] === input[0]?.toLowerCase()) word = word.replace(/^ge(.{4,})/, '$1');
  word = word.replace(/sch/g, '$').replace(/ei/g, '%').replace(/ie/g, '&');
  word = word.replace(/(.)\1/g, '$1*');
  // Strip one suffix per round, longest rules first, until three characters are left.
  while (word.length > 3) {
    if (word.length > 5 && /(e[mr]|nd)$/.test(word)) {
      word = word.slice(0, -2);
      continue;
    }
    if (/[tesn]$/.test(word)) {
      word = word.slice(0, -1);
      continue;
    }
    break;
  }
  word = word.replace(/(.)\*/g, '$1$1');
  return word.replace(/\$/g, 'sch').replace(/%/g, 'ei').replace(/&/g, 'ie');
}
