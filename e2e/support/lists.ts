import type { Page } from '@playwright/test';

/**
 * Types words into an admin list's search box and waits for the server's answer to exactly those
 * words: admin lists search on the server after a pause in typing, so until then the table still
 * shows the rows of the previous search.
 */
export async function searchList(page: Page, placeholder: string, words: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const request = response.request();
    if (!request.url().includes('/api/')) return false;
    if (new URL(request.url()).searchParams.get('search') === words) return true;
    try {
      return (request.postDataJSON() as { search?: string } | null)?.search === words;
    } catch {
      return false;
    }
  });
  await page.getByPlaceholder(placeholder).fill(words);
  await answered;
}
