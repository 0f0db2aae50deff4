import { truncateForSnippet } from '../src/seo-living-docs/snippet';
import { slugify } from 'shared-ui';
import { listFileName } from '../src/top-ten/format';

describe('truncateForSnippet', () => {
  test('leaves a text within the limit as it is, with whitespace collapsed', () => {
    expect(truncateForSnippet('  Tram   nach Freiham ', 60)).toBe('Tram nach Freiham');
    expect(truncateForSnippet('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  test('cuts at the last word that fits, drops trailing punctuation and never exceeds the limit', () => {
    const cut = truncateForSnippet('Stadtrat beschließt: Tram nach Freiham, Bus nach Pasing, U-Bahn nach Martinsried', 60);
    expect(cut).toBe('Stadtrat beschließt: Tram nach Freiham, Bus nach Pasing …');
    expect(cut.length).toBeLessThanOrEqual(60);
  });

  test('cuts inside a word when the last space is too early', () => {
    const cut = truncateForSnippet(`Tram ${'Donaudampfschifffahrtsgesellschaft'.repeat(3)}`, 60);
    expect(cut).toHaveLength(60);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('slugify (shared-ui: the gateway makes its slugs with it too)', () => {
  test.each([
    // One function, so the SEO page and the gateway agree (they used to differ here).
    ['Kunst & Kultur', 'kunst-und-kultur'],
    ['Straßenbahn für München', 'strassenbahn-fuer-muenchen'],
    ['  Öl-Preis: 120 € – Rekord!  ', 'oel-preis-120-rekord'],
    ['Café São Paulo', 'cafe-sao-paulo'],
    ['ÄRGER ÜBER ÖPNV', 'aerger-ueber-oepnv'],
  ])('%s → %s', (text, slug) => expect(slugify(text, Number.POSITIVE_INFINITY)).toBe(slug));
});

test('the Top-10 file name comes from the topic, with a fallback', () => {
  expect(listFileName('Die schönsten Biergärten')).toBe('top-10-die-schoensten-biergaerten.txt');
  expect(listFileName('!!!')).toBe('top-10-liste.txt');
});
