import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, test } from './fixtures';

/** Presses Tab until the focused element matches the selector; fails naming it when it never does. */
async function tabTo(page: Page, selector: string, what: string, text = '', max = 120) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    const { reached, hidden } = await page.evaluate(
      ([s, t]) => {
        const active = document.activeElement;
        return {
          reached: (active?.matches(s) ?? false) && (active?.textContent ?? '').includes(t),
          // The bulk buttons while no row is selected: collapsed, they must take no focus.
          hidden: Boolean(active?.closest('.RaBulkActionsToolbar-collapsed')),
        };
      },
      [selector, text],
    );
    expect(hidden, 'Tab never lands on a hidden bulk-action button').toBe(false);
    if (reached) return;
  }
  throw new Error(`${max} Tab presses never reached ${what} (${selector})`);
}

test('the keyboard alone signs in, opens a student from the list, downloads her PDF and comes back to the list', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, 'input[name="email"]', 'the e-mail field');
  await page.keyboard.type(ADMIN_EMAIL);
  await tabTo(page, 'input[name="password"]', 'the password field');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname !== '/');

  await tabTo(page, '.RaSidebar-fixed a[href="/students"]', 'the Students menu link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.locator('tbody tr')).not.toHaveCount(0);

  // The first row's main cell (her name) is a link to her record at the spec's address.
  await tabTo(page, 'tbody tr:first-child a[href^="/student/"]', "the first student's name");
  const name = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(name.split(' ')[0], 'i'),
  );
  // Her record's sections: her groups and her sessions, read from the demo data.
  await expect(page.getByRole('heading', { level: 2, name: 'Groups' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sessions and attendance' }),
  ).toBeVisible();

  await tabTo(page, 'button', 'the Download PDF button', 'Download PDF');
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  // Back to the list: headless Chromium leaves Alt+Left to a browser it does not have, so through the menu.
  await tabTo(page, '.RaSidebar-fixed a[href="/students"]', 'the Students menu link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
});
