/** The house style's rule kinds and categories, shared by the gateway's schemas and the Hausstil page. */
export const STYLE_RULE_KINDS = ['term', 'pattern', 'hint', 'instruction'] as const;
export type StyleRuleKind = (typeof STYLE_RULE_KINDS)[number];

export const STYLE_RULE_CATEGORIES = [
  'Zahlen',
  'Datum und Zeit',
  'Namen und Titel',
  'Abkürzungen',
  'Schreibweisen',
  'Geschlechtergerechte Sprache',
  'Orte',
  'Marken',
  'Typografie',
  'Stil',
] as const;
export type StyleRuleCategory = (typeof STYLE_RULE_CATEGORIES)[number];

export const styleRuleKindLabels: Record<StyleRuleKind, string> = {
  term: 'Begriff',
  pattern: 'Muster',
  hint: 'Hinweis',
  instruction: 'Anweisung an KI',
};
