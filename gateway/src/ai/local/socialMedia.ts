/**
 * Social posts from an article: the article's own lead and key sentences, hashtags from its
 * keywords, one post per platform within the platform's limit (hashtags counted). Platform style:
 * X gets the lead sentence and two hashtags, Facebook a short summary, LinkedIn the headline plus a
 * full paragraph (more formal, more context), Instagram a short summary and a block of hashtags.
 */
import { socialPlatforms, type SocialPlatform } from 'portal-contract';
import type { SocialPost } from '../provider.ts';
import { extractKeywords } from './keywords.ts';
import { findHeadline, leadSentences } from './seoSuggest.ts';
import { shortenAtWord } from './slug.ts';
import { isStopword } from './stopwords.ts';
import { summarize } from './summarize.ts';

/** "öffentlicher Nahverkehr" → "#ÖffentlicherNahverkehr"; umlauts stay, everything but letters and digits goes. */
export function toHashtag(term: string): string {
  const words = term
    .split(/[\s\-–/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const camel = words.map((word) => (word[0] ?? '').toUpperCase() + word.slice(1)).join('');
  return camel ? `#${camel}` : '';
}

const STYLE: Record<SocialPlatform, { hashtags: number }> = {
  x: { hashtags: 2 },
  facebook: { hashtags: 3 },
  linkedin: { hashtags: 4 },
  instagram: { hashtags: 10 },
};

export function socialPosts(text: string, platforms: readonly SocialPlatform[]): SocialPost[] {
  const { keywords, phrases } = extractKeywords(text, 12);
  // Keywords first (short tags read better), then phrases; no duplicates in any spelling.
  const tags: string[] = [];
  const seen = new Set<string>();
  // Two-word phrases without a linking word make good tags ("#KlinikumNord"), longer ones do not.
  const phraseTags = phrases.filter(({ term }) => term.split(' ').length === 2 && !term.split(' ').some((word) => isStopword(word)));
  for (const { term } of [...keywords.slice(0, 6), ...phraseTags.slice(0, 3), ...keywords.slice(6)]) {
    const tag = toHashtag(term);
    if (tag.length < 3 || tag.length > 40 || /^#\d+$/.test(tag) || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  const lead = leadSentences(text);
  const headline = findHeadline(text);
  const short = summarize(text, 'sentences');
  return platforms.map((platform) => {
    const limit = socialPlatforms.find((entry) => entry.id === platform)?.limit ?? 280;
    const hashtags = tags.slice(0, STYLE[platform].hashtags);
    let body: string;
    switch (platform) {
      case 'x':
        body = lead[0] ?? headline ?? short;
        break;
      case 'facebook':
        body = short;
        break;
      case 'linkedin':
        body = [headline, summarize(text, 'paragraph')].filter(Boolean).join('\n\n');
        break;
      case 'instagram':
        body = [headline, short].filter(Boolean).join('\n\n');
        break;
    }
    return compose(platform, body, hashtags, limit);
  });
}

/** Body plus hashtags within the limit: drop hashtags beyond one, then shorten the body at a word. */
function compose(platform: SocialPlatform, body: string, hashtags: string[], limit: number): SocialPost {
  const tags = [...hashtags];
  const length = (value: string) => [...value].length;
  const join = (text: string) => (tags.length ? `${text}\n\n${tags.join(' ')}` : text);
  while (tags.length > 1 && length(join(body)) > limit && length(join('')) > limit / 3) tags.pop();
  let text = join(body);
  if (length(text) > limit) {
    const room = limit - length(join(''));
    text = join(shortenAtWord(body, Math.max(10, room)));
  }
  return { platform, text, hashtags: tags };
}
