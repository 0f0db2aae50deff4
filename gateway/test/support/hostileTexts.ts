/**
 * Worst-case texts for the offline engine (docs/architecture.md, "Work off the event loop"): shapes that
 * once made an algorithm quadratic or a regular expression backtrack, each filled up to `length`
 * characters. Used by the hostile-input test (test/hostileInput.test.ts) and `npm run bench:hostile`.
 * Deterministic: the "random" shapes come from a seeded generator, so a slow text can be named again.
 */
export type HostileText = { name: string; text: string };

/** Park–Miller: small, seeded, good enough to make non-words. */
function seeded(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function nonWords(length: number, seed: number, capitalised: boolean): string {
  const next = seeded(seed);
  const letters = 'bcdfghjklmnpqrstvwxzaeiouäöü';
  const words: string[] = [];
  let size = 0;
  while (size < length) {
    let word = '';
    const wordLength = 6 + Math.floor(next() * 6);
    for (let i = 0; i < wordLength; i++) word += letters[Math.floor(next() * letters.length)];
    if (capitalised) word = word[0]!.toUpperCase() + word.slice(1);
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ').slice(0, length);
}

export function hostileTexts(length: number, seed = 20261127): HostileText[] {
  return [
    { name: 'one-letter lines', text: fill('A\n', length) },
    { name: 'one-letter sentences', text: fill('A. ', length) },
    { name: 'one endless word', text: fill('a', length) },
    { name: 'one endless capitalised word', text: 'A' + fill('b', length - 1) },
    { name: 'five-word sentences', text: fill('Wir haben heute hier Zeit. ', length) },
    { name: 'only punctuation', text: fill('.,;:!?-–„“', length) },
    { name: 'nested quotes', text: fill('„', length / 2) + fill('“', length / 2) },
    { name: 'brackets', text: fill('(', length / 2) + fill(')', length / 2) },
    { name: 'zero-width and right-to-left', text: fill('Wort\u200b\u200d\u202e\u2067Text\u2069 ', length) },
    { name: 'emoji', text: fill('😀👍🏽🇩🇪 ', length) },
    { name: 'digits', text: fill('1234567890', length) },
    { name: 'numbered lines', text: fill('1. Januar 2026\n', length) },
    { name: 'abbreviations', text: fill('Dr. z. B. St. ', length) },
    { name: 'non-words', text: nonWords(length, seed, false) },
    { name: 'capitalised non-words', text: nonWords(length, seed + 1, true) },
    { name: 'contact-like line', text: fill('a.b-c+d_', length) },
    { name: 'phone digits', text: '+49' + fill(' 0', length - 3) },
    { name: 'address-like', text: 'Am ' + fill('x ', length - 4) + '!' },
    { name: 'mail-like', text: fill('x@', length) },
    { name: 'hyphens', text: fill('a-', length) },
    { name: 'ge syllables', text: fill('ge', length) },
    { name: 'typewriter quotes', text: fill(' "a', length) },
    { name: 'spaces then a word', text: fill(' ', length - 4) + 'Wort' },
  ];
}

/** One request per tool endpoint of the offline engine, with the hostile text in its text field(s). */
export type HostileRequest = { tool: string; path: string; body: (text: string) => Record<string, unknown>; maxLength: number };

/** `maxTextLength`: the gateway's MAX_TEXT_LENGTH; speech and the FAQ question have their own, shorter limits. */
export function hostileRequests(maxTextLength: number, limits: { tts: number; faqQuestion: number; topic: number }): HostileRequest[] {
  const text =
    (extra: Record<string, unknown> = {}) =>
    (value: string) => ({ text: value, ...extra });
  return [
    { tool: 'summarize', path: '/v1/tools/summarize', body: text({ length: 'bullets' }), maxLength: maxTextLength },
    { tool: 'korrigieren', path: '/v1/tools/redact', body: text({ mode: 'korrigieren' }), maxLength: maxTextLength },
    { tool: 'press-release', path: '/v1/tools/press-release', body: text(), maxLength: maxTextLength },
    { tool: 'seo-living-docs', path: '/v1/tools/seo-living-docs', body: text(), maxLength: maxTextLength },
    {
      tool: 'top-ten',
      path: '/v1/tools/top-ten',
      body: (value) => ({ topic: value.slice(0, limits.topic).trim() || 'Thema', text: value }),
      maxLength: maxTextLength,
    },
    {
      tool: 'social-media',
      path: '/v1/tools/social-media',
      body: text({ platforms: ['x', 'facebook', 'instagram', 'linkedin'] }),
      maxLength: maxTextLength,
    },
    {
      tool: 'seo-self-made',
      path: '/v1/tools/seo-self-made',
      body: (value) => ({ title: value.slice(0, 1000), description: value.slice(0, 1000), text: value, focusKeyword: value.slice(0, 200) }),
      maxLength: maxTextLength,
    },
    { tool: 'keywords', path: '/v1/tools/keywords', body: text({ max: 30 }), maxLength: maxTextLength },
    {
      tool: 'workday-faq',
      path: '/v1/workday-faq/ask',
      body: (value) => ({ question: value, history: [] }),
      maxLength: limits.faqQuestion,
    },
    { tool: 'text-speech', path: '/v1/tools/tts', body: text({ voice: 'de-f', speed: 1 }), maxLength: limits.tts },
  ];
}
