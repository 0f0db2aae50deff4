/** Text redigieren: spelling, grammar and typography („korrigieren“) or a tighter style („redigieren“). */
import { z } from 'zod';
import { redactModes } from '../catalogue/toolOptions.ts';
import { deskField } from '../schemas/houseStyle.ts';
import { defineTool, keptResultFields, optionIds, textField, type ToolLimits } from './define.ts';

export function textRedactSchemas({ maxTextLength }: ToolLimits) {
  const change = z.object({
    original: z.string(),
    replacement: z.string(),
    /** German, e.g. „Rechtschreibung“, „Typografie: Anführungszeichen“, „Hausstil: E-Mail“. */
    reason: z.string(),
    /** A house-style change: the rule's explanation. */
    explanation: z.string().optional(),
    /** A house-style change: its rule, so that accepting or rejecting it is counted for the rule. */
    ruleId: z.string().optional(),
  });
  /** Something the author should decide, not a change: e.g. a text that both „siezt“ and „duzt“. */
  const hint = z.object({ reason: z.string(), detail: z.string() });
  return {
    body: z.object({ text: textField(maxTextLength), mode: z.enum(optionIds(redactModes)), desk: deskField }),
    result: z.object({
      corrected: z.string(),
      changes: z.array(change),
      /** Only when there is something to say. */
      hints: z.array(hint).optional(),
      historyId: keptResultFields().historyId,
      sourceCheck: keptResultFields().sourceCheck,
      provenance: keptResultFields().provenance,
    }),
    change,
    hint,
  };
}
type Schemas = ReturnType<typeof textRedactSchemas>;
export type RedactRequest = z.infer<Schemas['body']>;
export type RedactResult = z.infer<Schemas['result']>;
export type RedactChange = z.infer<Schemas['change']>;
export type RedactHint = z.infer<Schemas['hint']>;

export const textRedact = defineTool<typeof textRedactSchemas>()({
  id: 'text-redact',
  catalogue: {
    name: 'Text redigieren',
    description: 'Korrigiert Rechtschreibung, Grammatik und Typografie oder strafft deinen Stil.',
    howto:
      'Füge deinen Text ein und wähle „korrigieren“ (Rechtschreibung, Grammatik, Typografie – deine Stimme bleibt) oder „redigieren“ (klarer, knapper Stil). Jede Änderung kannst du einzeln übernehmen oder verwerfen.',
    icon: 'spell-check',
    group: 'text',
    page: { remote: 'mfe_text', module: './Redact' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: { redactModes: ['korrigieren'] } },
  history: true,
  rated: true,
  fromSource: true,
  houseStyle: { fields: [{ path: 'corrected' }], inline: { changes: 'changes', hints: 'hints' } },
  asText: (result) => result.corrected,
});
