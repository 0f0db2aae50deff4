/**
 * SEO LivingDocs: title, meta description, focus keyword, keywords and slug for an article, taken
 * from the article itself. The title is the article's headline (or its lead sentence), kept within
 * 60 characters at a word boundary; the description is the lead, within 155; the focus keyword is
 * the best keyword. Nothing is invented.
 */
import { seoLimits } from '../../../../shared-ui/src/catalogue/toolOptions.ts';
import type { SeoLivingDocsResult } from '../provider.ts';
import { extractKeywords } from './keywords.ts';
import { containsKeyword } from './seoCheck.ts';
import { splitParagraphs, splitSentences } from './sentences.ts';
import { shortenAtWord, slugify } from './slug.ts';

/** A first paragraph that is one short line without a full stop is the headline. */
export function findHeadline(text: string): string | undefined {
  const first = splitParagraphs(text)[0];
  if (!first) return undefined;
  const line = first.split('\n')[0]?.trim() ?? '';
  if (line.length > 0 && line.length <= 160 && !/[.!?]$/.test(line) && !first.includes('\n\n')) {
    return line.replace(/\s+/g, ' ');
  }
  return undefined;
}

/** Body sentences: the headline (if any) is not part of the lead. */
export function leadSentences(text: string): string[] {
  const headline = findHeadline(text);
  const sentences = splitSentences(text);
  return headline && sentences[0] === headline ? sentences.slice(1) : sentences;
}

export function suggestSeo(text: string): SeoLivingDocsResult {
  const { keywords, phrases } = extractKeywords(text, 10);
  const focusKeyword = keywords[0]?.term ?? phrases[0]?.term ?? '';
  const lead = leadSentences(text);
  const headline = findHeadline(text) ?? lead[0] ?? '';

  let title = shortTitle(headline);
  // Put the focus keyword in front ("Straßenbahn: …") when the headline does not contain it and it fits.
  if (focusKeyword && !containsKeyword(title, focusKeyword)) {
    const withKeyword = `${focusKeyword}: ${title}`;
    if ([...withKeyword].length <= seoLimits.title) title = withKeyword;
  }

  let description = '';
  for (const sentence of lead) {
    const next = description ? `${description} ${sentence}` : sentence;
    if ([...next].length > seoLimits.description) break;
    description = next;
  }
  // One short sentence is too little for a snippet: go on into the next one, cut at a word.
  const used = description ? description.split(' ').length : 0;
  if ([...description].length < 70) {
    const rest = lead.join(' ').split(' ').slice(used).join(' ');
    const joined = [description, rest].filter(Boolean).join(' ');
    description = shortenAtWord(joined || headline, seoLimits.description);
  }

  const keywordList = [...new Set([...keywords.slice(0, 6), ...phrases.slice(0, 4)].map(({ term }) => term))];
  return { title, description, focusKeyword, keywords: keywordList, slug: slugify(title, 60) };
}

/** A headline within the title limit: the part before a colon or dash if that fits, else cut at a word. */
function shortTitle(headline: string): string {
  const clean = headline.replace(/\s+/g, ' ').trim().replace(/[.:;,]$/, '');
  if ([...clean].length <= seoLimits.title) return clean;
  const parts = clean.split(/\s[–—-]\s|:\s/);
  const firstPart = parts[0]?.trim() ?? '';
  if (firstPart.length >= 20 && [...firstPart].length <= seoLimits.title) return firstPart;
  return shortenAtWord(clean, seoLimits.title, false);
}
