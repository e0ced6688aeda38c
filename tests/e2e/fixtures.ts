import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV, DATA_DIR_ENV } from './env';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

function dataDir(): string {
  const dir = process.env[DATA_DIR_ENV];
  if (!dir)
    throw new Error(`${DATA_DIR_ENV} is not set: run the specs through playwright.config.ts`);
  return dir;
}

/** Mails the server wrote to DATA_DIR/outbox, oldest first. */
export function outbox(): OutboxMail[] {
  const dir = join(dataDir(), 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
}

/** Waits for the nth mail (0: the first) sent to that address and returns it. */
export async function mailTo(to: string, nth = 0): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = outbox()
          .filter((m) => m.to === to)
          .at(nth);
        return found !== undefined;
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** A unique suffix per test run, so records created by one test never collide with another's. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A GET of the API with the signed-in page's token, as the app sends it; the answer must be a success. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Token ${decodeURIComponent(token)}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Signs in from the login page at / and waits until the app has left it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname !== '/');
}

/** Fills and submits the sign-in tab of the page currently shown. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/*
 * A click on a busy machine can land while the screen still moves and never reach its target.
 * Seen in the company panel journey: its save scrolls the page up a little, so react-admin's top
 * bar (hidden on the way down) slides back in, over the panel's tabs 10 px from the top of the
 * window. Playwright checks what is under the pointer when the button goes down; when the bar
 * arrives before it comes up, the click is the bar's. The helpers below click again until the
 * screen shows what the click was for, and only then go on: a second click of a selected tab, of
 * an open menu's item or of a followed link changes nothing.
 */
const RETRY = { timeout: 30_000, intervals: [250, 500, 1_000] };
const ANSWER_MS = 3_000;
/** A click that waits longer than this for its target is tried again from the start. */
const CLICK = { timeout: 10_000 };

/** Clicks a tab until it is the selected one (aria-selected), the screen's tab panel then follows it. */
export async function selectTab(tab: Locator) {
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected', CLICK)) !== 'true') await tab.click(CLICK);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: ANSWER_MS });
  }).toPass(RETRY);
}

/** Clicks a menu's button until the item wanted is shown, then clicks that item. */
export async function chooseFromMenu(button: Locator, item: Locator) {
  await expect(async () => {
    // An open menu covers its button with a backdrop: clicking it again would close the menu.
    if (!(await item.isVisible())) await button.click(CLICK);
    await expect(item).toBeVisible({ timeout: ANSWER_MS });
  }).toPass(RETRY);
  await item.click();
}

/** Clicks a link until the page is at the address it leads to. */
export async function followLink(page: Page, link: Locator, to: RegExp) {
  await expect(async () => {
    if (!to.test(page.url())) await link.click(CLICK);
    await expect(page).toHaveURL(to, { timeout: ANSWER_MS });
  }).toPass(RETRY);
}

/** Opens the profile menu of the top bar and signs out. */
export async function signOut(page: Page) {
  await chooseFromMenu(
    page.getByRole('button', { name: 'Profile' }),
    page.getByRole('menuitem', { name: 'Logout' }),
  );
}

export interface Variant {
  name: string;
  theme: 'light' | 'dark';
  lang: 'en' | 'fr' | 'de';
}

/** The accessibility variants: each theme once, each other language once. */
export const VARIANTS: Variant[] = [
  { name: 'light + French', theme: 'light', lang: 'fr' },
  { name: 'dark + German', theme: 'dark', lang: 'de' },
];

/** A browser session that starts every page in the variant's language and theme, as the app stores them. */
export async function variantPage(browser: Browser, baseURL: string, variant: Variant) {
  const context = await browser.newContext({
    baseURL,
    // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
    bypassCSP: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.79.0.${VARIANTS.indexOf(variant) + 1}` },
  });
  await context.addInitScript(({ lang, theme }) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('RaStore.theme', JSON.stringify(theme));
  }, variant);
  return { context, page: await context.newPage() };
}

/** Signs in whatever the language: the sign-in form's fields by name. */
export async function signInAnyLanguage(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL((url) => url.pathname !== '/');
}

let clients = 0;

/**
 * A client address no other session of the run has: the counter is per worker process, so the
 * worker's index (unique within a run, a restarted worker gets a new one) comes first. Two workers
 * counting from 1 alike would share addresses, and with them the server's per-IP limits.
 */
function clientAddress(network: 77 | 78, workerIndex: number): string {
  clients += 1;
  const n = (workerIndex % 16) * 4096 + clients;
  return `10.${network}.${(n >> 8) & 255}.${n & 255}`;
}

interface Fixtures {
  /** A second browser session (its own cookies and storage), e.g. an administrator beside a visitor. */
  newPage: () => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_ENV];
    if (!url)
      throw new Error(`${BASE_URL_ENV} is not set: run the specs through playwright.config.ts`);
    await use(url);
  },
  // Each session is its own client address (X-Forwarded-For, trusted through TRUST_PROXY_HOPS=1), so the per-IP sign-in limit counts per session as it would for real users.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddress(77, testInfo.workerIndex) });
  },
  newPage: async ({ browser, baseURL, locale }, use, testInfo) => {
    const opened: Page[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        locale,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress(78, testInfo.workerIndex) },
      });
      const page = await context.newPage();
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.context().close();
  },
});

export { expect };

/** The message keys a page shows as they are (`app.x.y`), in its text or a placeholder, name or tooltip. */
export function shownMessageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /\b(?:app|ra|resources)\.[a-z_]+\.[a-z0-9_.]*[a-z0-9_]/g;
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]'))
      for (const name of ['placeholder', 'aria-label', 'title'])
        texts.push(el.getAttribute(name) ?? '');
    return [...new Set(texts.flatMap((text) => text.match(key) ?? []))];
  });
}
