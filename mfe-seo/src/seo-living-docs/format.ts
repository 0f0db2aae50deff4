import type { SeoLivingDocsResult } from 'shared-ui';

/** All fields as plain text for "Alles kopieren", labelled with the words the page uses (labels.ts). */
export function suggestionText({ title, description, focusKeyword, keywords, slug }: SeoLivingDocsResult): string {
  return [
    `SEO-Titel: ${title}`,
    `Beschreibung: ${description}`,
    `Fokus-Keyword: ${focusKeyword}`,
    `Keywords: ${keywords.join(', ')}`,
    `URL-Slug: ${slug}`,
  ].join('\n');
}
