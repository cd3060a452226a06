import { expect, type Page } from '@playwright/test';

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectSignedInAt(page: Page, area: '/student' | '/teacher' | '/admin'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${area}(/|$)`));
}
