/**
 * What only the gateway derives from the tool descriptors: the AI task list, what the offline engine
 * cannot do, and the tasks' environment names. Exported through
 * `portal-contract/schemas` (the gateway's entry), so no browser bundle carries it.
 */
import { redactModes, type RedactMode } from '../catalogue/toolOptions.ts';
import type { ToolDescriptor } from './define.ts';
import { toolDescriptors, type AiTask } from './index.ts';

/** The tools that run on a configurable AI provider: their ids are the AI task names. */
export const AI_TASKS = toolDescriptors.filter((tool) => tool.engine.kind === 'provider').map((tool) => tool.id) as readonly AiTask[];

/** What the offline engine cannot do: whole tools, or the modes of one it cannot run. */
export const OFFLINE_GAPS: readonly { task: AiTask; redactModes?: readonly RedactMode[] }[] = toolDescriptors.flatMap((tool) => {
  const engine: ToolDescriptor['engine'] = tool.engine;
  if (engine.kind !== 'provider' || engine.offline === true) return [];
  if (engine.offline === false) return [{ task: tool.id as AiTask }];
  const offlineModes: readonly RedactMode[] = engine.offline.redactModes;
  return [{ task: tool.id as AiTask, redactModes: redactModes.map(({ id }) => id).filter((mode) => !offlineModes.includes(mode)) }];
});

/** The environment name of a task (`AI_PROVIDER_<NAME>`, `AI_MODEL_<NAME>`): `text-redact` → `TEXT_REDACT`. */
export const taskEnvName = (id: string) => id.toUpperCase().replace(/-/g, '_');
