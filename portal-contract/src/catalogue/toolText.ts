import type { MessageCode } from '../messages/catalogue.ts';

/** The checks every tool runs before it sends a text (the gateway runs the same ones). */
export function toolTextProblem(text: string, maxLength: number): MessageCode | null {
  if (text.trim().length === 0) return 'text-empty';
  if (text.length > maxLength) return 'text-too-long';
  return null;
}

/** A running tool's state, shared by the output panel and the tool hooks. */
export type ToolRunStatus = 'idle' | 'running' | 'done' | 'stopped' | 'failed';
