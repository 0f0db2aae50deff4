/** Text zusammenfassen: one or two sentences, a paragraph or bullet points. */
import { z } from 'zod';
import { summaryLengths } from '../catalogue/toolOptions.ts';
import { deskField } from '../schemas/houseStyle.ts';
import { defineTool, keptResultFields, optionIds, textField, type ToolLimits } from './define.ts';

export function summarizeSchemas({ maxTextLength }: ToolLimits) {
  return {
    body: z.object({ text: textField(maxTextLength), length: z.enum(optionIds(summaryLengths)), desk: deskField }),
    result: z.object({ summary: z.string(), ...keptResultFields() }),
  };
}
export type SummaryRequest = z.infer<ReturnType<typeof summarizeSchemas>['body']>;
export type SummaryResult = z.infer<ReturnType<typeof summarizeSchemas>['result']>;

export const summarize = defineTool<typeof summarizeSchemas>()({
  id: 'summarize',
  catalogue: {
    name: 'Text zusammenfassen',
    description: 'Fasst lange Texte in ein bis zwei Sätzen, einem Absatz oder Stichpunkten zusammen.',
    howto: 'Füge deinen Text ein und wähle die Länge der Zusammenfassung: 1–2 Sätze, ein Absatz oder Stichpunkte.',
    icon: 'file-text',
    group: 'text',
    page: { remote: 'mfe_text', module: './Summarize' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: true },
  history: true,
  rated: true,
  fromSource: true,
  houseStyle: { fields: [{ path: 'summary' }] },
  asText: (result) => result.summary,
});
