/** Pressemitteilung: a press release becomes an article draft (headline, teaser, body). */
import { z } from 'zod';
import { deskField } from '../schemas/houseStyle.ts';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';

export function pressReleaseSchemas({ maxTextLength }: ToolLimits) {
  return {
    body: z.object({ text: textField(maxTextLength), desk: deskField }),
    result: z.object({ headline: z.string(), teaser: z.string(), body: z.string(), ...keptResultFields() }),
  };
}
/** Press release and SEO for Living Docs: the article text alone. */
export type TextRequest = z.infer<ReturnType<typeof pressReleaseSchemas>['body']>;
export type PressReleaseResult = z.infer<ReturnType<typeof pressReleaseSchemas>['result']>;

/** Paragraphs are separated by blank lines; a single line break stays inside its paragraph. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const pressRelease = defineTool<typeof pressReleaseSchemas>()({
  id: 'press-release',
  catalogue: {
    name: 'Pressemitteilung',
    description: 'Macht aus einer Pressemitteilung einen Artikelentwurf mit Überschrift, Teaser und Text.',
    howto:
      'Füge die Pressemitteilung ein. Du erhältst einen Entwurf mit Überschrift, Teaser und Text; Kontaktblöcke und Boilerplate werden entfernt.',
    icon: 'newspaper',
    group: 'text',
    page: { remote: 'mfe_text', module: './PressRelease' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: true },
  history: true,
  rated: true,
  fromSource: true,
  houseStyle: { fields: [{ path: 'headline' }, { path: 'teaser' }, { path: 'body' }] },
  // Headline, teaser and the body's paragraphs, each after a blank line.
  asText: (result) => [result.headline.trim(), result.teaser.trim(), ...paragraphs(result.body)].filter(Boolean).join('\n\n'),
});
