import { resources } from '../../resources';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, shownMessageKeys, signIn, test } from './fixtures';

const PHONE = { width: 375, height: 800 };

/** Same-origin paths of the links matched by a selector on the current screen. */
const linksOf = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );

test('at 375 px wide no list screen scrolls sideways or shows a message key', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // The list screens: every menu link, every resource's list, every archive tab (read on a wide screen,
  // where the menu and tabs are all rendered).
  await expect(page.locator('.RaSidebar-fixed a[href^="/archive"]')).toBeVisible();
  const screens = new Set(await linksOf(page, '.RaSidebar-fixed a[href]'));
  for (const resource of resources) if (resource.list) screens.add(`/${resource.name}`);
  await page.goto('/archive/students');
  for (const tab of await linksOf(page, 'a[role="tab"][href]')) screens.add(tab);
  expect(screens.size).toBeGreaterThan(8);

  await page.setViewportSize(PHONE);
  const overflowing: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    // Loaded: no progress bar or loading status left (the agenda's own "No events to display" on a
    // day without sessions is a status too, and stays).
    await expect(
      page.locator('[role="progressbar"], [role="status"]:not([class*="fc-"])'),
    ).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement as Element;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    if (scrollWidth > clientWidth)
      overflowing.push(`${screen}: ${scrollWidth} px > ${clientWidth} px`);
    // A search placeholder or a label shown as its message key (`app.x.y`).
    const keys = await shownMessageKeys(page);
    for (const key of keys) overflowing.push(`${screen}: shows the message key ${key}`);
  }
  expect(overflowing, overflowing.join('\n')).toEqual([]);
});
