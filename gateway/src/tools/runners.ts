/**
 * What each tool runs at the core of the pipeline (tools/pipeline.ts): its provider's task, given the
 * house style's instructions for the prompt, or its analysis in the offline worker pool. Keyed by the
 * tool's id, so a descriptor without a runner does not type-check. Speech and transcription answer
 * at once; their routes (audioRoutes.ts) call the provider themselves inside the same stages.
 */
import type { ToolId } from 'portal-contract';
import { withAddressHints } from '../ai/addressHints.ts';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import type { AiProvider, ToolRun } from '../ai/provider.ts';
import { faqSourcesFor } from '../faq/sources.ts';
import type { RunState } from './stage.ts';

export type RunnerDeps = { provider: AiProvider; offline: OfflineEngine };
/** A tool's run from its validated body (typed by the route's schema; here as the provider takes it). */
export type Runner = (deps: RunnerDeps, body: never, state: RunState) => ToolRun<unknown>;

/** The instruction rules of the house style, for the provider's prompt. */
const guided = <Body extends object>(body: Body, state: RunState) => ({ ...body, styleInstructions: state.styleInstructions });

/** An offline analysis as a run without deltas. */
// eslint-disable-next-line require-yield -- answers at once: a run without deltas
async function* answered<Result>(result: Promise<Result>): ToolRun<Result> {
  return await result;
}

export const runners = {
  'text-redact': ({ provider }, body: Parameters<AiProvider['redact']>[0], state) =>
    withAddressHints(provider.redact(guided(body, state), state.signal, state.meter)),
  'text-translation': ({ provider }, body: Parameters<AiProvider['translate']>[0], state) =>
    provider.translate(body, state.signal, state.meter),
  summarize: ({ provider }, body: Parameters<AiProvider['summarize']>[0], state) =>
    provider.summarize(guided(body, state), state.signal, state.meter),
  'press-release': ({ provider }, body: Parameters<AiProvider['pressRelease']>[0], state) =>
    provider.pressRelease(guided(body, state), state.signal, state.meter),
  'seo-living-docs': ({ provider }, body: Parameters<AiProvider['seoLivingDocs']>[0], state) =>
    provider.seoLivingDocs(guided(body, state), state.signal, state.meter),
  'top-ten': ({ provider }, body: Parameters<AiProvider['topTen']>[0], state) =>
    provider.topTen(guided(body, state), state.signal, state.meter),
  'social-media': ({ provider }, body: Parameters<AiProvider['socialMedia']>[0], state) =>
    provider.socialMedia(guided(body, state), state.signal, state.meter),
  'seo-self-made': ({ offline }, body: Parameters<typeof offline.run<'checkSeo'>>[1], state) =>
    answered(offline.run('checkSeo', body, state.signal)),
  'source-check': ({ offline }, body: { source: string; text: string }, state) =>
    answered(offline.run('sourceCheck', { source: body.source, text: body.text }, state.signal).then((findings) => ({ findings }))),
  'keyword-extraction': ({ offline }, body: { text: string; max: number }, state) =>
    answered(offline.run('keywords', { text: body.text, max: body.max }, state.signal)),
  'workday-faq': async function* ({ provider, offline }, body: Omit<Parameters<AiProvider['answerFaq']>[0], 'entries'>, state) {
    const entries = await faqSourcesFor(state.db, offline, body.question, body.history, state.signal);
    return yield* provider.answerFaq({ question: body.question, history: body.history, entries }, state.signal, state.meter);
  },
} satisfies Partial<Record<ToolId, Runner>>;
