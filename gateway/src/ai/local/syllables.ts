/**
 * German syllable count for readability formulas: one syllable per vowel group, where diphthongs
 * (ei, ai, au, eu, äu, ie) and doubled vowels (aa, ee, oo) are one nucleus. This is the usual
 * approximation; it misses hiatus words ("Museum", "Koordination", "Familie" count one short), which
 * moves the Flesch score by a point or two on real text.
 */
const NUCLEUS = /(?:äu|ei|ai|au|eu|ie|ey|ay|aa|ee|oo|[aeiouyäöü])/g;

export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-zäöüßéèáà]/g, '');
  if (!letters) return 0;
  const nuclei = letters.match(NUCLEUS)?.length ?? 0;
  // Abbreviations without vowels ("ZDF", "Pkw") are spoken letter by letter.
  return nuclei === 0 ? letters.length : nuclei;
}
