/** The performance mark of the tab's first shown page; see marks.mjs. */
export declare const FIRST_PAGE_MARK: 'ki-portal:first-page-shown';
