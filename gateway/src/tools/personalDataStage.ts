/**
 * The pipeline's personal-data stage (docs/personal-data.md): before a run that may reach an external
 * provider, every string of its body is searched for personal data in the offline worker pool. What
 * happens then is the tenant's policy (aiPolicy/): `pseudonymise` — the external provider gets
 * placeholders, the answer is restored (tools/failover.ts); `offline` — only the offline engine may
 * run it, a tool it cannot run is refused naming what was found; `ask` — 409 with what was found, and
 * the page sends the user's choice again in the X-Personal-Data header. The audit log and the usage
 * count how each policy acted; neither ever holds an item.
 */
import {
  PERSONAL_DATA_CHOICE_HEADER,
  PERSONAL_DATA_CHOICES,
  personalDataKindLabels,
  type PersonalDataChoice,
  type PersonalDataOutcome,
  type PersonalDataPolicy,
} from 'portal-contract/ai-policy';
import type { ToolRun } from '../ai/provider.ts';
import { countPersonalData } from '../aiPolicy/counts.ts';
import { auditRequest } from '../audit/auditLog.ts';
import { ApiError } from '../errors.ts';
import { mapStrings, type StringPath } from './mapStrings.ts';
import type { RunState } from './stage.ts';

type Found = { kind: keyof typeof personalDataKindLabels; text: string }[];

/** Every string of the body with where it sits, so the shielded copy has the same shape. */
function stringsOf(body: unknown): { path: StringPath; text: string }[] {
  const found: { path: StringPath; text: string }[] = [];
  mapStrings(body, (text, path) => {
    found.push({ path, text });
    return text;
  });
  return found;
}

/** „„Anna Berger“ (Name), „0171 2345678“ (Telefon)“ — for the user's own message; at most six named. */
function listed(found: Found): string {
  const unique = [...new Map(found.map((item) => [`${item.kind}:${item.text}`, item])).values()];
  const named = unique.slice(0, 6).map(({ kind, text }) => `„${text}“ (${personalDataKindLabels[kind]})`);
  return unique.length > 6 ? `${named.join(', ')} und ${unique.length - 6} weitere` : named.join(', ');
}

/** „3 Angaben: 1 Name, 1 Telefon, 1 E-Mail“ — kinds and counts only, for the audit log. */
function counted(found: Found): string {
  const kinds = new Map<string, number>();
  for (const { kind } of found) kinds.set(personalDataKindLabels[kind], (kinds.get(personalDataKindLabels[kind]) ?? 0) + 1);
  return `${found.length} Angaben: ${[...kinds].map(([kind, count]) => `${count} ${kind}`).join(', ')}`;
}

function choiceOf(state: RunState): PersonalDataChoice | undefined {
  const value = state.request.headers[PERSONAL_DATA_CHOICE_HEADER.toLowerCase()];
  return PERSONAL_DATA_CHOICES.find((choice) => choice === value);
}

/** Whether the offline engine is among the run's providers and can do this tool (and mode). */
function offlineCan(state: RunState): boolean {
  if (!state.engines.some(({ name }) => name === 'local')) return false;
  const { engine } = state.tool;
  if (engine.kind !== 'provider') return true;
  if (typeof engine.offline === 'boolean') return engine.offline;
  return engine.offline.redactModes.includes(state.body.mode as never);
}

export async function* personalDataStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  const external = state.engines.some(({ name }) => name !== 'local');
  if (state.tool.engine.kind !== 'provider' || !external || state.tool.transport === 'upload') return yield* next();
  const strings = stringsOf(state.body).filter(({ text }) => text.trim().length > 0);
  if (strings.length === 0) return yield* next();
  const policy = await state.policy();
  let shielded;
  try {
    shielded = await state.offline.run(
      'protectPersonalData',
      { texts: strings.map(({ text }) => text), keepOfficeHolders: policy.keepOfficeHolders },
      state.signal,
    );
  } catch (error) {
    // Not searched (pool busy or over budget): nothing may leave the house unchecked.
    if (!offlineCan(state)) throw error;
    state.log.warn({ err: error, tool: state.tool.id }, 'personal data not searched: offline engine only');
    state.offlineOnly = true;
    return yield* next();
  }
  if (shielded.found.length === 0) return yield* next();

  const found = shielded.found as Found;
  const choice = choiceOf(state);
  // A user may always choose the stricter way; `pseudonymise` by header only where the tenant asks.
  const acting: PersonalDataPolicy | PersonalDataChoice =
    choice === 'offline' ? 'offline' : policy.personalData === 'ask' ? (choice ?? 'ask') : policy.personalData;
  const record = async (outcome: PersonalDataOutcome, items: number) => {
    countPersonalData(state, policy.personalData, outcome, items);
    await auditRequest(state.db, state.request, `personal-data.${outcome}`, `${state.tool.catalogue.name}: ${counted(found)}`).catch(
      (error: unknown) => state.log.error({ err: error }, 'personal data not audited'),
    );
  };

  // Speech cannot be pseudonymised (placeholders would be spoken), and its voices are the provider's.
  if (state.tool.transport === 'audio') {
    await record('refused', found.length);
    throw new ApiError(422, 'personal-data-offline-only', { items: listed(found) });
  }
  if (acting === 'ask') {
    await record('asked', found.length);
    const choices = PERSONAL_DATA_CHOICES.filter((option) => option !== 'offline' || offlineCan(state));
    throw new ApiError(409, 'personal-data-found', { items: listed(found) }, { found, choices });
  }
  if (acting === 'offline') {
    if (!offlineCan(state)) {
      await record('refused', found.length);
      throw new ApiError(422, 'personal-data-offline-only', { items: listed(found) });
    }
    await record('offline', found.length);
    state.offlineOnly = true;
    return yield* next();
  }
  const replaced = new Map(strings.map(({ path }, index) => [JSON.stringify(path), shielded.texts[index]!]));
  state.shielded = {
    body: mapStrings(state.body, (text, path) => replaced.get(JSON.stringify(path)) ?? text) as Record<string, unknown>,
    placeholders: shielded.placeholders,
  };
  await record('pseudonymised', found.length);
  return yield* next();
}
