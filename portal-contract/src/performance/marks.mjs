// Plain JavaScript on purpose: the bench (scripts/bench, run by plain Node) reads the mark the shell sets.
/**
 * Set by the shell once the tab's first page is shown (shell/src/layout/firstPage.ts); the bench
 * counts the first load up to it, and the e2e suite checks what loads after it.
 */
export const FIRST_PAGE_MARK = 'ki-portal:first-page-shown';
