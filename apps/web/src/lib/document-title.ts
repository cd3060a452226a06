/** What every tab title ends with, so a page is known among a person's other tabs. */
const TITLE_SUFFIX = 'Kaksha';

/** `Assignments · Kaksha`; a page with no name of its own is just `Kaksha`. */
export const documentTitle = (page?: string) => (page ? `${page} · ${TITLE_SUFFIX}` : TITLE_SUFFIX);
