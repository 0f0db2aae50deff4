/**
 * A tool of the portal, declared once (docs/new-tool.md): what the catalogue shows, how the gateway
 * takes and answers it, which provider may run it, whether the history keeps it, which result fields
 * the house style edits, and its result as one text. Catalogue, endpoints, history and rating lists,
 * AI task lists and offline gaps are derived from these descriptors (tools/index.ts).
 *
 * The zod schemas of a tool live beside its descriptor in a schema function (`<tool>Schemas`), not in
 * the descriptor object: the browser imports the descriptors for the catalogue, and a function that
 * nobody calls lets the bundler leave zod out (the first-load budget, docs/architecture.md).
 */
import { z } from 'zod';
import type { FeatureGroupId, RemotePage } from '../catalogue/pages.ts';
import type { RedactMode } from '../catalogue/toolOptions.ts';
import type { EmptyTextCode } from '../catalogue/toolText.ts';
import { sourceFindingSchema } from './findings.ts';
import { provenanceSchema } from './provenance.ts';

/**
 * How a tool answers, which decides the client that calls it: `events` streams server-sent events
 * (`streamTool`), `json` is one JSON answer (the portal API), `audio` is bytes (speech), `upload`
 * takes a file as multipart form data (`uploadFile`).
 */
export type ToolTransport = 'events' | 'json' | 'audio' | 'upload';

/** The icons a catalogue entry may name (shared-ui draws them with lucide; a type, so no list ships). */
export type IconId =
  | 'spell-check'
  | 'languages'
  | 'file-text'
  | 'newspaper'
  | 'audio-lines'
  | 'book-marked'
  | 'search'
  | 'pen-line'
  | 'list-ordered'
  | 'share'
  | 'hash'
  | 'volume'
  | 'link'
  | 'bar-chart'
  | 'message-question'
  | 'messages'
  | 'scale';

/** What the home cards, menus, route table and guards show of a tool. */
export interface CatalogueEntry {
  name: string;
  description: string;
  /** German help text shown at the top of the tool page. */
  howto: string;
  icon: IconId;
  /** Home tab and nav dropdown; absent for entries that stand alone in the nav (FAQ). */
  group?: FeatureGroupId;
  page: RemotePage;
  /** Only for users of the group tenant (SV-Gruppe). */
  groupOnly: boolean;
}

/**
 * Who may run a tool: `provider` — the configured AI provider of its task (`AI_PROVIDER_<TASK>`),
 * with the offline engine able to do it (`offline: true`), some modes of it, or nothing; `offline` —
 * always the offline engine (analyses such as keywords), never a provider or its quota.
 */
export type ToolEngine =
  | { kind: 'provider'; offline: true }
  | { kind: 'provider'; offline: false }
  | { kind: 'provider'; offline: { redactModes: readonly RedactMode[] } }
  | { kind: 'offline' };

/**
 * A result field the house style edits: a path through the result (`*` walks an array), and a limit
 * in characters that the styled text may not break (a number, or the name of the limit of the array
 * item's `platform`, for posts).
 */
export interface StyleField {
  path: string;
  limit?: number | 'platform';
}

/**
 * How the house style treats a tool's result: `fields` are styled and the changes listed in
 * `houseStyle.changes`; `inline` (Text redigieren) puts them into the result's own list of changes,
 * so the page offers each one for accept or reject.
 */
export type ToolHouseStyle = { fields: readonly StyleField[]; inline?: { changes: string; hints: string } };

export interface ToolDescriptor<
  Id extends string = string,
  Transport extends ToolTransport = ToolTransport,
  Body = unknown,
  Result = unknown,
> {
  /** The route segment (`/v1/tools/<id>`), catalogue and history/usage key, and AI task name. */
  readonly id: Id;
  readonly catalogue: CatalogueEntry;
  readonly transport: Transport;
  readonly engine: ToolEngine;
  /** Runs are kept in the user's history („Verlauf“). */
  readonly history: boolean;
  /** Results take a thumbs up or down. */
  readonly rated: boolean;
  /** The result is written from a text the user pasted (the source check compares them). */
  readonly fromSource?: boolean;
  readonly houseStyle?: ToolHouseStyle;
  /** The longest text the tool takes when it is not the gateway's MAX_TEXT_LENGTH (speech, the FAQ question). */
  readonly textLimit?: number;
  /** The text the history searches, copy and download take, and another tool reuses. */
  asText(result: Result): string;
  /** Never set: it only carries the body and result types. */
  readonly types?: { body: Body; result: Result };
}

