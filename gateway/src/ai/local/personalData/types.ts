/** What the finder reports and the pseudonymiser replaces. Plain data: crosses the worker boundary as is. */
export type PersonalDataKind = 'person' | 'email' | 'phone' | 'iban' | 'address' | 'birthdate' | 'plate';

/** One finding: `text` is `input.slice(start, end)` (UTF-16 offsets). */
export interface PersonalDataItem {
  kind: PersonalDataKind;
  text: string;
  start: number;
  end: number;
}

export interface DetectOptions {
  /**
   * Leave public office holders named with their office („Bürgermeisterin Anna Berger“, later „Berger“)
   * as they are; tenant policy decides. Judges and prosecutors count as office holders.
   */
  keepOfficeHolders?: boolean;
}

export const item = (kind: PersonalDataKind, text: string, start: number, end: number): PersonalDataItem => ({
  kind,
  text: text.slice(start, end),
  start,
  end,
});
