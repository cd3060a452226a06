import { useEffect, useLayoutEffect } from 'react';

import { documentTitle } from './document-title.ts';

/**
 * Names the browser tab after the page on screen. Plain React and no router, so the light
 * sign-in entry can use it too.
 */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

/**
 * The route's own title, set before the page's effects run, so a page that names itself more
 * precisely (a record's name through PageHeader) has the last word.
 */
export function useRouteTitle(page: string) {
  useLayoutEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