/** What a tool's schemas depend on: the gateway's configured text limit. */
export interface ToolLimits {
  maxTextLength: number;
}

/** A tool's schema function: the request body and the result, for a gateway with `limits`. */
export type ToolSchemas = (limits: ToolLimits) => { body: z.ZodType; result: z.ZodType };
export type BodyOf<Schemas extends ToolSchemas> = z.infer<ReturnType<Schemas>['body']>;
export type ResultOf<Schemas extends ToolSchemas> = z.infer<ReturnType<Schemas>['result']>;

/**
 * Declares a tool whose body and result are those of `Schemas`:
 * `defineTool<typeof summarizeSchemas>()({ id: 'summarize', … })`. The descriptor keeps its literal
 * values (id, transport, history …), so the lists derived from it are typed exactly.
 */
export function defineTool<Schemas extends ToolSchemas>() {
  return <const Descriptor extends ToolDescriptor<string, ToolTransport, BodyOf<Schemas>, ResultOf<Schemas>>>(descriptor: Descriptor) =>
    descriptor as Descriptor & { readonly types?: { body: BodyOf<Schemas>; result: ResultOf<Schemas> } };
}

/** The gateway path of a tool. */
export const toolPath = <Id extends string>(id: Id) => `/v1/tools/${id}` as const;

/** The catalogue's enum ids as a zod enum's values. */
export const optionIds = <T extends readonly { id: string }[]>(options: T) =>
  options.map((option) => option.id) as [T[number]['id'], ...T[number]['id'][]];

/** Missing or not a string → validation-failed; blank → `empty`; longer than `max` → `tooLong`. */
export function textField(
  max: number,
  empty: EmptyTextCode = 'text-empty',
  tooLong: 'text-too-long' | 'validation-failed' = 'text-too-long',
) {
  return z
    .string({ error: 'validation-failed' })
    .refine((text) => text.trim().length > 0, { error: empty, abort: true })
    .refine((text) => text.length <= max, { error: tooLong });
}

/** What every prose result may carry: the kept history entry's id and the house style's changes. */
export function keptResultFields() {
  const change = z.object({
    ruleId: z.string(),
    original: z.string(),
    replacement: z.string(),
    reason: z.string(),
    explanation: z.string(),
  });
  return {
    /** A streamed result the gateway kept in the user's history: the entry's id, for the thumbs under it. */
    historyId: z.string().optional(),
    /** The house style's changes to a prose result: the page counts and lists them. */
    houseStyle: z.object({ changes: z.array(change) }).optional(),
    /** A result written from a pasted source: the facts its text (`asText`) has that the source does not support. */
    sourceCheck: z.object({ findings: z.array(sourceFindingSchema()) }).optional(),
    /** Which engine and model wrote it, failover, pseudonymisation, house-style version, source check (tools/provenance.ts). */
    provenance: provenanceSchema().optional(),
  };
}

type KeptFields = ReturnType<typeof keptResultFields>;
/** A streamed result the gateway kept in the user's history: the entry's id, for the thumbs under it. */
export type KeptResult = { historyId?: z.infer<KeptFields['historyId']> };
/** On a prose tool's result when its house style changed something: the page counts and lists them. */
export type HouseStyleApplied = KeptResult & { houseStyle?: z.infer<KeptFields['houseStyle']> };
/** On a result written from a source: its source check. */
export type SourceChecked = { sourceCheck?: z.infer<KeptFields['sourceCheck']> };
/** On every tool's result: where it comes from. */
export type WithProvenance = { provenance?: z.infer<KeptFields['provenance']> };
/** A change the tenant's house style made to a tool's result. */
export type HouseStyleChange = NonNullable<HouseStyleApplied['houseStyle']>['changes'][number];
