import type { ChangePart } from './wordChanges';

/**
 * Words in German quotes; a change of blanks only is named, because „  “ → „ “ says nothing to
 * someone listening to a screen reader.
 */
export function quoted(text: string): string {
  const words = text.trim();
  if (words || !text) return `„${words}“`;
  if (text.includes('\n')) return 'Zeilenumbruch';
  return text.length === 1 ? 'Leerzeichen' : `${text.length} Leerzeichen`;
}

/** What a change does, for its buttons: „Änderung „Zietung“ → „Zeitung““, „Einfügung „,““, „Streichung „sehr““. */
export function describeChange({ removed, added }: Pick<ChangePart, 'removed' | 'added'>): string {
  if (!removed) return `Einfügung ${quoted(added)}`;
  if (!added) return `Streichung ${quoted(removed)}`;
  return `Änderung ${quoted(removed)} → ${quoted(added)}`;
}

/** A change in a list line: „„Zietung“ → „Zeitung““, „„,“ eingefügt“, „„sehr“ gestrichen“. */
export function shortChange({ removed, added }: Pick<ChangePart, 'removed' | 'added'>): string {
  if (!removed) return `${quoted(added)} eingefügt`;
  if (!added) return `${quoted(removed)} gestrichen`;
  return `${quoted(removed)} → ${quoted(added)}`;
}

/** Blanks made visible inside a diff mark, where a struck-through space would be invisible. */
export function visibleBlanks(text: string): string {
  return text.trim() ? text : text.replace(/\n/g, '↵\n').replace(/[^\S\n]/g, '·');
}
