/** The history („Verlauf“): which tools it keeps and its limits, for the gateway and the pages. */
/** The tools whose runs the history keeps (feature ids of the catalogue). */
export const HISTORY_TOOLS = [
  'text-redact',
  'text-translation',
  'summarize',
  'press-release',
  'seo-living-docs',
  'seo-self-made',
  'top-ten',
  'social-media',
  'keyword-extraction',
  'audio-transcript',
] as const;
export type HistoryTool = (typeof HISTORY_TOOLS)[number];
export const isHistoryTool = (id: string): id is HistoryTool => (HISTORY_TOOLS as readonly string[]).includes(id);

/** The tools whose results take a thumbs up or down: the history's, speech and the FAQ assistant's answers. */
export const RATED_TOOLS = [...HISTORY_TOOLS, 'text-speech', 'workday-faq'] as const;
export type RatedTool = (typeof RATED_TOOLS)[number];
export const isRatedTool = (id: string): id is RatedTool => (RATED_TOOLS as readonly string[]).includes(id);

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
