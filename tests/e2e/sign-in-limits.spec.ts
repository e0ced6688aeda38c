import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, fillSignIn, signIn, signOut, test, unique } from './fixtures';

const PASSWORD = 'Limits-pass-1!';

/** A Teacher account of this spec's own, so locking it out leaves the other specs' accounts alone. */
async function newTeacher(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/administrator/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, rememberMe: false },
  });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const email = `limits.${unique()}@example.com`;
  const created = await request.post('/api/administrator/', {
    headers: { authorization: `Token ${token}` },
    data: { type: 3, name: 'LIMITS', firstname: 'Tess', email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return email;
}

/** The answers of the sign-in endpoints, as "path status". */
function recordLogins(page: Page) {
  const logins: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/login')) logins.push(`${new URL(res.url()).pathname} ${res.status()}`);
  });
  return logins;
}

test.describe('a mistyped password counts once', () => {
  test('four wrong passwords through the form, then the right one, signs in', async ({
    page,
    request,
  }) => {
    const email = await newTeacher(request);
    const logins = recordLogins(page);
    await page.goto('/');
    for (let i = 1; i <= 4; i++) {
      await fillSignIn(page, email, `Mistyped-${i}!`);
      await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password');
      // Each attempt tries both endpoints, like every sign-in of a teacher.
      await expect.poll(() => logins.length).toBe(2 * i);
    }
    expect(new Set(logins)).toEqual(
      new Set(['/api/administrator/login 401', '/api/teacher/login 401']),
    );
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/students$/);
    expect(logins.at(-1)).toBe('/api/teacher/login 200');
  });

  test('past the limit the form shows the 429 message with its wait', async ({ page, request }) => {
    const email = await newTeacher(request);
    const retryAfter: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/login') && res.status() === 429)
        retryAfter.push(res.headers()['retry-after'] ?? '');
    });
    await page.goto('/');
    for (let i = 1; i <= 5; i++) {
      await fillSignIn(page, email, `Guess-${i}!`);
      await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password');
    }
    await fillSignIn(page, email, 'Guess-6!');
    await expect(page.getByRole('alert')).toContainText(
      /Too many attempts, please try again in \d+ seconds/,
    );
    expect(Number(retryAfter[0])).toBeGreaterThan(800);
    // Locked: the right password waits too, and the page stays on the form.
    await fillSignIn(page, email, PASSWORD);
    await expect.poll(() => retryAfter.length).toBe(2);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test('the top bar theme toggle is kept at the next sign-in', async ({ page, request }) => {
  const email = await newTeacher(request);
  await signIn(page, email, PASSWORD);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/user') && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Another browser's storage would not remember it: the theme has to come from the user record.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect.poll(background).toBe(light);
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/students$/);
  await expect.poll(background).toBe(dark);
});
