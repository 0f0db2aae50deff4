/** Social Media: one post per chosen platform, within its length limit, with hashtags. */
import { z } from 'zod';
import { socialPlatforms } from '../catalogue/toolOptions.ts';
import { deskField } from '../schemas/houseStyle.ts';
import { defineTool, keptResultFields, optionIds, textField, type ToolLimits } from './define.ts';

export function socialMediaSchemas({ maxTextLength }: ToolLimits) {
  const platform = z.enum(optionIds(socialPlatforms));
  const post = z.object({
    platform,
    /** The whole post, hashtags included, within the platform's limit. */
    text: z.string(),
    hashtags: z.array(z.string()),
  });
  return {
    body: z.object({
      text: textField(maxTextLength),
      desk: deskField,
      platforms: z.preprocess(
        (value) => value ?? [],
        z
          .array(platform)
          .min(1, { error: 'choose-platform' })
          .max(socialPlatforms.length)
          .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'validation-failed' }),
      ),
    }),
    result: z.object({ posts: z.array(post), ...keptResultFields() }),
    post,
  };
}
export type SocialMediaRequest = z.infer<ReturnType<typeof socialMediaSchemas>['body']>;
export type SocialMediaResult = z.infer<ReturnType<typeof socialMediaSchemas>['result']>;
export type SocialPost = z.infer<ReturnType<typeof socialMediaSchemas>['post']>;

const platformLabel = (id: string) => socialPlatforms.find((platform) => platform.id === id)?.label ?? id;

export const socialMedia = defineTool<typeof socialMediaSchemas>()({
  id: 'social-media',
  catalogue: {
    name: 'Social Media',
    description: 'Schreibt Posts für Facebook, Instagram, X und LinkedIn – passend zur Länge und mit Hashtags.',
    howto:
      'Füge deinen Artikeltext ein und wähle die Plattformen. Du erhältst je Plattform einen Post in der passenden Länge mit Hashtags.',
    icon: 'share',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './SocialMedia' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: true },
  history: true,
  rated: true,
  fromSource: true,
  houseStyle: { fields: [{ path: 'posts.*.text', limit: 'platform' }] },
  asText: (result) => result.posts.map((post) => `${platformLabel(post.platform)}:\n${post.text}`).join('\n\n'),
});
