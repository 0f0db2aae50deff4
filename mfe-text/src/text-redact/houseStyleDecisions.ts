import { useCallback, useMemo, useRef } from 'react';
import type { RedactChange } from 'shared-ui';
import { useSendStyleDecisionsMutation } from '../house-style/api';
import type { ChangePart } from './wordChanges';

const holdsWhole = (change: ChangePart, reason: RedactChange) =>
  change.removed.includes(reason.original.trim()) && change.added.includes(reason.replacement.trim());
const isPiece = (change: ChangePart, reason: RedactChange) => {
  const removed = change.removed.trim();
  const added = change.added.trim();
  return (removed || added) !== '' && reason.original.includes(removed) && reason.replacement.includes(added);
};

/**
 * Which diff changes carry which house-style change. The diff is word by word between the author's
 * text and the result, so one diff change can hold a spelling fix and a house-style change, and one
 * house-style change can be split („online Ausgabe“ → „Online-Ausgabe“ is „online“ → „Online“ and
 * „ “ → „-“). A rule's change takes the first free diff change that holds it whole, or else the first
 * free piece of it and the pieces right after it until its replacement is complete.
 */
export function diffChangesOfRules(changes: readonly ChangePart[], reasons: readonly RedactChange[]): { ruleId: string; ids: number[] }[] {
  const taken = new Set<number>();
  const owned: { ruleId: string; ids: number[] }[] = [];
  for (const reason of reasons) {
    if (!reason.ruleId) continue;
    const whole = changes.find((change) => !taken.has(change.id) && holdsWhole(change, reason));
    let ids: number[] = whole ? [whole.id] : [];
    if (!whole) {
      const start = changes.findIndex((change) => !taken.has(change.id) && isPiece(change, reason));
      let added = '';
      for (let next = start; start >= 0 && next < changes.length; next += 1) {
        const change = changes[next]!;
        if (taken.has(change.id) || !isPiece(change, reason)) break;
        ids = [...ids, change.id];
        added += change.added;
        if (added.trim().length >= reason.replacement.trim().length) break;
      }
    }
    if (ids.length === 0) continue;
    ids.forEach((id) => taken.add(id));
    owned.push({ ruleId: reason.ruleId, ids });
  }
  return owned;
}

/**
 * Counts, once per result, which house-style changes the user kept and which they rejected — when
 * they take the text (copy or download), because that is when they have decided. Counts only: the
 * gateway gets rule ids and yes/no, never the text. A count that fails is not the user's problem.
 */
export function useHouseStyleDecisions(
  changes: readonly ChangePart[],
  reasons: readonly RedactChange[],
  isAccepted: (id: number) => boolean,
) {
  const [send] = useSendStyleDecisionsMutation();
  const owned = useMemo(() => diffChangesOfRules(changes, reasons), [changes, reasons]);
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current || owned.length === 0) return;
    sent.current = true;
    // Kept only if every piece of the rule's change was kept.
    const decisions = owned.map(({ ruleId, ids }) => ({ ruleId, accepted: ids.every(isAccepted) }));
    void send({ decisions });
  }, [owned, isAccepted, send]);
}
