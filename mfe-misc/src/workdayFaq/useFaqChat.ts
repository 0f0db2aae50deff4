import { useCallback, useEffect, useRef, useState } from 'react';
import { GatewayError, streamTool } from 'shared-auth';
import { historyOf } from './conversation';
import type { FaqAnswer, FaqRequest } from 'shared-ui';
import type { AssistantMessage, ChatMessage } from './types';

const stopStreaming = (message: ChatMessage): ChatMessage =>
  message.role === 'assistant' && message.status === 'streaming' ? { ...message, status: 'stopped' } : message;

export type AskOutcome = 'answered' | 'failed' | 'aborted';

/**
 * The conversation with the Workday FAQ: each question gets an assistant message that the answer
 * streams into. Stop keeps what arrived; a failure is shown in the conversation, and `ask` resolves
 * with the outcome so the page can put a failed question back into the input. Leaving the page
 * aborts a running answer.
 */
export function useFaqChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  useEffect(() => () => controller.current?.abort(), []);

  const updateAnswer = useCallback((id: number, change: (message: AssistantMessage) => Partial<AssistantMessage>) => {
    setMessages((list) => list.map((message) => (message.id === id && message.role === 'assistant' ? { ...message, ...change(message) } : message)));
  }, []);

  const ask = useCallback(
    (question: string): Promise<AskOutcome> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const questionId = nextId.current++;
      const answerId = nextId.current++;
      const body: FaqRequest = { question, history: historyOf(messages) };
      setMessages((list) => [
        ...list.map(stopStreaming),
        { id: questionId, role: 'user', content: question },
        { id: answerId, role: 'assistant', content: '', status: 'streaming', sources: [], error: null },
      ]);
      return streamTool<FaqAnswer>('/v1/workday-faq/ask', body, {
        signal: current.signal,
        onDelta: (text) => updateAnswer(answerId, (message) => ({ content: message.content + text })),
      }).then(
        (answer): AskOutcome => {
          if (controller.current !== current) return 'aborted';
          updateAnswer(answerId, () => ({ content: answer.answer, sources: answer.sources, status: 'done' }));
          return 'answered';
        },
        (reason: unknown): AskOutcome => {
          if (controller.current !== current || current.signal.aborted) return 'aborted';
          updateAnswer(answerId, () => ({ status: 'failed', error: reason instanceof GatewayError ? reason.code : 'unknown' }));
          return 'failed';
        },
      );
    },
    [messages, updateAnswer],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setMessages((list) => list.map(stopStreaming));
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setMessages([]);
  }, []);

  const running = messages.some((message) => message.role === 'assistant' && message.status === 'streaming');
  return { messages, running, ask, stop, clear };
}
