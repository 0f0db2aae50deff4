/** SEO LivingDocs: title, meta description, focus keyword, keywords and slug for an article. */
import { z } from 'zod';
import { seoLimits } from '../catalogue/toolOptions.ts';
import { deskField } from '../schemas/houseStyle.ts';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';

export function seoLivingDocsSchemas({ maxTextLength }: ToolLimits) {
  return {
    body: z.object({ text: textField(maxTextLength), desk: deskField }),
    result: z.object({
      title: z.string(),
      description: z.string(),
      focusKeyword: z.string(),
      keywords: z.array(z.string()),
      slug: z.string(),
      ...keptResultFields(),
    }),
  };
}
export type SeoLivingDocsResult = z.infer<ReturnType<typeof seoLivingDocsSchemas>['result']>;

export const seoLivingDocs = defineTool<typeof seoLivingDocsSchemas>()({
  id: 'seo-living-docs',
  catalogue: {
    name: 'SEO LivingDocs',
    description: 'Schlägt SEO-Titel, Beschreibung (Meta-Description), Fokus-Keyword und URL-Slug für deinen Artikel vor.',
    howto:
      'Füge deinen Artikeltext ein. Du erhältst SEO-Titel (höchstens 60 Zeichen), Beschreibung (höchstens 155 Zeichen), Fokus-Keyword, Keywords und URL-Slug mit Vorschau des Suchergebnisses.',
    icon: 'search',
    group: 'seo',
    page: { remote: 'mfe_seo', module: './SeoLivingDocs' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: true },
  history: true,
  rated: true,
  fromSource: true,
  houseStyle: {
    fields: [
      { path: 'title', limit: seoLimits.title },
      { path: 'description', limit: seoLimits.description },
    ],
  },
  asText: (result) =>
    [
      `SEO-Titel: ${result.title}`,
      `Beschreibung: ${result.description}`,
      `Fokus-Keyword: ${result.focusKeyword}`,
      `Keywords: ${result.keywords.join(', ')}`,
      `Slug: ${result.slug}`,
    ].join('\n'),
});
