import { useCallback, useState } from 'react';
import { toolTextProblem, messageFor, type EmptyTextCode } from 'portal-contract';
import { usePortalConfig } from '../config/portalConfig';
import { useReopened } from '../reopen';

/**
 * The text input of a tool with the checks every tool runs before sending: `check()` says whether
 * the text may go and otherwise sets `problem`, the German message to show (`empty`: the one for a
 * blank text, naming the field on a form with several). Nothing typed is lost.
 * A tool opened from the history starts with the text it had then (reopen.ts).
 */
export function useToolText(initial = '', maxLength?: number, empty: EmptyTextCode = 'text-empty') {
  const config = usePortalConfig();
  const max = maxLength ?? config.maxTextLength;
  const reopened = useReopened();
  const [text, setText] = useState(reopened?.input ?? initial);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCallback((): boolean => {
    const code = toolTextProblem(text, max, empty);
    setProblem(code && messageFor(code, { max }));
    return code === null;
  }, [text, max, empty]);
  return { text, setText, problem, setProblem, check, maxLength: max };
}
