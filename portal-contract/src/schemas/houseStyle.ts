/**
 * The house style („Hausstil“): a tenant's own rules, read by its staff, kept by its style editors.
 * Kinds: `term` (find = the wrong word, replace = the right one), `pattern` (find = an RE2 regular
 * expression, replace = its replacement with $1 …), `hint` (find = an RE2 expression; flags, never
 * replaces), `instruction` (replace = a sentence for a generative provider; find stays empty) and
 * `numbers` (numbers from one to twelve before a counted noun written in words; find and replace stay empty).
 */
import { z } from 'zod';
import {
  STYLE_RULE_CATEGORIES,
  STYLE_RULE_KINDS,
  styleRuleFieldLabels,
  type StyleRuleCategory,
  type StyleRuleKind,
} from '../catalogue/houseStyle.ts';
import { storableText } from './common.ts';

export { STYLE_RULE_CATEGORIES, STYLE_RULE_KINDS, type StyleRuleCategory, type StyleRuleKind };

const invalid = { error: 'validation-failed' } as const;
const line = (max: number) => storableText().trim().max(max, invalid);
const examples = z.array(line(300).min(1, invalid)).max(10, invalid);
/** A desk („Ressort“, e.g. Sport): on a rule, the desk it is limited to; on a tool's request, the desk whose rules apply too. */
export const deskField = line(60).nullish();

/** What the form and an import send for one rule. Whether its examples hold is the gateway's check. */
export const styleRuleBodySchema = z
  .object({
    title: line(80).min(1, invalid),
    explanation: line(500),
    category: z.enum(STYLE_RULE_CATEGORIES, invalid),
    kind: z.enum(STYLE_RULE_KINDS, invalid),
    find: storableText().max(1000, invalid),
    replace: storableText().max(300, invalid),
    /** None: the whole tenant. */
    desk: deskField,
    enabled: z.boolean(invalid).default(true),
    /** pattern/hint: only matches that are whole words (start and end at a word boundary). */
    wholeWords: z.boolean(invalid).default(true),
    examplesFlagged: examples,
    examplesUntouched: examples,
  })
  .refine(({ kind, find }) => kind === 'instruction' || kind === 'numbers' || find.length > 0, {
    error: 'validation-failed',
    path: ['find'],
  })
  .refine(({ kind, replace }) => !['term', 'instruction'].includes(kind) || replace.trim().length > 0, {
    error: 'validation-failed',
    path: ['replace'],
  })
  // A rule that changes or flags text shows with examples what it does and what it leaves alone.
  .refine(
    ({ kind, examplesFlagged, examplesUntouched }) =>
      kind === 'instruction' || (examplesFlagged.length > 0 && examplesUntouched.length > 0),
    {
      error: 'validation-failed',
      path: ['examplesFlagged'],
    },
  );
export type StyleRuleBody = z.input<typeof styleRuleBodySchema>;

export const styleRuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  explanation: z.string(),
  category: z.enum(STYLE_RULE_CATEGORIES),
  kind: z.enum(STYLE_RULE_KINDS),
  find: z.string(),
  replace: z.string(),
  desk: z.string().nullable(),
  enabled: z.boolean(),
  wholeWords: z.boolean(),
  examplesFlagged: z.array(z.string()),
  examplesUntouched: z.array(z.string()),
  updatedAt: z.string(),
  /** The e-mail address of who changed it last; null for a rule as the portal's own seed left it. */
  updatedBy: z.string().nullable(),
  /**
   * What the rule does to its first example, for staff who do not read regular expressions: the text
   * before and after (a hint leaves it as it is and names the passages it marks). Null without one.
   */
  example: z.object({ before: z.string(), after: z.string(), marked: z.array(z.string()) }).nullable(),
  /** How often it changed or flagged a tool's result, and how staff decided on its changes in the diff. */
  stats: z.object({ fired: z.number(), accepted: z.number(), rejected: z.number() }),
});
export type StyleRule = z.infer<typeof styleRuleSchema>;

export const styleRulesReplySchema = z.object({
  rules: z.array(styleRuleSchema),
  /** Whether this user may create, change and delete rules (style editors and admins). */
  canEdit: z.boolean(),
});
export type StyleRulesReply = z.infer<typeof styleRulesReplySchema>;
export const styleRuleReplySchema = z.object({ rule: styleRuleSchema });
export const styleRuleParamsSchema = z.object({ id: z.string().regex(/^\d{1,12}$/, { error: 'not-found' }) });

