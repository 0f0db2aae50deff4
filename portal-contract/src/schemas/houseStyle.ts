/**
 * The house style („Hausstil“): a tenant's own rules, read by its staff, kept by its style editors.
 * Kinds: `term` (find = the wrong word, replace = the right one), `pattern` (find = an RE2 regular
 * expression, replace = its replacement with $1 …), `hint` (find = an RE2 expression; flags, never
 * replaces) and `instruction` (replace = a sentence for a generative provider; find stays empty).
 */
import { z } from 'zod';
import { STYLE_RULE_CATEGORIES, STYLE_RULE_KINDS, type StyleRuleCategory, type StyleRuleKind } from '../catalogue/houseStyle.ts';
import { storableText } from './common.ts';

export { STYLE_RULE_CATEGORIES, STYLE_RULE_KINDS, type StyleRuleCategory, type StyleRuleKind };

const invalid = { error: 'validation-failed' } as const;
const line = (max: number) => storableText().trim().max(max, invalid);
const examples = z.array(line(300).min(1, invalid)).max(10, invalid);

/** What the form and an import send for one rule. Whether its examples hold is the gateway's check. */
export const styleRuleBodySchema = z
  .object({
    title: line(80).min(1, invalid),
    explanation: line(500),
    category: z.enum(STYLE_RULE_CATEGORIES, invalid),
    kind: z.enum(STYLE_RULE_KINDS, invalid),
    find: storableText().max(1000, invalid),
    replace: storableText().max(300, invalid),
    /** A desk („Ressort“, e.g. Sport) the rule is limited to; none: the whole tenant. */
    desk: line(60).nullish(),
    enabled: z.boolean(invalid).default(true),
    /** pattern/hint: only matches that are whole words (start and end at a word boundary). */
    wholeWords: z.boolean(invalid).default(true),
    examplesFlagged: examples,
    examplesUntouched: examples,
  })
  .refine(({ kind, find }) => kind === 'instruction' || find.length > 0, { error: 'validation-failed', path: ['find'] })
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
  /** The e-mail address of who changed it last. */
  updatedBy: z.string().nullable(),
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
