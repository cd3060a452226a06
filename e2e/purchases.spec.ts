import { expect as baseExpect, type Page, test } from '@playwright/test';
import { apiAsDemo } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { expectSignedInAt, signIn } from './support/login.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

// Payment goes through two round trips and a frame; a busy machine gets more time than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

/** YYYY-MM-DD of today moved by `days`, in the school's time zone. */
function isoDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

/** A curriculum of its own for this run, priced Rs.349, created by the demo admin through the API. */
async function newCurriculumOnSale(page: Page): Promise<string> {
  const admin = await apiAsDemo(page.request, DEMO.admin);
  const short = `PAY${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const created = await admin('/api/createCurriculum', {
    organizationName: 'Kaksha Online',
    organizationCode: 'KKS',
    curriculumAward: 'DIP',
    shortName: short,
    longName: 'Diploma in Payments Testing',
    experience: 'Internship',
    marksMode: 'Percentage',
    liveSession: false,
    showPreviousCurriculum: false,
    eligibility: '<p>Anyone</p>',
    passCriteria: '<p>40%</p>',
    effectiveDate: isoDay(0),
    startDate: isoDay(10),
    endDate: isoDay(400),
    price: 349,
  });
  return created.data.curriculum as string;
}

// Each offer is a card labelled with the curriculum's name.
const card = (page: Page, curriculum: string) => page.locator(`[aria-label="${curriculum}"]`);

async function payWith(page: Page, cardNumber: string) {
  const checkout = page.frameLocator('iframe[title="Payment checkout"]');
  await checkout.getByLabel('Card number').fill(cardNumber);
  await checkout.getByRole('button', { name: /^Pay Rs\.349/ }).click();
  return checkout;
}

test.describe('buying a curriculum', () => {
  test('a declined card enrols nothing; the test card buys it, Purchased shows at once, the receipt is kept', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const curriculum = await newCurriculumOnSale(page);
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    await page.goto('/student/Subscription');
    const offer = card(page, curriculum);
    await expect(offer).toContainText('Rs.349');

    // Declined: a clear message, and nothing bought.
    await offer.getByRole('button', { name: 'BUY NOW' }).click();
    const dialog = page.getByRole('dialog', { name: `Buy ${curriculum}` });
    const declined = await payWith(page, DECLINED_CARD);
    await expect(declined.getByText('Your card was declined by the bank')).toBeVisible();
    await expect(
      dialog.getByText('Your card was declined. Nothing was charged and you are not enrolled'),
    ).toBeVisible();
    await reviewShot(page, 'purchase-declined');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(card(page, curriculum).getByRole('button', { name: 'BUY NOW' })).toBeEnabled();

    // Paid: the dialog closes and the button turns into a disabled Purchased, with no reload.
    await card(page, curriculum).getByRole('button', { name: 'BUY NOW' }).click();
    // The README picture shows the checkout's card form, not the dialog while its frame loads.
    await expect(page.frameLocator('iframe[title="Payment checkout"]').getByLabel('Card number')).toBeVisible();
    await keepScreenshot(page, 'purchase-checkout');
    await payWith(page, SUCCESS_CARD);
    await expect(page.getByText('Payment successful. You are enrolled in the curriculum')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, curriculum).getByRole('button', { name: 'Purchased' })).toBeDisabled();
    await reviewShot(page, 'purchase-done');

    // The curriculum is now the student's, and the receipt is under My Purchases.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My Purchases' }).click();
    const receipt = page.getByRole('region', { name: `Receipt for ${curriculum}` });
    await expect(receipt.getByText('Rs.349 (INR)')).toBeVisible();
    await expect(receipt.getByText(/^order_/)).toBeVisible();
    await expect(receipt.getByText(/^pay_/)).toBeVisible();
    await keepScreenshot(page, 'my-purchases');

    // A reload keeps it bought, once.
    await page.goto('/student/Subscription');
    await expect(card(page, curriculum).getByRole('button', { name: 'Purchased' })).toBeDisabled();
    await page.goto('/student/purchases');
    await expect(page.getByRole('region', { name: `Receipt for ${curriculum}` })).toBeVisible();
    await expect(page.getByRole('region', { name: `Receipt for ${curriculum}` })).toHaveCount(1);
  });

  test('a visitor pressing BUY NOW is sent to sign in', async ({ page }) => {
    await page.goto('/Subscription');
    await page.getByRole('button', { name: 'BUY NOW' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
