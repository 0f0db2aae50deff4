/**
 * Every tool of the portal, one descriptor each (docs/new-tool.md), and what is derived from them:
 * the gateway endpoints the pages call, the tools the history keeps and the rated ones, the AI tasks
 * a provider can be chosen for, and what the offline engine cannot do.
 */
import { toolPath, type ToolTransport } from './define.ts';
import { audioTranscript } from './audio-transcript.ts';
import { keywordExtraction } from './keyword-extraction.ts';
import { pressRelease } from './press-release.ts';
import { seoLivingDocs } from './seo-living-docs.ts';
import { seoSelfMade } from './seo-self-made.ts';
import { socialMedia } from './social-media.ts';
import { summarize } from './summarize.ts';
import { textRedact } from './text-redact.ts';
import { textSpeech } from './text-speech.ts';
import { textTranslation } from './text-translation.ts';
import { topTen } from './top-ten.ts';
import { workdayFaq } from './workday-faq.ts';
import { sourceCheck } from './source-check.ts';

// The descriptors, their types and helpers; each tool's schema function only through
// `portal-contract/schemas` (the gateway's), so that no browser bundle takes zod with a descriptor.
export {
  defineTool,
  toolPath,
  type BodyOf,
  type CatalogueEntry,
  type HouseStyleApplied,
  type HouseStyleChange,
  type IconId,
  type KeptResult,
  type ResultOf,
  type SourceChecked,
  type WithProvenance,
  type StyleField,
  type ToolDescriptor,
  type ToolEngine,
  type ToolHouseStyle,
  type ToolLimits,
  type ToolSchemas,
  type ToolTransport,
} from './define.ts';
export { audioTranscript, type TranscriptResult, type TranscriptSegment } from './audio-transcript.ts';
export { keywordExtraction, type KeywordRequest, type KeywordResult, type RankedTerm } from './keyword-extraction.ts';
export { paragraphs, pressRelease, type PressReleaseResult, type TextRequest } from './press-release.ts';
export { seoLivingDocs, type SeoLivingDocsResult } from './seo-living-docs.ts';
export {
  bandLabels,
  failedFirst,
  formatFlesch,
  scoreBand,
  seoSelfMade,
  shownScore,
  type ScoreBand,
  type SeoCheck,
  type SeoCheckRequest,
  type SeoReport,
} from './seo-self-made.ts';
export { socialMedia, type SocialMediaRequest, type SocialMediaResult, type SocialPost } from './social-media.ts';
export {
  sourceCheck,
  type SourceCheckRequest,
  type SourceCheckResult,
  type SourceFinding,
  type SourceFindingKind,
} from './source-check.ts';
export type { Provenance, ProvenanceEngine } from './provenance.ts';
export { summarize, type SummaryRequest, type SummaryResult } from './summarize.ts';
export { textRedact, type RedactChange, type RedactHint, type RedactRequest, type RedactResult } from './text-redact.ts';
export { textSpeech, type SpeechRequest, type Voice, type VoiceList } from './text-speech.ts';
export { textTranslation, type TranslateRequest, type TranslateResult } from './text-translation.ts';
export { topTen, topTenShortfall, type TopTenItem, type TopTenRequest, type TopTenResult } from './top-ten.ts';
export {
  FAQ_HISTORY_TURN_MAX_LENGTH,
  workdayFaq,
  type ChatTurn,
  type FaqAnswer,
  type FaqEntry,
  type FaqEntryList,
  type FaqRequest,
  type FaqSource,
} from './workday-faq.ts';

export const toolDescriptors = [
  textRedact,
  textTranslation,
  summarize,
  pressRelease,
  audioTranscript,
  sourceCheck,
  seoLivingDocs,
  seoSelfMade,
  topTen,
  socialMedia,
  keywordExtraction,
  textSpeech,
  workdayFaq,
] as const;

type Tools = (typeof toolDescriptors)[number];
export type ToolId = Tools['id'];
export type Tool<Id extends ToolId = ToolId> = Extract<Tools, { id: Id }>;

export function toolById<Id extends ToolId>(id: Id): Tool<Id>;
export function toolById(id: string): Tools | undefined;
export function toolById(id: string): Tools | undefined {
  return toolDescriptors.find((tool) => tool.id === id);
}

/** The tools whose runs the history keeps. */
export type HistoryTool = Extract<Tools, { history: true }>['id'];
export const HISTORY_TOOLS = toolDescriptors.filter((tool) => tool.history).map((tool) => tool.id) as readonly HistoryTool[];
export const isHistoryTool = (id: string): id is HistoryTool => (HISTORY_TOOLS as readonly string[]).includes(id);

/** The tools whose results take a thumbs up or down. */
export type RatedTool = Extract<Tools, { rated: true }>['id'];
export const RATED_TOOLS = toolDescriptors.filter((tool) => tool.rated).map((tool) => tool.id) as readonly RatedTool[];
export const isRatedTool = (id: string): id is RatedTool => (RATED_TOOLS as readonly string[]).includes(id);

/** The tools that run on a configurable AI provider: their ids are the AI task names (the lists: `portal-contract/schemas`). */
export type AiTask = Extract<Tools, { engine: { kind: 'provider' } }>['id'];

type Endpoint<T extends Tools> = ToolEndpoint<T['transport'], NonNullable<T['types']>['body'], NonNullable<T['types']>['result']>;

export type ToolEndpoint<Transport extends ToolTransport, Body, Answer> = {
  readonly transport: Transport;
  readonly method: 'GET' | 'POST';
  /** Never set: it only carries the body and answer types of the path. */
  readonly types?: { body: Body; result: Answer };
};

type ToolEndpoints = { [T in Tools as ReturnType<typeof toolPath<T['id']>>]: Endpoint<T> } & {
  '/v1/tools/text-speech/voices': ToolEndpoint<'json', void, import('./text-speech.ts').VoiceList>;
  '/v1/workday-faq/entries': ToolEndpoint<'json', void, import('./workday-faq.ts').FaqEntryList>;
};

/**
 * Every gateway endpoint a tool page calls: each tool's own (`/v1/tools/<id>`) and the lists two
 * pages read. Hooks and clients take a path of this map instead of a free string, so TypeScript
 * rejects a body or a result that does not belong to the path.
 */
export const toolEndpoints = Object.fromEntries([
  ...toolDescriptors.map((tool) => [toolPath(tool.id), { transport: tool.transport, method: 'POST' }]),
  ['/v1/tools/text-speech/voices', { transport: 'json', method: 'GET' }],
  ['/v1/workday-faq/entries', { transport: 'json', method: 'GET' }],
]) as ToolEndpoints;

export type ToolPath = keyof ToolEndpoints;
/** The paths that answer the way `transport` says, e.g. the ones `useToolStream` can run. */
export type ToolPathOf<Transport extends ToolTransport> = {
  [Path in ToolPath]: ToolEndpoints[Path]['transport'] extends Transport ? Path : never;
}[ToolPath];
export type ToolBody<Path extends ToolPath> = NonNullable<ToolEndpoints[Path]['types']>['body'];
export type ToolResult<Path extends ToolPath> = NonNullable<ToolEndpoints[Path]['types']>['result'];
