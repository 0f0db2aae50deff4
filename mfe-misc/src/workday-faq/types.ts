import type { FaqSource, MessageCode, RunFailure } from 'shared-ui';

export interface UserMessage {
  id: number;
  role: 'user';
  content: string;
}

export interface AssistantMessage {
  id: number;
  role: 'assistant';
  /** The answer as far as it has streamed in; the whole answer once done. */
  content: string;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  sources: FaqSource[];
  error: MessageCode | null;
  /** More about a failure: under the policy `ask`, what was found and the choice (resent into this answer). */
  failure?: RunFailure | null;
}

export type ChatMessage = UserMessage | AssistantMessage;
