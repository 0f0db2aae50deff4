/**
 * The pipeline's provenance stage (docs/personal-data.md): every tool result says where it comes
 * from — the engine and model that answered, a failover, how many personal data items the external
 * provider saw only as placeholders, the house style's version, the source check's outcome — and,
 * if the tenant wants it, the line for copied and downloaded texts. Inside the history stage, so the
 * history keeps the label with the result.
 */
import { AI_LABEL_LINE } from 'portal-contract/ai-policy';
import type { Provenance } from 'portal-contract';
import type { ToolRun } from '../ai/provider.ts';
import type { RunState } from './stage.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

export async function* provenanceStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  const result = yield* next();
  // Speech answers with bytes: its provenance is not part of the audio.
  if (!isPlainObject(result)) return result;
  const policy = await state.policy();
  const sourceCheck = result.sourceCheck as { findings: unknown[] } | undefined;
  const provenance: Provenance = {
    engine: state.answeredBy?.engine ?? (state.provider === 'openai' ? 'openai' : 'local'),
    model: state.answeredBy?.model ?? 'offline',
    failover: state.failover,
    pseudonymised: state.pseudonymised,
    houseStyle: state.houseStyleVersion ? { version: state.houseStyleVersion } : null,
    sourceCheck: sourceCheck ? { findings: sourceCheck.findings.length } : null,
    label: policy.aiLabel ? AI_LABEL_LINE : null,
  };
  return { ...result, provenance };
}
