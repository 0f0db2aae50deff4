/**
 * Opening a tool with its input (and options) filled in: the history's „Erneut öffnen“ and
 * „Weiterverwenden in …“ navigate to the tool with this router state; `useToolText` takes the input,
 * a page that has options reads them with `useReopenedOptions`. Nothing is stored anywhere else.
 */
import { useLocation } from './routing';

export interface Reopen {
  input: string;
  options?: Record<string, unknown>;
}

/** The router state that opens a tool with `reopen`. */
export const reopenState = (reopen: Reopen) => ({ reopen });

export function useReopened(): Reopen | undefined {
  const state = useLocation().state as { reopen?: unknown } | null;
  const reopen = state?.reopen as Partial<Reopen> | undefined;
  return typeof reopen?.input === 'string' ? { input: reopen.input, options: reopen.options ?? {} } : undefined;
}

/** An option the tool was run with, if it is one of `allowed`; else `fallback`. */
export function useReopenedOption<Value>(name: string, allowed: (value: unknown) => value is Value, fallback: Value): Value {
  const value = useReopened()?.options?.[name];
  return allowed(value) ? value : fallback;
}
