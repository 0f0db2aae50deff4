/**
 * What the offline engine's worker threads can do: one entry per CPU-heavy step, each a plain function
 * of structured-clonable input. The gateway's event loop never runs these itself (docs/architecture.md,
 * "Work off the event loop"); it sends them through `offlinePool.ts`, which owns the budget.
 */
import type { ChatTurn, FaqEntry, SummaryLength, SocialPlatform } from 'portal-contract';
import { correctText } from '../correct.ts';
import { answerFromFaq, rankFaq } from '../faq.ts';
import { extractKeywords } from '../keywords.ts';
import { rewritePressRelease } from '../pressRelease.ts';
import { checkSeo, type SeoCheckInput } from '../seoCheck.ts';
import { suggestSeo } from '../seoSuggest.ts';
import { socialPosts } from '../socialMedia.ts';
import { morphologyOrStartBuild } from '../morphology/index.ts';
import { loadSpeller } from '../spelling.ts';
import { summarize } from '../summarize.ts';
import { topTen } from '../topTen.ts';
import { checkSource } from '../sourceCheck/index.ts';
import { protectTexts } from '../personalData/index.ts';
import type { ToolHouseStyle } from 'portal-contract';
import type { StyleRule } from '../../../houseStyle/engine.ts';
import { styleToolResult } from '../../../houseStyle/styleResult.ts';

export const offlineTasks = {
  summarize: (input: { text: string; length: SummaryLength }) => summarize(input.text, input.length),
  correct: async (input: { text: string }) => correctText(await loadSpeller(), input.text),
  pressRelease: (input: { text: string }) => rewritePressRelease(input.text),
  suggestSeo: (input: { text: string }) => suggestSeo(input.text),
  topTen: (input: { topic: string; text: string }) => topTen(input.topic, input.text),
  socialPosts: (input: { text: string; platforms: SocialPlatform[] }) => socialPosts(input.text, input.platforms),
  answerFaq: (input: { question: string; history: ChatTurn[]; entries: FaqEntry[] }) =>
    answerFromFaq(input.question, input.history, input.entries),
  rankFaq: (input: { question: string; entries: FaqEntry[]; k: number }) => rankFaq(input.question, input.entries, input.k),
  checkSeo: (input: SeoCheckInput) => checkSeo(input),
  keywords: (input: { text: string; max: number }) => extractKeywords(input.text, input.max),
  /** Quellencheck: the facts of `text` that `source` does not support. */
  sourceCheck: (input: { source: string; text: string }) => checkSource(input.source, input.text),
  /** Personal data in the texts for an external provider, replaced by placeholders (docs/personal-data.md). */
  protectPersonalData: (input: { texts: string[]; keepOfficeHolders: boolean }) =>
    protectTexts(input.texts, { keepOfficeHolders: input.keepOfficeHolders }),
  /** The tenant's house style over a tool's result (houseStyle/applyToTools.ts). */
  houseStyle: (input: { result: unknown; style: ToolHouseStyle; rules: readonly StyleRule[] }) =>
    styleToolResult(input.result, input.style, input.rules),
  /**
   * Loads what the first real task would otherwise wait for: the Hunspell dictionary (~120 ms) and the
   * morphological one (~50 ms; on a fresh clone its build is started in the background, ~5 s once,
   * morphology/cache.ts – „korrigieren“ works without it until then).
   */
  warmUp: async (_input: Record<string, never>) => {
    await loadSpeller();
    morphologyOrStartBuild();
    return true;
  },
} as const;

export type OfflineTasks = typeof offlineTasks;
export type OfflineTaskName = keyof OfflineTasks;
export type OfflineInput<Name extends OfflineTaskName> = Parameters<OfflineTasks[Name]>[0];
export type OfflineOutput<Name extends OfflineTaskName> = Awaited<ReturnType<OfflineTasks[Name]>>;

/** The worker's one entry point: piscina calls it with `{ task, input }`. */
export default function runOfflineTask({ task, input }: { task: OfflineTaskName; input: unknown }): unknown {
  const run = offlineTasks[task] as ((input: unknown) => unknown) | undefined;
  if (!run) throw new Error(`unknown offline task ${String(task)}`);
  return run(input);
}
