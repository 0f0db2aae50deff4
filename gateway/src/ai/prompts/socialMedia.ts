/**
 * Social Media: one post per chosen platform, in sections "### FACEBOOK" with a HASHTAGS line. The
 * post's `text` holds the hashtags too and is cut to the platform's limit here (hashtags first, then
 * the text at a word boundary): the limit is a hard one, a model's counting is not.
 */
import { socialPlatforms, type SocialPlatform } from 'portal-contract';
import type { SocialMediaResult, SocialPost } from '../provider.ts';
import { type ChatMessage, UnparsableAnswer, lines, material, plain, trimToWords } from './frame.ts';

const platformOf = (id: SocialPlatform) => socialPlatforms.find((platform) => platform.id === id)!;

const STYLE: Record<SocialPlatform, string> = {
  facebook: 'gesprächig und nahbar, zwei bis vier Sätze, eine Frage an die Community ist gut; ein bis drei Hashtags',
  instagram: 'emotional und bildhaft, kurze Absätze, Emojis sparsam; fünf bis zehn Hashtags',
  x: 'knapp und zugespitzt, ein bis zwei Sätze; ein bis zwei Hashtags',
  linkedin: 'sachlich und professionell, Einordnung für Fachleute, drei bis fünf kurze Absätze; drei bis fünf Hashtags',
};

export function socialMediaPrompt(input: { text: string; platforms: SocialPlatform[] }, frame = material()): ChatMessage[] {
  const wanted = input.platforms.map((id) => {
    const platform = platformOf(id);
    return `- ${platform.label}: höchstens ${platform.limit} Zeichen einschließlich Hashtags; ${STYLE[id]}.`;
  });
  const format = input.platforms.flatMap((id) => [
    `### ${platformOf(id).label.toUpperCase()}`,
    '<Beitrag ohne Hashtags>',
    'HASHTAGS: #… #…',
    '',
  ]);
  return [
    {
      role: 'system',
      content: lines(
        'Du bist Social-Media-Redakteurin einer deutschen Tageszeitung und schreibst zu einem Artikel je einen Beitrag für diese Plattformen:',
        ...wanted,
        'Schreibe auf Deutsch (Anrede „du“), nur über das, was im Artikel steht; keine erfundenen Zitate, Zahlen oder Links.',
        'Hashtags ohne Leerzeichen und ohne Sonderzeichen, in CamelCase bei mehreren Wörtern (#Bundestag, #KlimaKrise).',
        'Antworte genau in diesem Format, ein Abschnitt je Plattform in dieser Reihenfolge, ohne weitere Zeilen:',
        ...format,
        frame.rule('text'),
      ),
    },
    { role: 'user', content: frame.wrap('text', input.text) },
  ];
}

const HEADER = /^(?:[=\-[]+\s*)?(facebook|instagram|x|twitter|linkedin)(?:\s*\(.*\))?\s*(?:[\]=\-:]+)?$/i;
const HASHTAG_LINE = /^hashtags\s*[:：]\s*/i;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

function headerPlatform(line: string): SocialPlatform | undefined {
  const name = HEADER.exec(plain(line))?.[1]?.toLowerCase();
  if (!name) return undefined;
  return name === 'twitter' ? 'x' : (name as SocialPlatform);
}

type Section = { body: string[]; listed: string[] };

export function parseSocialMedia(output: string, input: { platforms: SocialPlatform[] }): SocialMediaResult {
  const sections = new Map<SocialPlatform, Section>();
  let current: Section | undefined;
  const rawLines = output.replace(/\r\n?/g, '\n').split('\n');
  const anyHeader = rawLines.some((line) => headerPlatform(line));
  // One platform and no header: the whole answer is its post.
  if (!anyHeader && input.platforms.length === 1) {
    current = { body: [], listed: [] };
    sections.set(input.platforms[0]!, current);
  }
  for (const line of rawLines) {
    const platform = headerPlatform(line);
    if (platform) {
      current = sections.get(platform) ?? { body: [], listed: [] };
      sections.set(platform, current);
    } else if (current && HASHTAG_LINE.test(plain(line))) {
      current.listed.push(...(plain(line).match(HASHTAG) ?? []));
    } else if (current) {
      current.body.push(line);
    }
  }
  const posts = input.platforms.map((id) => {
    const section = sections.get(id);
    const post = section && buildPost(id, section.body.join('\n').trim(), section.listed);
    if (!post) throw new UnparsableAnswer(`no post for ${id}`);
    return post;
  });
  return { posts };
}

const unique = (tags: string[]) => {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The post within its limit. Too long with its hashtags: the hashtags go first (from the last) while
 * the text alone fits; a text that is too long itself is cut at a word and keeps a few hashtags.
 */
export function buildPost(platform: SocialPlatform, body: string, listed: string[]): SocialPost | undefined {
  if (!body) return undefined;
  const { limit } = platformOf(platform);
  const inline = body.match(HASHTAG) ?? [];
  const appended = unique(listed).filter((tag) => !inline.some((own) => own.toLowerCase() === tag.toLowerCase()));
  const tagLength = () => (appended.length ? appended.join(' ').length + 2 : 0);
  let text = body;
  if (body.length + tagLength() > limit) {
    if (body.length <= limit) {
      while (appended.length > 0 && body.length + tagLength() > limit) appended.pop();
    } else {
      while (appended.length > 0 && tagLength() > limit / 3) appended.pop();
      text = trimToWords(body, limit - tagLength(), '…');
    }
  }
  if (appended.length) text = `${text}\n\n${appended.join(' ')}`;
  return { platform, text, hashtags: unique(text.match(HASHTAG) ?? []) };
}
