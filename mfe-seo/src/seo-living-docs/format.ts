import type { SeoLivingDocsResult } from 'shared-ui';

/** All fields as plain text for "Alles kopieren", labelled the way the CMS form names them. */
export function suggestionText({ title, description, focusKeyword, keywords, slug }: SeoLivingDocsResult): string {
  return [
    `SEO-Titel: ${title}`,
    `Meta-Description: ${description}`,
    `Fokus-Keyword: ${focusKeyword}`,
    `Keywords: ${keywords.join(', ')}`,
    `URL-Slug: ${slug}`,
  ].join('\n');
}
