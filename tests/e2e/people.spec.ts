import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { expect, followLink, signIn, test, unique } from './fixtures';

// Demo accounts (server/db/seed/demo-staff.ts): an Admin (type 2) and a Teacher.
const ADMIN = 'claire.martin@example.com';
const TEACHER = 'emily.jones@example.com';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Types into the list's search box and waits until the list filter is in the address. */
async function search(page: Page, q: string) {
  const box = page.getByRole('textbox', { name: 'Search' }).first();
  await box.fill(q);
  await expect(page).toHaveURL(/filter=/);
}

/** Picks an option of an autocomplete input by typing part of its label. */
async function choose(page: Page, label: string | RegExp, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('an Admin creates a company and a student, finds her without accents, downloads her PDF, archives and restores her', async ({
  page,
}) => {
  // The longest journey with the groups one (create, search, PDF, archive, restore, top-bar search).
  test.setTimeout(180_000);
  const id = unique();
  const companyName = `Clinique Sainte-Agnès ${id}`;
  const email = `zoe.lefevre.${id}@example.com`;
  await signIn(page, ADMIN, DEMO_PASSWORD);

  await page.goto('/companyall/1');
  await followLink(page, page.getByRole('link', { name: 'Create' }), /\/companies\/create$/);
  await page.getByLabel(/^Name/).fill(companyName);
  await choose(page, /^Country/, 'Fran', 'France');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${companyName} created with success`)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/infos\//);

  await page.goto('/students');
  await followLink(page, page.getByRole('link', { name: 'Create' }), /\/students\/create$/);
  await page.getByLabel(/^Name/).fill('Lefèvre');
  await page.getByLabel(/^First name/).fill('Zoé');
  await page.getByLabel(/^E-mail/).fill(email);
  await choose(page, /^Company/, companyName.slice(0, 20), companyName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/created with success/)).toBeVisible();

  await page.goto('/students');
  await search(page, 'zoe lefevre');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(companyName);

  await row.getByRole('cell', { name: 'Lefèvre', exact: true }).click();
  await expect(page).toHaveURL(UUID);
  const studentId = UUID.exec(page.url())?.[0] as string;
  if (!page.url().includes(`/student/${studentId}`)) await page.goto(`/student/${studentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'LEFÈVRE Zoé' })).toBeVisible();
  await expect(page.getByRole('link', { name: companyName })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Record archived')).toBeVisible();
  await page.goto('/students');
  await search(page, 'zoe lefevre');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await page.goto('/archive/students');
  await search(page, 'zoe lefevre');
  const archived = page.getByRole('row').filter({ hasText: email });
  await expect(archived).toHaveCount(1);
  await archived.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Record restored')).toBeVisible();
  await expect(archived).toHaveCount(0);

  await page.goto('/students');
  await search(page, 'zoe lefevre');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  // The top bar's search finds her and her company, accents ignored, and opens them.
  const everywhere = page.getByRole('combobox', { name: 'Search' });
  await everywhere.fill(`lefevre ${id}`);
  await page.getByRole('option', { name: /LEFÈVRE Zoé/ }).click();
  await expect(page).toHaveURL(new RegExp(`/student/${studentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'LEFÈVRE Zoé' })).toBeVisible();
  await everywhere.fill(`sainte-agnes ${id}`);
  await page.getByRole('option', { name: new RegExp(companyName) }).click();
  await expect(page).toHaveURL(/\/company\/infos\//);
  await everywhere.fill(`sainte-agnes ${id}`);
  await everywhere.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('link', { name: new RegExp(companyName) })).toBeVisible();
});

test('a Teacher sees the people screens without any write button', async ({ page }) => {
  await signIn(page, TEACHER, DEMO_PASSWORD);
  for (const path of [
    '/students',
    '/companyall/1',
    '/companyall/2',
    '/customers',
    '/teachers',
    '/archive/students',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner').getByRole('heading')).not.toBeEmpty();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    for (const name of ['Create', 'Delete', 'Archive', 'Restore']) {
      await expect(
        page
          .getByRole('link', { name, exact: true })
          .or(page.getByRole('button', { name, exact: true })),
        `${name} on ${path}`,
      ).toHaveCount(0);
    }
  }
});
