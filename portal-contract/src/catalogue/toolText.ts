import type { MessageCode } from '../messages/catalogue.ts';

/** The message for a blank required text: the generic one, or one that names the field on a form with several. */
export type EmptyTextCode = Extract<MessageCode, 'text-empty' | 'topic-empty' | 'question-empty' | 'seo-text-empty' | 'source-empty'>;

/** The checks every tool runs before it sends a text (the gateway runs the same ones, with the same `empty` code). */
export function toolTextProblem(text: string, maxLength: number, empty: EmptyTextCode = 'text-empty'): MessageCode | null {
  if (text.trim().length === 0) return empty;
  if (text.length > maxLength) return 'text-too-long';
  return null;
}

/** A running tool's state, shared by the output panel and the tool hooks. */
export type ToolRunStatus = 'idle' | 'running' | 'done' | 'stopped' | 'failed';
