/** The Link Shortener: create (custom or random slug), list and delete the user's own links. */
import { z } from 'zod';
import { shortLinkSlugPattern } from '../catalogue/limits.ts';
import { isReservedShortLinkSlug } from '../catalogue/reservedSlugs.ts';

export const shortLinkSchema = z.object({
  slug: z.string(),
  url: z.string(),
  shortUrl: z.string(),
  clicks: z.number(),
  createdAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

/**
 * What the form sends. The gateway normalises and checks the URL further (scheme, internal hosts,
 * its own short domain); an empty slug ("" or null) means "make one up", a reserved one is refused.
 */
export const shortLinkCreateBodySchema = z.object({
  url: z.string({ error: 'invalid-url' }),
  slug: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: 'invalid-slug' })
      .regex(shortLinkSlugPattern, { error: 'invalid-slug' })
      .refine((slug) => !isReservedShortLinkSlug(slug), { error: 'slug-reserved' })
      .optional(),
  ),
});
export type ShortLinkCreateBody = z.input<typeof shortLinkCreateBodySchema>;

export const shortLinkCreatedReplySchema = z.object({ link: shortLinkSchema });
export const shortLinksReplySchema = z.object({ links: z.array(shortLinkSchema) });
export const shortLinkSlugParamsSchema = z.object({ slug: z.string() });
export type ShortLinkCreatedReply = z.infer<typeof shortLinkCreatedReplySchema>;
export type ShortLinksReply = z.infer<typeof shortLinksReplySchema>;
