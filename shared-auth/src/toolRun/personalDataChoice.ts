import type { PersonalDataChoice } from 'portal-contract/ai-policy';

/**
 * The user's answer to `personal-data-found`, attached to what identifies a resent run's requests:
 * its abort signal (streams, uploads, gatewayRequest) or the body handed to a portal API mutation.
 * The gateway client reads it from there, so no tool page passes a header itself.
 */
const chosen = new WeakMap<object, PersonalDataChoice>();

export function attachChoice<Key extends object>(key: Key, choice: PersonalDataChoice | undefined): Key {
  if (choice) chosen.set(key, choice);
  return key;
}

// WeakMap.get answers undefined for anything that is no object (no signal, a body-less GET).
export const choiceOf = (key: unknown): PersonalDataChoice | undefined => chosen.get(key as object);

/**
 * The request header of a choice: portal-contract/ai-policy's PERSONAL_DATA_CHOICE_HEADER, written out
 * because that module's labels must not reach the first load (shared-auth is a singleton); a test
 * holds the two equal.
 */
export const PERSONAL_DATA_HEADER = 'X-Personal-Data';

/** The header to send for `key` (a run's signal or a mutation's body): none unless a choice was attached. */
export function choiceHeaders(key: unknown): Record<string, string> {
  const choice = choiceOf(key);
  return choice ? { [PERSONAL_DATA_HEADER]: choice } : {};
}
