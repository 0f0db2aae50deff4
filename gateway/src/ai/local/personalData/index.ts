/**
 * Personal data in German text (names, e-mail, phone, IBAN, postal address, date of birth, licence plate)
 * and its pseudonymisation for sending a text to an external AI provider. Pure functions for the worker
 * pool; README.md beside this file for the data used.
 */
export type { DetectOptions, PersonalDataItem, PersonalDataKind } from './types.ts';
export { findPersonalData } from './detect.ts';
export { pseudonymise, type Pseudonymised } from './placeholders.ts';
export { restore } from './restore.ts';
export { createStreamRestorer, type StreamRestorer } from './streamRestorer.ts';
export { warmUpLexicon as warmUpPersonalData } from './lexicon.ts';
export { protectTexts, type ProtectedTexts } from './protect.ts';