/** The form's live preview: the rule as typed (not yet complete, perhaps) on a sample text. */
export const styleRulePreviewBodySchema = z.object({
  rule: z.object({
    title: line(80),
    explanation: line(500),
    kind: z.enum(STYLE_RULE_KINDS, invalid),
    find: storableText().max(1000, invalid),
    replace: storableText().max(300, invalid),
    wholeWords: z.boolean(invalid).default(true),
    examplesFlagged: examples,
    examplesUntouched: examples,
  }),
  text: storableText().max(2000, invalid),
});
export type StyleRulePreviewBody = z.input<typeof styleRulePreviewBodySchema>;
export const styleRulePreviewReplySchema = z.object({
  /** The sample text as the rule leaves it. */
  text: z.string(),
  changes: z.array(z.object({ original: z.string(), replacement: z.string() })),
  hints: z.array(z.string()),
  /** Why the rule cannot be saved yet (an example fails, the expression is invalid), or null. */
  problem: z.string().nullable(),
});
export type StyleRulePreviewReply = z.infer<typeof styleRulePreviewReplySchema>;

/** The redact page's accept and reject clicks on house-style changes, counted per rule (no text). */
export const styleRuleDecisionsBodySchema = z.object({
  decisions: z
    .array(z.object({ ruleId: z.string().regex(/^\d{1,12}$/, invalid), accepted: z.boolean(invalid) }))
    .min(1, invalid)
    .max(200, invalid),
});
export type StyleRuleDecisionsBody = z.infer<typeof styleRuleDecisionsBodySchema>;

/** The desks („Ressorts“) that have rules of their own, for the tools' desk choice. */
export const styleDesksReplySchema = z.object({ desks: z.array(z.string()) });
export type StyleDesksReply = z.infer<typeof styleDesksReplySchema>;

export const STYLE_RULE_CHANGE_ACTIONS = ['create', 'update', 'delete', 'import'] as const;
export type StyleRuleChangeAction = (typeof STYLE_RULE_CHANGE_ACTIONS)[number];
/** The fields a rule's history compares and a CSV has as columns, in the form's order. */
export const STYLE_RULE_FIELDS = Object.keys(styleRuleFieldLabels) as StyleRuleField[];
export type StyleRuleField = keyof typeof styleRuleFieldLabels;
const fieldValue = z.union([z.string(), z.boolean(), z.array(z.string()), z.null()]);
export const styleRuleHistoryReplySchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      /** Who did it; null for the portal's own seed. */
      actorEmail: z.string().nullable(),
      action: z.enum(STYLE_RULE_CHANGE_ACTIONS),
      /** What differs from the entry before (for a create: every field that is set). */
      changes: z.array(
        z.object({ field: z.enum(STYLE_RULE_FIELDS as [StyleRuleField, ...StyleRuleField[]]), before: fieldValue, after: fieldValue }),
      ),
    }),
  ),
});
export type StyleRuleHistoryReply = z.infer<typeof styleRuleHistoryReplySchema>;

/** Import and export: the whole rule set as a file. */
export const STYLE_RULE_FILE_FORMATS = ['csv', 'json'] as const;
export type StyleRuleFileFormat = (typeof STYLE_RULE_FILE_FORMATS)[number];
/** At most 1 MB of file: 500 rules with all their examples fit several times. */
export const STYLE_IMPORT_MAX_LENGTH = 1_000_000;
export const styleImportBodySchema = z.object({
  format: z.enum(STYLE_RULE_FILE_FORMATS, invalid),
  /** Longer than STYLE_IMPORT_MAX_LENGTH: the gateway answers 413 `file-too-large`. */
  content: z.string(invalid),
});
export type StyleImportBody = z.infer<typeof styleImportBodySchema>;
export const styleImportReplySchema = z.object({ created: z.number(), updated: z.number() });
export type StyleImportReply = z.infer<typeof styleImportReplySchema>;
/** A bad file's reply (400 `style-import-invalid`): every bad row, nothing imported. */
export interface StyleImportProblem {
  /** „Zeile 4“ (CSV) or „Regel 3“ (JSON), with the rule's title when it has one. */
  row: string;
  reason: string;
}
/** The JSON export (`GET /v1/house-style/export.json`); its `rules` import as they are. */
export const styleExportJsonSchema = z.object({
  format: z.literal('ki-portal-hausstil'),
  version: z.literal(1),
  tenant: z.string(),
  exportedAt: z.string(),
  rules: z.array(styleRuleSchema.omit({ id: true, updatedAt: true, updatedBy: true, example: true, stats: true })),
});
export type StyleExportJson = z.infer<typeof styleExportJsonSchema>;
