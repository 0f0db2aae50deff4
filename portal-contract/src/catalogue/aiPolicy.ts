/**
 * A tenant's rules for texts that go to an external AI provider (docs/personal-data.md): what happens
 * when a text holds personal data, and whether copied and downloaded results carry a labelling line.
 * Plain constants and labels only (no zod), so pages may import them without weight.
 */

/**
 * `pseudonymise`: names, numbers and addresses are replaced by placeholders („[Person 1]“) before
 * sending and put back in the result. `offline`: such texts go to the offline engine, and tools it
 * cannot run are refused. `ask`: the page shows what was found and the user chooses.
 */
export const PERSONAL_DATA_POLICIES = ['pseudonymise', 'offline', 'ask'] as const;
export type PersonalDataPolicy = (typeof PERSONAL_DATA_POLICIES)[number];

export const personalDataPolicyLabels: Record<PersonalDataPolicy, { label: string; description: string }> = {
  pseudonymise: {
    label: 'Pseudonymisieren',
    description:
      'Namen, Telefonnummern, E-Mail-Adressen, IBANs, Anschriften, Geburtsdaten und Kennzeichen werden vor dem Senden durch Platzhalter ersetzt und im Ergebnis wieder eingesetzt. Der KI-Anbieter sieht sie nie.',
  },
  offline: {
    label: 'Nur offline',
    description:
      'Texte mit personenbezogenen Daten bearbeitet nur die Offline-Engine. Funktionen, die sie nicht kann, lehnen solche Texte mit einem Hinweis ab.',
  },
  ask: {
    label: 'Nachfragen',
    description: 'Die Seite zeigt, was gefunden wurde, und du entscheidest jedes Mal: pseudonymisiert senden oder offline bearbeiten.',
  },
};

/** The header with which a page sends the user's choice after `personal-data-found` (policy `ask`). */
export const PERSONAL_DATA_CHOICE_HEADER = 'X-Personal-Data';
/** What the user may choose under `ask`. */
export const PERSONAL_DATA_CHOICES = ['pseudonymise', 'offline'] as const;
export type PersonalDataChoice = (typeof PERSONAL_DATA_CHOICES)[number];

/** What the personal-data step did with a run, counted per day, tenant, tool and policy (never the items). */
export const PERSONAL_DATA_OUTCOMES = ['pseudonymised', 'offline', 'refused', 'asked'] as const;
export type PersonalDataOutcome = (typeof PERSONAL_DATA_OUTCOMES)[number];
export const personalDataOutcomeLabels: Record<PersonalDataOutcome, string> = {
  pseudonymised: 'pseudonymisiert gesendet',
  offline: 'offline bearbeitet',
  refused: 'abgelehnt',
  asked: 'nachgefragt',
};

/** The kinds of personal data the gateway finds, by their German names. */
export const personalDataKindLabels = {
  person: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  iban: 'IBAN',
  address: 'Anschrift',
  birthdate: 'Geburtsdatum',
  plate: 'Kennzeichen',
} as const;
export type PersonalDataKindId = keyof typeof personalDataKindLabels;

/** The line a tenant may have added to copied and downloaded results (setting `aiLabel`). */
export const AI_LABEL_LINE = 'Mit KI-Unterstützung erstellt';
