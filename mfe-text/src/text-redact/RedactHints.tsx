import { Alert } from 'shared-ui';
import type { RedactHint } from 'shared-ui';

/** What the author should decide (e.g. „Sie“ and „du“ mixed): shown above the diff, never applied. */
export function RedactHints({ hints }: { hints: readonly RedactHint[] | undefined }) {
  if (!hints || hints.length === 0) return null;
  return (
    <>
      {hints.map((hint) => (
        <Alert key={hint.reason} tone="info">
          <strong>{hint.reason}</strong> {hint.detail}
        </Alert>
      ))}
    </>
  );
}
