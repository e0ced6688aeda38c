import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_PASSWORD } from './env';
import {
  chooseFromMenu,
  expect,
  fillSignIn,
  followLink,
  mailTo,
  selectTab,
  signIn,
  signOut,
  test,
  unique,
} from './fixtures';

// Demo accounts (server/db/seed/demo-staff.ts), one per test that changes something on its account.
const TEACHER = 'helene.dubois@example.com';
const WRONG_PASSWORD_TEACHER = 'lena.muller@example.com';
const RESET_TEACHER = 'oliver.smith@example.com';
const LANGUAGE_TEACHER = 'theo.lefevre@example.com';
const THEME_TEACHER = 'jurgen.becker@example.com';

test.describe('sign-in', () => {
  test('an administrator lands on /students', async ({ page }) => {
    await page.goto('/');
    await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  });

  test('a teacher signs in through the teacher fallback', async ({ page }) => {
    const logins: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/login'))
        logins.push(`${new URL(res.url()).pathname} ${res.status()}`);
    });
    await page.goto('/');
    await fillSignIn(page, TEACHER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/students$/);
    expect(logins).toEqual(['/api/administrator/login 401', '/api/teacher/login 200']);
  });

  test('a wrong password shows the error message and stays on the login page', async ({ page }) => {
    await page.goto('/');
    await fillSignIn(page, WRONG_PASSWORD_TEACHER, 'Not-the-password-1!');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error while logging in, please try again');
    await expect(alert).toContainText('Wrong e-mail or password');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('empty fields ask for an e-mail and a password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Please provide an email and a password');
  });
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('tab', { name: 'Forgot password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('E-mail', { exact: true }).fill(RESET_TEACHER);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('alert')).toContainText('Password recovery link sended with success');

  const mail = await mailTo(RESET_TEACHER);
  const link = /https?:\/\/\S+[?&]resettoken=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `a reset link in:\n${mail.text}`).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByRole('tab', { name: 'Reset password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const newPassword = 'New-pass-2!x';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill('Different-2!x');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toContainText('Two password are not similar');
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password successfully updated!').first()).toBeVisible();

  await fillSignIn(page, RESET_TEACHER, newPassword);
  await expect(page).toHaveURL(/\/students$/);
});

test('register, activation by a Super Administrator in /admin, then sign-in', async ({
  page,
  newPage,
}) => {
  const id = unique();
  const email = `new.teacher.${id}@example.com`;
  const password = 'Register-1!x';
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel(/^Last name/).fill(`REGISTERED${id.toUpperCase()}`);
  await page.getByLabel(/^First name/).fill('Nina');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'An administrator must activate it before you can sign in',
  );

  // Still pending: refused with its own message.
  await fillSignIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('waiting for activation');

  const admin = await newPage();
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/admin');
  await selectTab(admin.getByRole('tab', { name: 'Pending registrations' }));
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByText(`REGISTERED${id.toUpperCase()} Nina can now sign in`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/students$/);
});

test('the language chosen is kept after a reload', async ({ page }) => {
  await signIn(page, LANGUAGE_TEACHER, DEMO_PASSWORD);
  await chooseFromMenu(
    page.getByRole('button', { name: 'English' }),
    page.getByRole('menuitem', { name: 'Français' }),
  );
  await expect(page.getByRole('heading', { name: 'Apprenants' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Apprenants' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
});

test('the dark theme is kept after a reload', async ({ page }) => {
  await signIn(page, THEME_TEACHER, DEMO_PASSWORD);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  expect(luminance(dark)).toBeLessThan(luminance(light));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  await expect.poll(background).toBe(dark);
});

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('employees: create, edit and delete in /admin', async ({ page }) => {
  const id = unique();
  const name = `EMPLOYEE${id.toUpperCase()}`;
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin');
  await followLink(page, page.getByRole('link', { name: 'Create' }), /\/admin\/create$/);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^First name/).fill('Paul');
  await page.getByLabel(/^E-mail/).fill(`paul.${id}@example.com`);
  await page.getByLabel(/^Type/).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} Paul created with success`)).toBeVisible();

  await page.goto('/admin');
  const search = page.getByRole('textbox', { name: 'Search' });
  // The search is debounced: a row clicked before the filter lands is left when it does. The
  // pager's "1-1 of 1" is drawn only once the filtered page has come back.
  const onlyOne = page.getByText(/^1-1 of 1$/);
  await search.fill(name);
  await expect(onlyOne).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByText(name).click();
  await page.getByLabel(/^First name/).fill('Pauline');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} Pauline has been updated with success`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await search.fill(name);
  await expect(onlyOne).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pauline' })).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${name} Pauline has been deleted with success`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await search.fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('logout goes back to /, and a deep link comes back after sign-in', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/students$/);
  await signOut(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.goto('/students');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await fillSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/students$/);
});

test('a deep link reloads fine', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/students');
  await page.reload();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  expect((await page.request.get('/admin')).headers()['content-type']).toContain('text/html');
});
