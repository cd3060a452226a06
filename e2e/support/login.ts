import type { LoginModule } from '@kaksha/contracts/accounts';
import { expect, type Page } from '@playwright/test';
import { AREA_OF, LOGIN_TYPE_KEY, TOKEN_KEY } from '../../apps/web/src/lib/session-store.ts';

/**
 * Signs in through the login page, as a person would: for tests of the sign-in itself and of
 * what it answers (a wrong password, an account not yet accepted). sign-in.spec.ts and the
 * keyboard specs cover the page.
 */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in with the login call the login page makes, keeps its answer in the tab's session
 * storage as the page does (session-store.ts), and opens the user's area: for tests whose subject
 * is what comes after signing in. It spares each of them the login page's load and typing, about
 * a second of a busy machine's CPU each (bench/README.md, "Round eight").
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  const answer = (await res.json()) as { statuscode?: number; token?: string; loginModule?: LoginModule };
  expect(answer.statuscode, `login of ${email}: ${JSON.stringify(answer)}`).toBe(200);
  const { token, loginModule } = answer as Required<typeof answer>;
  // Session storage belongs to the tab and the origin: a small page of the same origin holds it
  // while the area loads, as the login page would.
  await page.goto('/healthz');
  await page.evaluate(
    (entries) => {
      sessionStorage.clear();
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    },
    [
      [TOKEN_KEY, token],
      [LOGIN_TYPE_KEY, loginModule],
    ] as [string, string][],
  );
  await page.goto(AREA_OF[loginModule]);
}

export async function expectSignedInAt(page: Page, area: '/student' | '/teacher' | '/admin'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${area}(/|$)`));
}
