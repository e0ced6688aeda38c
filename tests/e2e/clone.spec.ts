import { DEMO_PASSWORD } from './env';
import { expect, followLink, signIn, test, unique } from './fixtures';

// Demo Admin (server/db/seed/demo-staff.ts).
const ADMIN = 'claire.martin@example.com';

test('an Admin clones a student: the copy posts the record as read, and keeps its company', async ({
  page,
}) => {
  const email = `clone.${unique()}@example.com`;
  await signIn(page, ADMIN, DEMO_PASSWORD);

  // A demo student with a company: the read record carries companyName, archivedAt, dates.
  await page.goto('/students');
  const first = page.getByRole('row').filter({ hasText: '@' }).first();
  await expect(first).toBeVisible();
  const read = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      /^\/api\/student\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname),
  );
  await first.getByRole('cell').nth(1).click();
  const source = await (await read).json();
  const sourceId: string = source._id;
  await expect(page).toHaveURL(new RegExp(`/student/${sourceId}`));

  await followLink(page, page.getByRole('link', { name: 'Clone' }), /\/students\/create\?source=/);
  await expect(page.getByLabel(/^Name/)).toHaveValue(source.name);
  await page.getByLabel(/^E-mail/).fill(email);
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/student',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({ _id: sourceId, createdAt: source.createdAt });
  const created = await response.json();
  expect(created._id).not.toBe(sourceId);
  expect(created).toMatchObject({
    name: source.name,
    firstname: source.firstname,
    email,
    company: source.company,
    companyName: source.companyName,
    level: source.level,
    archivedAt: null,
  });
  await expect(page.getByText(/created with success/)).toBeVisible();
});
