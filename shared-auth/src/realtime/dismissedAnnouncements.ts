/**
 * Closed announcements stay closed for the browser session (reloads, other pages), not for ever:
 * sessionStorage. Storage can be unavailable (privacy settings); then they stay closed for this page only.
 */
const storageKey = 'ki-portal.dismissed-announcements';

export function readDismissedAnnouncements(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveDismissedAnnouncements(ids: readonly string[]): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the banner is closed for this page all the same.
  }
}
