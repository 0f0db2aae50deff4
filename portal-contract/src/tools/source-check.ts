/**
 * Quellencheck: the facts of a text (figures, dates, weekdays, times, names, functions,
 * organisations, places, quotes) checked against its source. A tool of its own for any two texts,
 * and a stage of the gateway after every tool that writes from a pasted source (`fromSource`).
 */
import { z } from 'zod';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';
import { sourceFindingSchema, type SourceFinding } from './findings.ts';

export { SOURCE_FINDING_KINDS, sourceFindingSchema, type SourceFinding, type SourceFindingKind } from './findings.ts';

export function sourceCheckSchemas({ maxTextLength }: ToolLimits) {
  return {
    body: z.object({ source: textField(maxTextLength, 'source-empty'), text: textField(maxTextLength) }),
    result: z.object({
      findings: z.array(sourceFindingSchema()),
      historyId: keptResultFields().historyId,
      provenance: keptResultFields().provenance,
    }),
  };
}
export type SourceCheckRequest = z.infer<ReturnType<typeof sourceCheckSchemas>['body']>;
export type SourceCheckResult = z.infer<ReturnType<typeof sourceCheckSchemas>['result']>;

const findingLine = (finding: SourceFinding) => `„${finding.text}“: ${finding.reason}`;

export const sourceCheck = defineTool<typeof sourceCheckSchemas>()({
  id: 'source-check',
  catalogue: {
    name: 'Quellencheck',
    description: 'Prüft Zahlen, Daten, Namen, Funktionen, Orte und Zitate eines Textes gegen seine Quelle.',
    howto:
      'Füge die Quelle (Pressemitteilung, Agenturmeldung, Protokoll) und deinen Text ein. Du erhältst jede Angabe deines Textes, die die Quelle nicht stützt – mit dem, was die Quelle stattdessen sagt.',
    icon: 'scale',
    group: 'text',
    page: { remote: 'mfe_text', module: './SourceCheck' },
    groupOnly: false,
  },
  transport: 'json',
  engine: { kind: 'offline' },
  history: true,
  rated: true,
  asText: (result) =>
    result.findings.length === 0 ? 'Alle geprüften Angaben stehen so in der Quelle.' : result.findings.map(findingLine).join('\n'),
});
