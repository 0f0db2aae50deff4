/** Workday FAQ: a chat whose answers come from the FAQ entries it names as sources. */
import { z } from 'zod';
import { faqHistoryTurns, faqQuestionMaxLength } from '../catalogue/toolOptions.ts';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';

/** One earlier turn of the FAQ chat, as the browser sends it back. */
export const FAQ_HISTORY_TURN_MAX_LENGTH = 4000;

export function workdayFaqSchemas(_limits: ToolLimits) {
  const entry = z.object({ id: z.string(), category: z.string(), question: z.string(), answer: z.string() });
  const turn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1).max(FAQ_HISTORY_TURN_MAX_LENGTH) });
  return {
    body: z.object({
      question: textField(faqQuestionMaxLength, 'question-empty'),
      history: z.array(turn).max(faqHistoryTurns).default([]),
    }),
    result: z.object({
      answer: z.string(),
      sources: z.array(entry.pick({ id: true, category: true, question: true })),
      provenance: keptResultFields().provenance,
    }),
    entry,
    entries: z.object({ entries: z.array(entry) }),
    turn,
  };
}
type Schemas = ReturnType<typeof workdayFaqSchemas>;
export type FaqRequest = z.infer<Schemas['body']>;
export type FaqAnswer = z.infer<Schemas['result']>;
export type FaqEntry = z.infer<Schemas['entry']>;
export type FaqEntryList = z.infer<Schemas['entries']>;
export type FaqSource = Pick<FaqEntry, 'id' | 'category' | 'question'>;
export type ChatTurn = z.infer<Schemas['turn']>;

export const workdayFaq = defineTool<typeof workdayFaqSchemas>()({
  id: 'workday-faq',
  catalogue: {
    name: 'Workday FAQ',
    description: 'Beantwortet Fragen zu Workday – mit den FAQ-Einträgen als Quellen.',
    howto:
      'Stell deine Frage zu Workday, zum Beispiel zu Urlaub, Spesen oder Gehaltsabrechnung. Die Antwort nennt die FAQ-Einträge, auf die sie sich stützt.',
    icon: 'message-question',
    page: { remote: 'mfe_misc', module: './WorkdayFaq' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: true },
  history: false,
  textLimit: faqQuestionMaxLength,
  rated: true,
  asText: (result) => result.answer,
});
