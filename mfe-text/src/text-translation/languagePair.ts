import { languages, type LanguageId, type SourceLanguage } from 'shared-ui';

export interface LanguagePair {
  source: SourceLanguage;
  target: LanguageId;
}

export const sourceOptions = [{ id: 'auto', label: 'Automatisch erkennen' } as const, ...languages];

/** The target list never offers the source language, so „Deutsch → Deutsch“ cannot be chosen. */
export const targetOptions = (source: SourceLanguage) => languages.filter((language) => language.id !== source);

/**
 * A new source language. Picking the current target swaps the pair (what one usually means), or,
 * coming from „Automatisch erkennen“, moves the target to German, or English for German texts.
 */
export function withSource({ source, target }: LanguagePair, next: SourceLanguage): LanguagePair {
  if (next !== target) return { source: next, target };
  if (source !== 'auto') return { source: next, target: source };
  return { source: next, target: next === 'de' ? 'en' : 'de' };
}

/** Source and target trade places; with automatic detection there is no source to move. */
export function swapped(pair: LanguagePair): LanguagePair {
  return pair.source === 'auto' ? pair : { source: pair.target, target: pair.source };
}
