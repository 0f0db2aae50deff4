/**
 * Whether a text addresses its reader both formally („Sie“, „Ihnen“) and informally („du“, „dein“).
 * No rule can know which one the author wants, so this is a hint beside the result, never a change.
 *
 * Only the clear forms count: a capitalised „Sie“/„Ihr…“ in the middle of a sentence (at its start
 * „Sie“ may be „they“), and the du forms anywhere. Quotations are left out: an article may quote one
 * person who says „du“ and another who says „Sie“. „Dir.“ is a title (Direktor), not „dir“.
 */
import type { RedactHint, RedactResult } from 'portal-contract';
import type { ToolRun } from './provider.ts';

// A quotation cannot contain its own opening mark: otherwise 20 000 „ without a closing one are
// scanned to the end from each of them (n², on the event loop: this runs on every redact result).
const QUOTATION = /„[^„“]*“|»[^»«]*«|"[^"]*"/gu;
/** After a word, a number or a comma: mid-sentence, so the capital is the polite form. */
const FORMAL = /(?<=[\p{L}\d,;] )(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}.])/gu;
const INFORMAL =
  /(?<![\p{L}-])(?:[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein|[Dd]eine|[Dd]einen|[Dd]einem|[Dd]einer|[Dd]eines|[Ee]uch|[Ee]uer|[Ee]ure|[Ee]uren|[Ee]urem|[Ee]urer)(?![\p{L}-]|(?<=Dir)\.)/gu;

function distinct(words: Iterable<string>, max = 3): string[] {
  return [...new Set(words)].slice(0, max);
}

export function addressHints(text: string): RedactHint[] {
  const outsideQuotes = text.replace(QUOTATION, (quote) => ' '.repeat(quote.length));
  const formal = distinct(outsideQuotes.match(FORMAL) ?? []);
  const informal = distinct(outsideQuotes.match(INFORMAL) ?? []);
  if (formal.length === 0 || informal.length === 0) return [];
  const quoted = (words: string[]) => words.map((word) => `„${word}“`).join(', ');
  return [
    {
      reason: 'Anrede: „Sie“ und „du“ gemischt',
      detail: `Der Text siezt (${quoted(formal)}) und duzt (${quoted(informal)}). Entscheide dich für eine Anrede.`,
    },
  ];
}

/** A redact run whose result carries the hints on its corrected text, whichever provider ran it. */
export async function* withAddressHints(run: ToolRun<RedactResult>): ToolRun<RedactResult> {
  const result = yield* run;
  const hints = addressHints(result.corrected);
  return hints.length > 0 ? { ...result, hints } : result;
}
