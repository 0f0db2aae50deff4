/**
 * Restoring a streamed answer: a placeholder may arrive in pieces („[Per“ + „son 1]“). Each delta is
 * restored at once except a tail that could still become a placeholder (from its last „[“, if that tail is
 * the start of a known placeholder); nothing else is held back. `end()` gives back what is still held.
 */
import type { Pseudonymised } from './placeholders.ts';
import { createLookup } from './restore.ts';

export interface StreamRestorer {
  push(delta: string): string;
  end(): string;
}

export function createStreamRestorer(placeholders: Pseudonymised['placeholders']): StreamRestorer {
  const lookup = createLookup(placeholders);
  let held = '';
  return {
    push(delta: string): string {
      const pending = held + delta;
      held = '';
      const open = pending.lastIndexOf('[');
      // Only a tail shorter than the longest placeholder and without its „]“ can still become one.
      if (open !== -1 && pending.length - open < lookup.maxLength && !pending.includes(']', open)) {
        const tail = pending.slice(open);
        if (lookup.isPrefixOfOne(tail)) {
          held = tail;
          return lookup.replace(pending.slice(0, open));
        }
      }
      return lookup.replace(pending);
    },
    end(): string {
      const rest = held;
      held = '';
      return lookup.replace(rest);
    },
  };
}
