/** Text übersetzen: a translation into the chosen language, „du“ or „Sie“. Needs a generative provider. */
import { z } from 'zod';
import { formalities, languages } from '../catalogue/toolOptions.ts';
import { defineTool, keptResultFields, optionIds, textField, type ToolLimits } from './define.ts';

export function textTranslationSchemas({ maxTextLength }: ToolLimits) {
  const language = z.enum(optionIds(languages));
  return {
    body: z.object({
      text: textField(maxTextLength),
      source: z.union([z.literal('auto'), language]),
      target: language,
      formality: z.enum(optionIds(formalities)),
    }),
    result: z.object({ translation: z.string(), historyId: keptResultFields().historyId, provenance: keptResultFields().provenance }),
  };
}
export type TranslateRequest = z.infer<ReturnType<typeof textTranslationSchemas>['body']>;
export type TranslateResult = z.infer<ReturnType<typeof textTranslationSchemas>['result']>;

export const textTranslation = defineTool<typeof textTranslationSchemas>()({
  id: 'text-translation',
  catalogue: {
    name: 'Text übersetzen',
    description: 'Übersetzt Texte in die gewünschte Sprache, auf Wunsch in Du- oder Sie-Form.',
    howto:
      'Füge deinen Text ein, wähle Ausgangssprache (oder automatische Erkennung), Zielsprache und Anrede (du/Sie) und starte die Übersetzung.',
    icon: 'languages',
    group: 'text',
    page: { remote: 'mfe_text', module: './Translate' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: false },
  history: true,
  rated: true,
  asText: (result) => result.translation,
});
