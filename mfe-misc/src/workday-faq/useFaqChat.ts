import { useCallback, useRef, useState } from 'react';
import { streamTool, useToolRun, type ToolBody, type ToolResult, type ToolRunEnd } from 'shared-auth';
import { historyOf } from './conversation';
import type { AssistantMessage, ChatMessage } from './types';

const askPath = '/v1/tools/workday-faq';

const stopStreaming = (message: ChatMessage): ChatMessage =>
  message.role === 'assistant' && message.status === 'streaming' ? { ...message, status: 'stopped' } : message;

export type AskOutcome = 'answered' | 'failed' | 'aborted';

/**
 * The conversation with the Workday FAQ: each question gets an assistant message that the answer
 * streams into; each answer is one tool run (the rules of `useToolRun`), so a new question or
 * leaving the page aborts a running answer. Stop keeps what arrived; a failure is shown in the
 * conversation, and `ask` resolves with the outcome so the page can put a failed question back
 * into the input.
 */
export function useFaqChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const { status, start, stop: stopRun, reset } = useToolRun<ToolResult<typeof askPath>>();
  const nextId = useRef(1);

  const updateAnswer = useCallback((id: number, change: (message: AssistantMessage) => Partial<AssistantMessage>) => {
    setMessages((list) =>
      list.map((message) => (message.id === id && message.role === 'assistant' ? { ...message, ...change(message) } : message)),
    );
  }, []);

  /**
   * Files a run's end into its answer. Under the policy `ask` a failed answer offers the choice: the
   * resent run streams into the same answer, and „Abbrechen“ leaves it as stopped.
   */
  const settle = useCallback(
    function settle(answerId: number, end: ToolRunEnd<ToolResult<typeof askPath>>): AskOutcome {
      if (end.outcome === 'aborted') return 'aborted';
      if (end.outcome === 'failed') {
        const { resend } = end.failure;
        const failure = {
          ...end.failure,
          resend:
            resend &&
            ((choice: Parameters<typeof resend>[0]) => {
              updateAnswer(answerId, () => ({ status: 'streaming', error: null, failure: null }));
              void (resend(choice) as Promise<ToolRunEnd<ToolResult<typeof askPath>>>).then((again) => settle(answerId, again));
            }),
          cancel: () => updateAnswer(answerId, () => ({ status: 'stopped', failure: null })),
        };
        updateAnswer(answerId, () => ({ status: 'failed', error: end.error, failure }));
        return 'failed';
      }
      updateAnswer(answerId, () => ({ content: end.result.answer, sources: end.result.sources, status: 'done' }));
      return 'answered';
    },
    [updateAnswer],
  );

  const ask = useCallback(
    async (question: string): Promise<AskOutcome> => {
      const questionId = nextId.current++;
      const answerId = nextId.current++;
      const body: ToolBody<typeof askPath> = { question, history: historyOf(messages) };
      setMessages((list) => [
        ...list.map(stopStreaming),
        { id: questionId, role: 'user', content: question },
        { id: answerId, role: 'assistant', content: '', status: 'streaming', sources: [], error: null },
      ]);
      const end = await start(({ signal }) =>
        streamTool(askPath, body, {
          signal,
          onDelta: (text) => updateAnswer(answerId, (message) => ({ content: message.content + text })),
        }),
      );
      return settle(answerId, end);
    },
    [messages, start, settle, updateAnswer],
  );

  const stop = useCallback(() => {
    stopRun();
    setMessages((list) => list.map(stopStreaming));
  }, [stopRun]);

  const clear = useCallback(() => {
    reset();
    setMessages([]);
  }, [reset]);

  return { messages, running: status === 'running', ask, stop, clear };
}
