/**
 * What the configured providers can do, for the browser (GET /v1/capabilities) and for routes that
 * refuse early. The offline engine refuses exactly these with 501 `no-ai-provider`
 * (local/localProvider.ts); a task on the openai provider can do all of them.
 */
import type { AiCapabilities } from 'portal-contract';
import { OFFLINE_GAPS } from 'portal-contract/schemas';
import type { AiConfig, AiTask } from '../config.ts';

export function capabilitiesOf(ai: Pick<AiConfig, 'providers' | 'contact'>): AiCapabilities {
  const gaps = OFFLINE_GAPS.filter(({ task }) => ai.providers[task] === 'local');
  return {
    unavailableFeatures: gaps.flatMap(({ task, redactModes }) => (redactModes ? [] : [task])),
    unavailableRedactModes: gaps.flatMap(({ redactModes }) => redactModes ?? []),
    contact: ai.contact,
  };
}

/** Whether a task can run at all with its provider. */
export const canRun = (ai: Pick<AiConfig, 'providers'>, task: AiTask) =>
  !OFFLINE_GAPS.some((gap) => gap.task === task && !gap.redactModes && ai.providers[task] === 'local');

/** What the start-up log says about each task: its provider and, on openai, its model. */
export function aiTaskLines(ai: Pick<AiConfig, 'providers' | 'models' | 'baseUrl' | 'azure'>) {
  return (Object.keys(ai.providers) as AiTask[]).map((task) =>
    ai.providers[task] === 'openai'
      ? {
          task,
          provider: ai.azure ? 'azure-openai' : 'openai',
          model: ai.models[task],
          endpoint: new URL(ai.azure?.endpoint ?? ai.baseUrl ?? 'https://api.openai.com').origin,
        }
      : { task, provider: 'local', model: 'offline' },
  );
}
