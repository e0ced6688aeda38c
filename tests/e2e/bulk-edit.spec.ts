import { DEMO_PASSWORD } from './env';
import { expect, signIn, test, unique } from './fixtures';

const ADMIN = 'claire.martin@example.com';

test('an Admin selects 3 students, sets their level at once, and the list shows it', async ({
  page,
  request,
}) => {
  const id = unique();
  const login = await request.post('/api/administrator/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD, rememberMe: false },
  });
  const { token } = await login.json();
  for (const n of [1, 2, 3]) {
    const created = await request.post('/api/student', {
      headers: { Authorization: `Token ${token}` },
      data: {
        name: `Bulk${id}`,
        firstname: `N${n}`,
        email: `bulk${n}.${id}@example.com`,
        level: 1,
      },
    });
    expect(created.status()).toBe(201);
  }

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/students');
  await page.getByRole('textbox', { name: 'Search' }).first().fill(`Bulk${id}`);
  await expect(page.getByRole('row').filter({ hasText: `Bulk${id}` })).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  // By keyboard: on a narrow toolbar the list's filter button may overlap the bulk buttons.
  await page.getByRole('button', { name: 'Edit the 3 selected' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit 3 record(s)' });
  await dialog.getByRole('checkbox', { name: /^Change Level/ }).check();
  await dialog.getByRole('combobox', { name: /^Level/ }).click();
  const option = page.getByRole('option').nth(4);
  const level = (await option.innerText()).trim();
  await option.click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('3 record(s) updated')).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: `Bulk${id}` });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText(level);
});

test('an Admin sets the languages two trainers teach at once, and the list shows them', async ({
  page,
  request,
}) => {
  const id = unique();
  const login = await request.post('/api/administrator/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD, rememberMe: false },
  });
  const { token } = await login.json();
  for (const n of [1, 2]) {
    const created = await request.post('/api/teacher', {
      headers: { Authorization: `Token ${token}` },
      data: { name: `Lang${id}`, firstname: `T${n}`, email: `lang${n}.${id}@example.com` },
    });
    expect(created.status()).toBe(201);
  }

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/teachers');
  await page.getByRole('textbox', { name: 'Search' }).first().fill(`Lang${id}`);
  const rows = page.getByRole('row').filter({ hasText: `Lang${id}` });
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  await page.getByRole('button', { name: 'Edit the 2 selected' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit 2 record(s)' });
  await dialog.getByRole('checkbox', { name: /^Change Languages taught/ }).check();
  await dialog.getByRole('combobox', { name: /^Languages taught/ }).fill('Germ');
  await page.getByRole('option', { name: 'German' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 record(s) updated')).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('German');
});
