import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD } from './env';
import { apiGet, expect, signIn, test, unique } from './fixtures';

// Demo Admin (server/db/seed/demo-staff.ts); the demo groups (demo-groups.ts).
const ADMIN = 'claire.martin@example.com';

/** A csv file of 50 learners under an English header; with `bad`, rows 10, 20 and 30 are refused. */
function learnersCsv(name: string, run: string, bad: boolean) {
  const lines = ['Name,First name,E-mail,Phone,Level'];
  for (let i = 1; i <= 50; i++) {
    let email = `import-${run}-${i}@example.com`;
    let level = 'B1';
    if (bad && i === 10) email = 'not-an-email';
    if (bad && i === 20) level = 'Z9';
    if (bad && i === 30) email = `import-${run}-2@example.com`;
    lines.push(
      `Imported${run},Learner${i},${email},+352 621 000 ${String(i).padStart(3, '0')},${level}`,
    );
  }
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

test('an Admin imports 50 learners into a group from its Learners tab, after fixing 3 bad rows', async ({
  page,
}) => {
  const run = unique();
  const badFile = learnersCsv('learners.csv', run, true);
  const fixedFile = learnersCsv('learners-fixed.csv', run, false);

  await signIn(page, ADMIN, DEMO_PASSWORD);
  const [group] = await apiGet<{ _id: string }[]>(page, '/group?range=[0,0]');
  await page.goto(`/company/groups/${group._id}/edit/manage`);

  await page.getByRole('button', { name: 'Import learners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import learners into this group' });
  const fileInput = dialog.getByLabel('Spreadsheet file (xlsx or csv)');

  // The dry run: 47 new, 3 refused with their reasons, nothing to confirm yet.
  await fileInput.setInputFiles(badFile);
  await expect(dialog.getByText('File: learners.csv')).toBeVisible();
  await expect(dialog.getByText('3 errors')).toBeVisible();
  await expect(dialog.getByText('47 new')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'E-mail' })).toHaveText('E-mail');
  await expect(dialog.getByText('This e-mail is on an earlier row of the file')).toBeVisible();
  await expect(dialog.getByText('Level: The level must be A0 to C2 or 0 to 6')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 47 learners' })).toBeDisabled();

  // The corrected file, then the import.
  await fileInput.setInputFiles(fixedFile);
  await expect(dialog.getByText('File: learners-fixed.csv')).toBeVisible();
  await expect(dialog.getByText('50 new')).toBeVisible();
  await expect(dialog.getByText('0 errors')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 50 learners' }).click();
  await expect(
    page.getByText('Import finished: 50 created, 0 already known, 50 added to the group'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const learners = page.getByRole('list', { name: /^Learners/ });
  await expect(
    learners.getByText(`IMPORTED${run.toUpperCase()} Learner1`, { exact: true }),
  ).toBeVisible();
  await expect(
    learners.getByText(`IMPORTED${run.toUpperCase()} Learner50`, { exact: true }),
  ).toBeVisible();
});

test('the import dialog at 375 px: focus inside, no axe violation, the rows scroll in their box', async ({
  page,
}) => {
  const badFile = learnersCsv('learners.csv', unique(), true);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/students');

  await page.getByRole('button', { name: 'Import learners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import learners' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await dialog.getByLabel('Spreadsheet file (xlsx or csv)').setInputFiles(badFile);
  await expect(dialog.getByText('3 errors')).toBeVisible();

  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const result = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`)}`,
    ),
  ).toEqual([]);

  // Keyboard: Tab stays in the dialog and reaches Cancel.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});
