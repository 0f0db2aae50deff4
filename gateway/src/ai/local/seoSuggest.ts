/**
 * SEO LivingDocs: title, meta description, focus keyword, keywords and slug for an article, taken
 * from the article itself. The title is the article's headline (or its lead sentence), kept within
 * 60 characters at a word boundary; the description is the lead, within 155; the focus keyword is
 * the best keyword. Nothing is invented.
 */
import { seoLimits } from 'portal-contract';
import type { SeoLivingDocsResult } from '../provider.ts';
import { mayEndPhrase } from './headline.ts';
import { extractKeywords } from './keywords.ts';
import { containsKeyword } from './seoCheck.ts';
import { splitParagraphs, splitSentences } from './sentences.ts';
import { shortenAtWord, slugify } from './slug.ts';

/** A label line of a press release, never a title. */
const LABEL_LINE =
  /^\s*(presse(mitteilung|information|meldung|notiz)|medieninformation|pressemitteilung nr\.?.*|für die sofortige veröffentlichung|sperrfrist.*)\s*:?\s*$/iu;

/** A first paragraph that is one short line without a full stop is the headline. */
export function findHeadline(text: string): string | undefined {
  const paragraphs = splitParagraphs(text);
  // A label („PRESSEMITTEILUNG“) is never the title: the line after it is.
  const firstParagraph = paragraphs[0] ?? '';
  const labelled = LABEL_LINE.test(firstParagraph.split('\n')[0] ?? '');
  const first = labelled ? firstParagraph.split('\n').slice(1).join('\n').trim() || paragraphs[1] : firstParagraph;
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

export function suggestSeo(input: string): SeoLivingDocsResult {
  // A label line („PRESSEMITTEILUNG“) is neither title nor keyword.
  const text = input.replace(/^\s*[^\n]*\n/, (line) => (LABEL_LINE.test(line.trim()) ? '' : line));
  const { keywords, phrases } = extractKeywords(text, 10);
  const focusKeyword = keywords[0]?.term ?? phrases[0]?.term ?? '';
  const lead = leadSentences(text);
  const headline = findHeadline(text) ?? lead[0] ?? '';

  let title = shortTitle(headline, seoLimits.title);
  // Put the focus keyword in front ("Rotationsmaschine: …") when the title lacks it, shortening the
  // rest if needed – the keyword in the title is the first thing search engines weigh.
  if (focusKeyword && !containsKeyword(title, focusKeyword)) {
    const room = seoLimits.title - [...focusKeyword].length - 2;
    const rest = room >= 20 ? shortTitle(headline, room) : '';
    if (rest) title = `${focusKeyword}: ${rest}`;
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

/**
 * A headline within `max` characters: the part before a colon or dash if that fits, else the headline
 * cut at a word, without dangling words at the end ("… auf Ökostrom und neue" → "… auf Ökostrom").
 */
function shortTitle(headline: string, max: number): string {
  const clean = headline
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:;,]$/, '');
  if ([...clean].length <= max) return clean;
  const firstPart = clean.split(/\s[–—-]\s|:\s/)[0]?.trim() ?? '';
  if (firstPart.length >= 20 && [...firstPart].length <= max) return firstPart;
  const words = shortenAtWord(clean, max, false).split(' ');
  // End on a noun or name: drop trailing lower-case words (articles, adjectives, particles).
  // Never after an article, a preposition or a conjunction either („… für Die“).
  while (words.length > 3 && (!/^[\p{Lu}\d]/u.test(words[words.length - 1] ?? '') || !mayEndPhrase(words[words.length - 1] ?? '')))
    words.pop();
  return words.join(' ').replace(/[,;:–—-]+$/, '');
}
