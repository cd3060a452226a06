import { expect, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { DEMO, DEMO_PASSWORD } from './support/constants.ts';
import { fakeGoogleIdentityServices, googleIdToken } from './support/google.ts';
import { expectSignedInAt, signIn, signInThroughForm } from './support/login.ts';
import { linkTo, waitForMail } from './support/mail.ts';
import { keepScreenshot, reviewShot } from './support/screenshots.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const box = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Picks an option of a Mantine Select, typing to narrow long lists. */
async function choose(page: Page, label: RegExp, option: string, type = false) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (type) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillPlace(page: Page) {
  await choose(page, /^Country/, 'India', true);
  await choose(page, /^State/, 'Karnataka', true);
  await choose(page, /^City/, 'Bengaluru', true);
}

test.describe('accounts', () => {
  test('a student registers with every field, verifies the e-mail, waits for acceptance, then sees the profile', async ({
    page,
  }) => {
    // Four sign-ins, a mailed link and an acceptance: the longest account flow.
    test.setTimeout(120_000);
    const email = `meera.${Date.now()}@example.test`;
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Curriculum/ })).toBeEnabled();
    await reviewShot(page, 'register-empty');
    await keepScreenshot(page, 'register');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please enter (Country , State & City) , If entered click again on register.' }),
    ).toBeVisible();
    await box(page, /^Password/).fill('weak');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Must Contain 8 Characters', { exact: false })).toBeVisible();
    await reviewShot(page, 'register-errors');

    await box(page, /^First name/).fill('Meera');
    await box(page, /^Middle name/).fill('K');
    await box(page, /^Last name/).fill('Nair');
    await box(page, /^Mobile/).fill('+91 98765 43210');
    await box(page, /^Email/).fill(email);
    await box(page, /^Password/).fill('Str0ng!pass');
    await choose(page, /^Gender/, 'Female');
    await box(page, /^Date of birth/).fill('14/05/2004');
    await box(page, /^Date of birth/).press('Tab');
    await box(page, /^Guardian first name/).fill('Lakshmi');
    await box(page, /^Guardian middle name/).fill('R');
    await box(page, /^Guardian last name/).fill('Nair');
    await box(page, /^Guardian mobile/).fill('9876500000');
    await box(page, /^Guardian email/).fill('lakshmi@example.test');
    await box(page, /^Guardian address/).fill('4 Lake Road, Kochi');
    await box(page, /^Address/).fill('21 Residency Road');
    await fillPlace(page);
    await box(page, /^Pincode/).fill('560025');
    await box(page, /^Identity number/).fill('ID-99887766');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Uploaded: card.pdf')).toBeVisible();
    await choose(page, /^Curriculum/, 'Bachelor of Science in Computer Science (KKS-BSC-CS-2026)');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/register-success$/);
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    await reviewShot(page, 'register-success');

    // The same address cannot register twice.
    const again = await page.request.post('/api/register', {
      data: {
        firstName: 'Meera',
        lastName: 'Again',
        email,
        password: 'Str0ng!pass',
        gender: 'Female',
        dob: '2004-05-14',
        address: 'x',
        country: 'India',
        state: 'Karnataka',
        city: 'Bengaluru',
        pincode: '560025',
        curriculumCode: 'KKS-BSC-CS-2026',
      },
    });
    // A known e-mail is answered like a new one (the owner is mailed instead), so the form
    // cannot tell who has an account.
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ status: true });

    const verification = linkTo(await waitForMail(email), 'email-verification');
    await signInThroughForm(page, email, 'Str0ng!pass');
    await expect(page.getByRole('alert')).toContainText('Email verification Pending');

    await page.goto(verification);
    await expect(page.getByRole('heading', { name: 'Email verification successfull' })).toBeVisible();
    await expect(page.getByText('Wait for admin to accept student detail')).toBeVisible();
    await reviewShot(page, 'email-verified');
    await page.goto(verification);
    await expect(page.getByRole('heading', { name: 'Email verification failed' })).toBeVisible();

    await signInThroughForm(page, email, 'Str0ng!pass');
    await expect(page.getByRole('alert')).toContainText('Account Inactive');

    // The demo admin accepts the student from the bell of users awaiting acceptance.
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.getByRole('button', { name: 'Inactive users' }).click();
    await page.getByRole('menuitem', { name: new RegExp(email) }).click();
    await expect(page.getByText('Meera K Nair', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await signInThroughForm(page, email, 'Str0ng!pass');
    await expectSignedInAt(page, '/student');
    await page.goto('/student/profile');
    const profile = page.getByRole('main');
    await expect(profile.getByText('Meera K Nair')).toBeVisible();
    for (const value of ['Female', '14/05/2004', 'India', 'Karnataka', 'Bengaluru', 'KKS-BSC-CS-2026', email]) {
      await expect(profile.getByText(value, { exact: true })).toBeVisible();
    }
  });

  test('the registration form on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await reviewShot(page, 'register-390');
  });

  test('a password reset from the mail works once and not twice', async ({ page }) => {
    const email = DEMO.student2;
    await page.goto('/verification');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Email cant be empty')).toBeVisible();
    await reviewShot(page, 'verification');

    await box(page, /^Email/).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page).toHaveURL(/\/verify-success$/);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const link = linkTo(await waitForMail(email), 'change-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await box(page, /^New password/).fill('Fresh-Pass1');
    await box(page, /^Confirm password/).fill('Fresh-Pass2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await reviewShot(page, 'change-password');
    await box(page, /^Confirm password/).fill('Fresh-Pass1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/$/);

    await signInThroughForm(page, email, 'Fresh-Pass1');
    await expectSignedInAt(page, '/student');

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await box(page, /^New password/).fill('Other-Pass1');
    await box(page, /^Confirm password/).fill('Other-Pass1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toContainText('not valid or has expired');

    // Put the demo password back for the other browser tests.
    await page.request.post('/api/email-password-change', { data: { emailId: email } });
    const restore = linkTo(await waitForMail(email, 2), 'change-password');
    const parts = restore.split('/');
    const res = await page.request.post('/api/change-password', {
      data: { id: parts[2], token: parts[3], password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(200);
  });

  test('Google sign-in signs a known user in', async ({ page }) => {
    await fakeGoogleIdentityServices(page, await googleIdToken({ email: DEMO.student }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expectSignedInAt(page, '/student');
  });

  test('Google sign-in sends an unknown person to the registration form with the e-mail locked', async ({ page }) => {
    const email = `new.${Date.now()}@gmail.test`;
    await fakeGoogleIdentityServices(page, await googleIdToken({ email, given_name: 'Gita', family_name: 'Das' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/register\?Glogin=true$/);
    await expect(box(page, /^Email/)).toHaveValue(email);
    await expect(box(page, /^Email/)).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: /^Password/ })).toHaveCount(0);
    await expect(box(page, /^First name/)).toHaveValue('Gita');
    await reviewShot(page, 'register-google');

    await choose(page, /^Gender/, 'Female');
    await box(page, /^Date of birth/).fill('01/02/2005');
    await box(page, /^Date of birth/).press('Tab');
    await box(page, /^Address/).fill('9 Park Street');
    await fillPlace(page);
    await box(page, /^Pincode/).fill('560001');
    await choose(page, /^Curriculum/, 'Bachelor of Science in Computer Science (KKS-BSC-CS-2026)');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register-success$/);
    await expect(page.getByText('You can sign in with Google once they accept you')).toBeVisible();
  });

  test('a student changes curriculum and the dashboard follows', async ({ page }) => {
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    await expect(
      page.getByText('Current curriculum: Bachelor of Science in Computer Science (KKS-BSC-CS-2026)'),
    ).toBeVisible();

    const switchTo = async (label: string) => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Change Curriculum' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Curriculum' });
      await dialog.getByRole('combobox', { name: 'Curriculum' }).click();
      await page.getByRole('option', { name: label }).click();
      await dialog.getByRole('button', { name: 'Change' }).click();
    };
    await switchTo('Diploma in Data Science (KKS-DIP-DS-2026)');
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await expect(page.getByText('Current curriculum: Diploma in Data Science (KKS-DIP-DS-2026)')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('loginType'))).toBe('student');
    await switchTo('Bachelor of Science in Computer Science (KKS-BSC-CS-2026)');
    await expect(
      page.getByText('Current curriculum: Bachelor of Science in Computer Science (KKS-BSC-CS-2026)'),
    ).toBeVisible();
  });

  test('a teacher changes curriculum and subject', async ({ page }) => {
    await signIn(page, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(page, '/teacher');
    await expect(
      page.getByText('Bachelor of Science in Computer Science (KKS-BSC-CS-2026), Mathematics'),
    ).toBeVisible();
    const switchTo = async (curriculum: string, subject: string) => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Change Curriculum' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Curriculum' });
      await dialog.getByRole('combobox', { name: 'Curriculum' }).click();
      await page.getByRole('option', { name: curriculum }).click();
      await dialog.getByRole('combobox', { name: 'Subject' }).click();
      await page.getByRole('option', { name: subject }).click();
      await dialog.getByRole('button', { name: 'Change' }).click();
    };
    await switchTo('Diploma in Data Science (KKS-DIP-DS-2026)', 'Statistics');
    await expect(page.getByText('Diploma in Data Science (KKS-DIP-DS-2026), Statistics')).toBeVisible();
    await switchTo('Bachelor of Science in Computer Science (KKS-BSC-CS-2026)', 'Mathematics');
    await expect(
      page.getByText('Bachelor of Science in Computer Science (KKS-BSC-CS-2026), Mathematics'),
    ).toBeVisible();
  });

  test('each role sees its own profile fields', async ({ page }) => {
    await signIn(page, DEMO.student, DEMO_PASSWORD);
    await expectSignedInAt(page, '/student');
    await page.goto('/student/profile');
    const main = page.getByRole('main');
    await expect(main.getByText('Priya Sharma').first()).toBeVisible();
    for (const label of ['Gender', 'Date of birth', 'Country', 'State', 'City', 'Curriculum Code']) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Get Certificate' })).toHaveAttribute('href', '/student/certificate');
    await reviewShot(page, 'profile-student');

    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, DEMO.teacher, DEMO_PASSWORD);
    await expectSignedInAt(page, '/teacher');
    await page.goto('/teacher/profile');
    await expect(main.getByText('Curriculum Code', { exact: true })).toBeVisible();
    await expect(main.getByText('Gender', { exact: true })).toHaveCount(0);
    // A teacher's profile says what they teach, and the curriculum by its long name.
    await expect(main.getByText('Subject', { exact: true })).toBeVisible();
    await expect(main.getByText('Mathematics', { exact: true })).toBeVisible();
    await expect(main.getByText('Bachelor of Science in Computer Science', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Certificate' })).toHaveCount(0);
    await reviewShot(page, 'profile-teacher');

    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await expectSignedInAt(page, '/admin');
    await page.goto('/admin/profile');
    await expect(main.getByText('Mobile', { exact: true })).toBeVisible();
    await expect(main.getByText('Curriculum', { exact: true })).toHaveCount(0);
    await reviewShot(page, 'profile-admin');

    // Another user's profile is not readable through the API.
    const studentToken = await apiToken(page.request, DEMO.student, DEMO_PASSWORD);
    const me = await page.request.get('/api/whoami', { headers: { 'x-access-token': studentToken } });
    const adminId = (
      await (
        await page.request.get('/api/whoami', {
          headers: { 'x-access-token': await apiToken(page.request, DEMO.admin, DEMO_PASSWORD) },
        })
      ).json()
    ).user.userID;
    expect(me.status()).toBe(200);
    const other = await page.request.get(`/api/getUserprofile/${adminId}`, {
      headers: { 'x-access-token': studentToken },
    });
    expect(other.status()).toBe(404);
  });
});
