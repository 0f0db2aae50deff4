/**
 * Characters as people and the platforms count them: code points, so an emoji is one character and
 * not the two UTF-16 units `String.length` would report.
 */
export function postLength(text: string): number {
  return Array.from(text).length;
}

/** Hashtags arrive with or without "#"; they are shown with it. */
export function asHashtag(tag: string): string {
  return `#${tag.trim().replace(/^#+/, '')}`;
}
