import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, signIn, test, unique } from './fixtures';

test('a Super Administrator sees an edit just made in the record’s History and in the audit trail', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/customers');
  await page.getByRole('row').nth(1).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  const record = page.url();
  const phone = `+33 1 ${unique().replace(/\D/g, '').padEnd(8, '7').slice(0, 8)}`;
  // The edit form's field, not the list's "Sort by phone" header the page may still show.
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated with success/)).toBeVisible();

  await page.goto(record);
  const history = page.getByRole('table', { name: 'Changes to this record, newest first' });
  const edit = history.getByRole('row').filter({ hasText: phone });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText('Updated');
  await expect(edit).toContainText('Phone');

  // The trail of that record (other tests write beside this one): its newest entry is this edit.
  const recordId = record.split('/').pop() as string;
  await page.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ recordId }))}`);
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('Client contacts');
  await expect(latest).toContainText('Updated');
  await latest.getByRole('link', { name: 'Show' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Phone' })).toContainText(phone);
});

test('a Super Administrator erases a learner, and the search no longer finds her', async ({
  page,
}) => {
  const id = unique();
  const surname = `Oudinot${id}`;
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/students/create');
  await page.getByLabel(/^Name/).fill(surname);
  await page.getByLabel(/^First name/).fill('Blanche');
  await page.getByLabel(/^E-mail/).fill(`blanche.${id}@example.com`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/created with success/)).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search' });
  const her = page.getByRole('option', { name: new RegExp(`${surname} Blanche`, 'i') });
  await search.fill(surname);
  await her.click();
  await expect(page).toHaveURL(/\/student\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog');
  const erase = dialog.getByRole('button', { name: 'Erase this person' });
  await expect(erase).toBeDisabled();
  await dialog.getByRole('textbox').fill(`Blanche ${surname}`);
  await erase.click();
  await expect(page.getByText('The person has been erased')).toBeVisible();
  await expect(page.getByText('This person has been erased already')).toBeVisible();

  // The search answers, and finds no one of that name. The erasure is at the foot of her record,
  // where the top bar has slid away as the page scrolled: back to the top, it shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await search.fill(surname);
  await expect(page.getByText('Nothing Found')).toBeVisible();
  await expect(her).toHaveCount(0);
});
