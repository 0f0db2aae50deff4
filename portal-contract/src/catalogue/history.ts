/** The history („Verlauf“): which tools it keeps and its limits, for the gateway and the pages. */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_SEARCH_MAX_LENGTH = 200;
/** What a tenant admin may set; the default is 90 days. */
export const historyRetentionDays = { min: 1, max: 3650, default: 90 } as const;

/** Why a result was not helpful: the choices under a thumbs-down (free text besides). */
export const RATING_REASONS = [
  { id: 'wrong', label: 'Inhaltlich falsch' },
  { id: 'style', label: 'Stil passt nicht' },
  { id: 'too-long', label: 'Zu lang' },
  { id: 'too-short', label: 'Zu kurz' },
  { id: 'other', label: 'Anderes' },
] as const;
export type RatingReason = (typeof RATING_REASONS)[number]['id'];
export const RATING_COMMENT_MAX_LENGTH = 500;
