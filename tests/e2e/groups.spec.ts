import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { apiGet, expect, followLink, selectTab, signIn, test, unique } from './fixtures';

// Demo Admin (server/db/seed/demo-staff.ts) and a demo client with students (demo-people.ts).
const ADMIN = 'claire.martin@example.com';
const CLIENT = 'Luxair Luxembourg';

/**
 * Types a day into a date picker's field, section by section (DD/MM/YYYY), until its sections show
 * it: on a busy machine a keystroke can land before the next section has the focus.
 */
async function typeDay(page: Page, label: string, day: string) {
  const sections = page.getByRole('group', { name: label }).getByRole('spinbutton');
  await expect(async () => {
    await sections.first().click();
    await page.keyboard.type(day.replaceAll('/', ''));
    await expect(sections).toHaveText(day.split('/'), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('an Admin creates a group for a client, fills Basic, adds learners on Learners and downloads its course plan', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Nurses B1 ${unique()}`;
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const [client] = await apiGet<{ _id: string }[]>(
    page,
    `/company?filter=${encodeURIComponent(JSON.stringify({ q: CLIENT }))}&range=[0,0]`,
  );

  // The client page opens on its Courses tab; its button leads to the creation form.
  await page.goto(`/company/groups/${client._id}`);
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  await followLink(
    page,
    page.getByRole('link', { name: 'Create a group' }),
    new RegExp(`/company/groups/${client._id}/create$`),
  );

  // The session manager's message comes before anything is sent.
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'A required field is missing, check Teachers, CoursePlan Dates and language',
    }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'EW' }).click();
  await page.getByRole('combobox', { name: /^Level/ }).click();
  await page.getByRole('option', { name: 'B1' }).click();
  await page.getByLabel('Duration (hours)').fill('20.5');
  const trainers = page.getByRole('combobox', { name: /^Trainers/ });
  await trainers.fill('DUBOIS');
  await page.getByRole('option', { name: 'DUBOIS Hélène' }).click();
  await page.keyboard.press('Escape');
  const language = page.getByRole('combobox', { name: 'Language', exact: true });
  await language.fill('Engl');
  await page.getByRole('option', { name: 'English' }).first().click();
  await typeDay(page, 'Begin date', '14/09/2026');
  await typeDay(page, 'End date', '18/12/2026');
  await page.getByRole('button', { name: 'Add an objective' }).click();
  await page.getByRole('combobox', { name: 'Objective' }).fill('Handover between shifts');
  await page.getByRole('button', { name: 'Comments' }).click();
  const drawer = page.getByRole('dialog', { name: "Writer's comments" });
  await drawer
    .getByRole('textbox', { name: 'Comments' })
    .fill('Night shift nurses, short sessions.');
  await drawer.getByRole('button', { name: 'Close the comments' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`${name} created with success`)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/groups\/[0-9a-f-]{36}\/edit\/basic$/);
  const groupId = page.url().split('/').at(-3) as string;

  // Basic: the fields as saved, one changed. The router keeps the creation form on screen while the
  // group page loads, so the Basic tab is waited for before anything is read or typed.
  await expect(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByLabel('Duration (hours)')).toHaveValue('20.5');
  await expect(page.getByRole('link', { name: `Client: ${CLIENT}` })).toBeVisible();
  await page.getByLabel('Duration (hours)').fill('24');
  const put = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes(`/api/group/${groupId}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await put;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText(`${name} has been updated with success`)).toBeVisible();

  // Learners: two of the client's students join, one gets planned hours.
  await selectTab(page.getByRole('tab', { name: 'Learners' }));
  await expect(page).toHaveURL(`/company/groups/${groupId}/edit/manage`);
  const add = page.getByRole('combobox', { name: "Add the client's students" });
  for (let i = 0; i < 2; i += 1) {
    await add.click();
    await page.getByRole('option').first().click();
  }
  await page.keyboard.press('Escape');
  await page
    .getByRole('region', { name: /^Learners/ })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expect(page.getByText('Learners added to the group')).toBeVisible();
  const learners = page.getByRole('list', { name: /^Learners/ }).getByRole('listitem');
  await expect(learners).toHaveCount(2);
  const first = learners.first();
  await first.getByLabel('Planned hours').fill('10');
  await first.getByRole('button', { name: /^Save the place of/ }).click();
  await expect(page.getByText(/^The place of .* has been updated with success$/)).toBeVisible();

  const saved = await apiGet<{ duration: number; listIdUsers: string[]; writerComment: string }>(
    page,
    `/group/${groupId}`,
  );
  expect(saved.duration).toBe(24);
  expect(saved.listIdUsers).toHaveLength(2);
  expect(saved.writerComment).toBe('Night shift nurses, short sessions.');

  // The course plan as a PDF, from the Results tab.
  await selectTab(page.getByRole('tab', { name: 'Results' }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Course plan (PDF)' }).click(),
  ]);
  const pdf = readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
