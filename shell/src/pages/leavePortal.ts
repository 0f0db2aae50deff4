/** Leaves the portal for another site, replacing the current history entry (so "back" skips /chat). */
export function leavePortal(url: string): void {
  window.location.replace(url);
}
