/**
 * The house style's rule kinds and categories, shared by the gateway's schemas and the Hausstil page;
 * imported as `portal-contract/house-style` (not from the main entry, which every page loads first).
 */
/** `numbers`: the style guide's „numbers up to twelve in words“, a rule of the engine's own (no find/replace). */
export const STYLE_RULE_KINDS = ['term', 'pattern', 'hint', 'instruction', 'numbers'] as const;
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
  numbers: 'Zahlen in Worten',
};

/** A rule's fields by their German names: the form's labels, the CSV's columns, the history's words. */
export const styleRuleFieldLabels = {
  title: 'Titel',
  explanation: 'Erklärung',
  category: 'Kategorie',
  kind: 'Art',
  find: 'Suchen',
  replace: 'Ersetzen',
  desk: 'Ressort',
  enabled: 'Aktiv',
  wholeWords: 'Nur ganze Wörter',
  examplesFlagged: 'Beispiele mit Treffer',
  examplesUntouched: 'Beispiele ohne Treffer',
} as const;

/**
 * A rule most of whose changes staff reject is one its editors should look at: at least
 * `minDecisions` decisions, fewer than half of them kept.
 */
export const mostlyRejected = { minDecisions: 5, maxAcceptedShare: 0.5 } as const;

export function isMostlyRejected({ accepted, rejected }: { accepted: number; rejected: number }): boolean {
  const decisions = accepted + rejected;
  return decisions >= mostlyRejected.minDecisions && accepted / decisions < mostlyRejected.maxAcceptedShare;
}
