import type { Page } from '@playwright/test';

/**
 * Types words into an admin list's search box and waits (up to 15 s) for the server's answer to
 * exactly those words: admin lists search on the server after a pause in typing, so until then the
 * table still shows the rows of the previous search. The list sends the words trimmed, so they are
 * matched trimmed; blank words send no search at all, so there is nothing to wait for and they throw.
 * The wait needs a new request: words this list answered moments ago come from the page's cache.
 */
export async function searchList(page: Page, placeholder: string, words: string): Promise<void> {
  const sent = words.trim();
  if (!sent) throw new Error(`searchList(${JSON.stringify(placeholder)}): no words to search for`);
  const answered = page.waitForResponse(
    (response) => {
      const request = response.request();
      if (!request.url().includes('/api/')) return false;
      if (new URL(request.url()).searchParams.get('search') === sent) return true;
      try {
        return (request.postDataJSON() as { search?: string } | null)?.search === sent;
      } catch {
        return false;
      }
    },
    { timeout: 15_000 },
  );
  await page.getByPlaceholder(placeholder).fill(words);
  await answered;
}
