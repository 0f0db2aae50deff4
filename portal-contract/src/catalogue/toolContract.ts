/**
 * What the AI tools send and get back (gateway/README.md, "Contract: AI tools"), typed once for the
 * gateway (its provider interface and routes) and the pages that call it.
 */
import type { Formality, LanguageId, RedactMode, SocialPlatform, SourceLanguage, SummaryLength } from './toolOptions.ts';

/** The tools that write German prose apply the tenant's house style, with a desk's own rules if one is chosen. */
export interface HouseStyleDesk {
  /** A desk („Ressort“) whose rules apply on top of the tenant's; none: the tenant's rules only. */
  desk?: string | null | undefined;
}
export interface RedactRequest extends HouseStyleDesk {
  text: string;
  mode: RedactMode;
}
export interface RedactChange {
  original: string;
  replacement: string;
  /** German, e.g. „Rechtschreibung“, „Typografie: Anführungszeichen“, „Hausstil: E-Mail“. */
  reason: string;
  /** A house-style change: the rule's explanation. */
  explanation?: string;
  /** A house-style change: its rule, so that accepting or rejecting it is counted for the rule. */
  ruleId?: string;
}

/** A change the tenant's house style made to a tool's result. */
export interface HouseStyleChange {
  ruleId: string;
  original: string;
  replacement: string;
  /** „Hausstil: <rule title>“. */
  reason: string;
  explanation: string;
}
/** A streamed result the gateway kept in the user's history: the entry's id, for the thumbs under it. */
export interface KeptResult {
  historyId?: string;
}
/** On a prose tool's result when its house style changed something: the page counts and lists them. */
export interface HouseStyleApplied extends KeptResult {
  houseStyle?: { changes: HouseStyleChange[] };
}
/** Something the author should decide, not a change: e.g. a text that both „siezt“ and „duzt“. */
export interface RedactHint {
  /** German, e.g. „Anrede: „Sie“ und „du“ gemischt“. */
  reason: string;
  /** German, the words found and what to do. */
  detail: string;
}
export interface RedactResult extends KeptResult {
  corrected: string;
  changes: RedactChange[];
  /** Only when there is something to say. */
  hints?: RedactHint[];
}

export interface TranslateRequest {
  text: string;
  source: SourceLanguage;
  target: LanguageId;
  formality: Formality;
}
export interface TranslateResult extends KeptResult {
  translation: string;
}

export interface SummaryRequest extends HouseStyleDesk {
  text: string;
  length: SummaryLength;
}
export interface SummaryResult extends HouseStyleApplied {
  summary: string;
}

/** Press release and SEO for Living Docs: the article text alone. */
export interface TextRequest extends HouseStyleDesk {
  text: string;
}

export interface TopTenRequest extends HouseStyleDesk {
  topic: string;
  text: string;
}

export interface SpeechRequest {
  text: string;
  voice: string;
  speed: number;
}

export interface VoiceList {
  voices: Voice[];
}

export interface FaqEntryList {
  entries: FaqEntry[];
}

export interface PressReleaseResult extends HouseStyleApplied {
  headline: string;
  teaser: string;
  body: string;
}

export interface SeoLivingDocsResult extends HouseStyleApplied {
  title: string;
  description: string;
  focusKeyword: string;
  keywords: string[];
  slug: string;
}

export interface SeoCheckRequest {
  title: string;
  description: string;
  text: string;
  focusKeyword: string;
}
export interface SeoCheck {
  id: string;
  label: string;
  passed: boolean;
  suggestion?: string;
}
export interface SeoReport {
  /** 0–100. */
  score: number;
  /** Flesch reading ease for German (Amstad) with its German label. */
  readability: { flesch: number; label: string };
  checks: SeoCheck[];
}

export interface TopTenItem {
  title: string;
  explanation: string;
}
export interface TopTenResult extends HouseStyleApplied {
  items: TopTenItem[];
  /** Why there are fewer than ten points, in German (absent with ten). */
  note?: string;
}

const COUNT_WORDS = ['keinen', 'einen', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];

/** „Der Text gibt nur sieben Punkte her.“ — what a Top 10 list with fewer points says about itself. */
export function topTenShortfall(count: number): string | undefined {
  if (count >= 10) return undefined;
  if (count === 0) return 'Der Text gibt keinen Punkt zu diesem Thema her.';
  return `Der Text gibt nur ${COUNT_WORDS[count]} ${count === 1 ? 'Punkt' : 'Punkte'} her.`;
}

export interface SocialMediaRequest extends HouseStyleDesk {
  text: string;
  platforms: SocialPlatform[];
}
export interface SocialPost {
  platform: SocialPlatform;
  /** The whole post, hashtags included, within the platform's limit. */
  text: string;
  hashtags: string[];
}
export interface SocialMediaResult extends HouseStyleApplied {
  posts: SocialPost[];
}

export interface KeywordRequest {
  text: string;
  max: number;
}
export interface RankedTerm {
  term: string;
  /** 0–1, highest first. */
  score: number;
}
export interface KeywordResult {
  keywords: RankedTerm[];
  phrases: RankedTerm[];
}

export interface Voice {
  id: string;
  label: string;
}

export interface TranscriptSegment {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}
export interface TranscriptResult {
  text: string;
  segments: TranscriptSegment[];
}

export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}
export type FaqSource = Pick<FaqEntry, 'id' | 'category' | 'question'>;
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
export interface FaqRequest {
  question: string;
  history: ChatTurn[];
}
export interface FaqAnswer {
  answer: string;
  sources: FaqSource[];
}
