import { slugify, topTen } from 'shared-ui';
import type { TopTenItem } from 'shared-ui';

/** The list as plain text, one numbered line per point: the tool's one text (copy, history, gateway). */
export const numberedList = (items: TopTenItem[]): string => topTen.asText({ items });

/** The .txt download carries the topic as its first line: a file on its own should say what it is. */
export function listFile(topic: string, items: TopTenItem[]): string {
  return `Top 10: ${topic}\n\n${numberedList(items)}\n`;
}

export function listFileName(topic: string): string {
  return `top-10-${slugify(topic, 60) || 'liste'}.txt`;
}
