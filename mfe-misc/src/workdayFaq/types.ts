import type { MessageCode } from 'shared-ui';

/** gateway/README.md, "Contract: AI tools" (Workday FAQ). */
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export type FaqSource = Pick<FaqEntry, 'id' | 'category' | 'question'>;

export interface FaqAnswer {
  answer: string;
  sources: FaqSource[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface FaqRequest {
  question: string;
  history: ChatTurn[];
}

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
}

export type ChatMessage = UserMessage | AssistantMessage;
