import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
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

/** Opens the profile menu of the top bar and signs out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
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
  extraHTTPHeaders: async ({}, use) => {
    clients += 1;
    await use({ 'x-forwarded-for': `10.77.${(clients >> 8) & 255}.${clients & 255}` });
  },
  newPage: async ({ browser, baseURL, locale }, use) => {
    const opened: Page[] = [];
    await use(async () => {
      clients += 1;
      const context = await browser.newContext({
        baseURL,
        locale,
        extraHTTPHeaders: { 'x-forwarded-for': `10.78.${(clients >> 8) & 255}.${clients & 255}` },
      });
      const page = await context.newPage();
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.context().close();
  },
});

export { expect };
