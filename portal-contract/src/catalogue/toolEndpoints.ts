/**
 * Every gateway endpoint a tool page calls: its path, how it is called, what a page sends and what
 * comes back. Hooks and clients take a path of this map instead of a free string, so TypeScript
 * rejects a body or a result that does not belong to the path. The request and answer types are the
 * contract's (portal-contract), which the gateway's zod schemas satisfy.
 */
import type {
  FaqAnswer,
  FaqEntryList,
  FaqRequest,
  KeywordRequest,
  KeywordResult,
  PressReleaseResult,
  RedactRequest,
  RedactResult,
  SeoCheckRequest,
  SeoLivingDocsResult,
  SeoReport,
  SocialMediaRequest,
  SocialMediaResult,
  SpeechRequest,
  SummaryRequest,
  SummaryResult,
  TextRequest,
  TopTenRequest,
  TopTenResult,
  TranscriptResult,
  TranslateRequest,
  TranslateResult,
  VoiceList,
} from './toolContract.ts';

/**
 * How an endpoint answers, which decides the client that calls it: `events` streams server-sent
 * events (`streamTool`), `json` is one JSON answer (the portal API), `audio` is bytes (speech),
 * `upload` takes a file as multipart form data (`uploadFile`).
 */
export type ToolTransport = 'events' | 'json' | 'audio' | 'upload';

export interface ToolEndpoint<Transport extends ToolTransport, Body, Result> {
  readonly transport: Transport;
  readonly method: 'GET' | 'POST';
  /** Never set: it only carries the body and result types of the path. */
  readonly types?: { body: Body; result: Result };
}

const events = <Body, Result>(): ToolEndpoint<'events', Body, Result> => ({ transport: 'events', method: 'POST' });
const json = <Body, Result>(method: 'GET' | 'POST'): ToolEndpoint<'json', Body, Result> => ({ transport: 'json', method });
const audio = <Body>(): ToolEndpoint<'audio', Body, Blob> => ({ transport: 'audio', method: 'POST' });
const upload = <Result>(): ToolEndpoint<'upload', File, Result> => ({ transport: 'upload', method: 'POST' });

export const toolEndpoints = {
  '/v1/tools/summarize': events<SummaryRequest, SummaryResult>(),
  '/v1/tools/translate': events<TranslateRequest, TranslateResult>(),
  '/v1/tools/redact': events<RedactRequest, RedactResult>(),
  '/v1/tools/press-release': events<TextRequest, PressReleaseResult>(),
  '/v1/tools/seo-living-docs': events<TextRequest, SeoLivingDocsResult>(),
  '/v1/tools/top-ten': events<TopTenRequest, TopTenResult>(),
  '/v1/tools/social-media': events<SocialMediaRequest, SocialMediaResult>(),
  '/v1/workday-faq/ask': events<FaqRequest, FaqAnswer>(),
  '/v1/tools/keywords': json<KeywordRequest, KeywordResult>('POST'),
  '/v1/tools/seo-self-made': json<SeoCheckRequest, SeoReport>('POST'),
  '/v1/tools/tts/voices': json<void, VoiceList>('GET'),
  '/v1/workday-faq/entries': json<void, FaqEntryList>('GET'),
  '/v1/tools/tts': audio<SpeechRequest>(),
  '/v1/tools/transcribe': upload<TranscriptResult>(),
} satisfies Record<`/v1/${string}`, ToolEndpoint<ToolTransport, unknown, unknown>>;

type ToolEndpoints = typeof toolEndpoints;
export type ToolPath = keyof ToolEndpoints;
/** The paths that answer the way `transport` says, e.g. the ones `useToolStream` can run. */
export type ToolPathOf<Transport extends ToolTransport> = {
  [Path in ToolPath]: ToolEndpoints[Path]['transport'] extends Transport ? Path : never;
}[ToolPath];
export type ToolBody<Path extends ToolPath> = NonNullable<ToolEndpoints[Path]['types']>['body'];
export type ToolResult<Path extends ToolPath> = NonNullable<ToolEndpoints[Path]['types']>['result'];
