/**
 * The options of the AI tools, in one place for the gateway (zod enums, limits) and the pages
 * (selects, counters). Ids are what travels over the wire; labels are what staff read.
 */

export const redactModes = [
  { id: 'korrigieren', label: 'Korrigieren – Rechtschreibung, Grammatik, Typografie' },
  { id: 'redigieren', label: 'Redigieren – klarer und knapper formulieren' },
] as const;
export type RedactMode = (typeof redactModes)[number]['id'];

export const languages = [
  { id: 'de', label: 'Deutsch' },
  { id: 'en', label: 'Englisch' },
  { id: 'fr', label: 'Französisch' },
  { id: 'it', label: 'Italienisch' },
  { id: 'es', label: 'Spanisch' },
  { id: 'nl', label: 'Niederländisch' },
  { id: 'pl', label: 'Polnisch' },
  { id: 'cs', label: 'Tschechisch' },
  { id: 'tr', label: 'Türkisch' },
  { id: 'uk', label: 'Ukrainisch' },
  { id: 'ru', label: 'Russisch' },
  { id: 'ar', label: 'Arabisch' },
] as const;
export type LanguageId = (typeof languages)[number]['id'];
export type SourceLanguage = LanguageId | 'auto';

export const formalities = [
  { id: 'du', label: 'du (informell)' },
  { id: 'Sie', label: 'Sie (formell)' },
] as const;
export type Formality = (typeof formalities)[number]['id'];

export const summaryLengths = [
  { id: 'sentences', label: '1–2 Sätze' },
  { id: 'paragraph', label: 'Absatz' },
  { id: 'bullets', label: 'Stichpunkte' },
] as const;
export type SummaryLength = (typeof summaryLengths)[number]['id'];

/** Post limits in characters, hashtags included (X counts 280; the others are their hard limits). */
export const socialPlatforms = [
  { id: 'facebook', label: 'Facebook', limit: 2000 },
  { id: 'instagram', label: 'Instagram', limit: 2200 },
  { id: 'x', label: 'X', limit: 280 },
  { id: 'linkedin', label: 'LinkedIn', limit: 3000 },
] as const;
export type SocialPlatform = (typeof socialPlatforms)[number]['id'];

export const seoLimits = { title: 60, description: 155 } as const;

/** Text-To-Speech reads at most this many characters; longer audio is better made in chapters. */
export const ttsMaxTextLength = 3000;
export const ttsSpeed = { min: 0.5, max: 2, step: 0.25, default: 1 } as const;

/** Audio upload for Transkribieren (the OpenAI transcription API accepts 25 MB). */
export const transcriptionFormats = ['mp3', 'm4a', 'wav', 'webm', 'ogg'] as const;
export const transcriptionMaxBytes = 25 * 1024 * 1024;

/** The topic of a Top 10 list is a headline, not a text. */
export const topTenTopicMaxLength = 200;

export const keywordCount = { min: 1, max: 50, default: 15 } as const;

/** A Workday FAQ question is a question, not a document. */
export const faqQuestionMaxLength = 1000;
/** The Workday FAQ chat sends at most this many turns of history (the gateway refuses more). */
export const faqHistoryTurns = 10;
