import type { PressReleaseResult } from 'shared-ui';

/** Paragraphs are separated by blank lines; a single line break stays inside its paragraph. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The draft as plain text for the clipboard and the .txt file: headline, teaser, body. */
export function draftAsText({ headline, teaser, body }: PressReleaseResult): string {
  return [headline.trim(), teaser.trim(), ...paragraphs(body)].filter(Boolean).join('\n\n');
}
