/**
 * SEO LivingDocs: title, description, focus keyword, keywords and slug in a labelled format. The
 * limits are in the prompt and enforced again here: a model cannot count characters reliably.
 */
import { seoLimits, slugify } from 'portal-contract';
import type { SeoLivingDocsResult } from '../provider.ts';
import { type ChatMessage, UnparsableAnswer, label, labelledSections, lines, material, trimToWords } from './frame.ts';

export function seoLivingDocsPrompt(input: { text: string }, frame = material()): ChatMessage[] {
  return [
    {
      role: 'system',
      content: lines(
        'Du bist SEO-Redakteurin einer deutschen Nachrichtenseite und schreibst die Suchmaschinen-Angaben zu einem Artikel.',
        `SEO-Titel: höchstens ${seoLimits.title} Zeichen mit Leerzeichen, das Fokus-Keyword möglichst am Anfang, konkret und ohne Clickbait.`,
        `Meta-Beschreibung: höchstens ${seoLimits.description} Zeichen, ein bis zwei Sätze mit dem Fokus-Keyword, die Lust auf den Artikel machen.`,
        'Fokus-Keyword: der Suchbegriff (ein bis drei Wörter), unter dem Leserinnen und Leser den Artikel suchen würden.',
        'Keywords: fünf bis zehn weitere relevante Suchbegriffe, durch Komma getrennt.',
        'Slug: die URL-Endung aus Kleinbuchstaben, Ziffern und Bindestrichen, Umlaute als ae, oe, ue und ß als ss.',
        'Schreibe auf Deutsch und nur über das, was im Artikel steht.',
        'Antworte genau in diesem Format, ohne Markdown und ohne weitere Zeilen:',
        'TITEL: …',
        'BESCHREIBUNG: …',
        'FOKUS-KEYWORD: …',
        'KEYWORDS: …, …, …',
        'SLUG: …',
        frame.rule('text'),
      ),
    },
    { role: 'user', content: frame.wrap('text', input.text) },
  ];
}

const LABELS = {
  title: label('SEO-TITEL', 'SEO-TITLE', 'TITEL', 'TITLE'),
  description: label('META-BESCHREIBUNG', 'BESCHREIBUNG', 'META-DESCRIPTION', 'DESCRIPTION'),
  focusKeyword: label('FOKUS-KEYWORD', 'FOKUSKEYWORD', 'FOCUS-KEYWORD', 'FOKUS KEYWORD', 'FOCUS KEYWORD'),
  keywords: label('KEYWORDS', 'SCHLAGWÖRTER', 'SCHLAGWORTE', 'SCHLÜSSELWÖRTER'),
  slug: label('SLUG', 'URL-SLUG', 'URL'),
};

const oneLine = (value: string | undefined) =>
  (value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["„“](.*)["“”]$/, '$1');

export function parseSeoLivingDocs(output: string): SeoLivingDocsResult {
  const sections = labelledSections(output, LABELS);
  const title = trimToWords(oneLine(sections.title), seoLimits.title);
  const description = trimToWords(oneLine(sections.description), seoLimits.description);
  const focusKeyword = oneLine(sections.focusKeyword);
  if (!title || !description || !focusKeyword) throw new UnparsableAnswer('SEO answer without title, description or focus keyword');
  const keywords = [
    ...new Set(
      oneLine(sections.keywords)
        .split(/[,;]/)
        .map((keyword) => keyword.trim().replace(/^#/, ''))
        .filter(Boolean),
    ),
  ];
  // A model's slug may be longer than the offline engine's 60 characters; 80 keeps it whole.
  const slug = slugify(oneLine(sections.slug), 80) || slugify(title, 80);
  return { title, description, focusKeyword, keywords, slug };
}
