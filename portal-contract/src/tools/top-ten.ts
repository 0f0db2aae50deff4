/** Top 10 Liste: ten ranked points on a topic, each with a short explanation, from a source text. */
import { z } from 'zod';
import { topTenTopicMaxLength } from '../catalogue/toolOptions.ts';
import { deskField } from '../schemas/houseStyle.ts';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';

export function topTenSchemas({ maxTextLength }: ToolLimits) {
  const item = z.object({ title: z.string(), explanation: z.string() });
  return {
    body: z.object({
      topic: textField(topTenTopicMaxLength, 'topic-empty', 'validation-failed'),
      text: textField(maxTextLength),
      desk: deskField,
    }),
    result: z.object({
      items: z.array(item),
      /** Why there are fewer than ten points, in German (absent with ten). */
      note: z.string().optional(),
      ...keptResultFields(),
    }),
    item,
  };
}
export type TopTenRequest = z.infer<ReturnType<typeof topTenSchemas>['body']>;
export type TopTenResult = z.infer<ReturnType<typeof topTenSchemas>['result']>;
export type TopTenItem = z.infer<ReturnType<typeof topTenSchemas>['item']>;

const COUNT_WORDS = ['keinen', 'einen', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];

/** „Der Text gibt nur sieben Punkte her.“ — what a Top 10 list with fewer points says about itself. */
export function topTenShortfall(count: number): string | undefined {
  if (count >= 10) return undefined;
  if (count === 0) return 'Der Text gibt keinen Punkt zu diesem Thema her.';
  return `Der Text gibt nur ${COUNT_WORDS[count]} ${count === 1 ? 'Punkt' : 'Punkte'} her.`;
}

export const topTen = defineTool<typeof topTenSchemas>()({
  id: 'top-ten',
  catalogue: {
    name: 'Top 10 Liste',
    description: 'Erstellt aus Thema und Quelltext eine Rangliste mit zehn Punkten.',
    howto: 'Gib ein Thema und einen Quelltext ein. Du erhältst zehn Punkte in einer Rangfolge, jeweils mit kurzer Erklärung.',
    icon: 'list-ordered',
    group: 'seo',
    page: { remote: 'mfe_seo', module: './TopTen' },
    groupOnly: false,
  },
  transport: 'events',
  engine: { kind: 'provider', offline: true },
  history: true,
  rated: true,
  fromSource: true,
  houseStyle: { fields: [{ path: 'items.*.title' }, { path: 'items.*.explanation' }] },
  // One numbered line per point, to paste into the CMS.
  asText: (result) => result.items.map((item, index) => `${index + 1}. ${item.title} – ${item.explanation}`).join('\n'),
});
