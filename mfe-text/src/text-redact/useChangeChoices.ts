import { useCallback, useMemo, useState } from 'react';
import { isChange, textWithChoices, type DiffPart } from './wordChanges';

/**
 * Which changes the user takes: all of them at first (the gateway's suggestion is the default),
 * each can be rejected. `finalText` is what copy and download hand out.
 */
export function useChangeChoices(parts: readonly DiffPart[]) {
  const [rejected, setRejected] = useState<ReadonlySet<number>>(() => new Set());
  const changes = useMemo(() => parts.filter(isChange), [parts]);
  const isAccepted = useCallback((id: number) => !rejected.has(id), [rejected]);
  const choose = useCallback((id: number, accept: boolean) => {
    setRejected((previous) => {
      const next = new Set(previous);
      if (accept) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const acceptAll = useCallback(() => setRejected(new Set()), []);
  const rejectAll = useCallback(() => setRejected(new Set(changes.map((change) => change.id))), [changes]);
  const finalText = useMemo(() => textWithChoices(parts, isAccepted), [parts, isAccepted]);
  return { changes, isAccepted, choose, acceptAll, rejectAll, acceptedCount: changes.length - rejected.size, finalText };
}
