import { faqHistoryTurns, faqQuestionMaxLength, messageFor } from 'shared-ui';
import type { ChatTurn } from 'shared-ui';
import type { ChatMessage } from './types';

/** The gateway accepts at most this many turns of history. */
export const HISTORY_LIMIT = faqHistoryTurns;

/**
 * The conversation so far as the gateway's `history`: only exchanges that were answered in full, so a
 * failed or stopped answer does not steer the next one; the newest turns when there are more.
 */
export function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  messages.forEach((message, index) => {
    const question = messages[index - 1];
    if (message.role !== 'assistant' || message.status !== 'done' || question?.role !== 'user') return;
    turns.push({ role: 'user', content: question.content }, { role: 'assistant', content: message.content });
  });
  return turns.slice(-HISTORY_LIMIT);
}

/** Why a question cannot be sent (German, from the catalogue), or null. */
export function questionProblem(question: string): string | null {
  if (question.trim() === '') return messageFor('question-empty');
  if (question.length > faqQuestionMaxLength) return messageFor('text-too-long', { max: faqQuestionMaxLength });
  return null;
}
