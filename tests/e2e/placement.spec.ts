import { LEVELS } from '../../domain/rules/levels';
import { DEMO_PASSWORD } from './env';
import { apiGet, expect, signIn, test } from './fixtures';

const ADMIN = 'claire.martin@example.com';

test('an Admin makes 5 codes for a group; a learner takes the test with one, reloads halfway and hands it in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/codes/create');
  await page.getByLabel(/^Number of codes/).fill('5');
  await page.getByRole('combobox', { name: /^Question pool/ }).click();
  await page.getByRole('option', { name: 'Quick level check' }).click();
  const client = page.getByRole('combobox', { name: /^Client/ });
  await client.fill('Air Liquide');
  await page
    .getByRole('option', { name: /Air Liquide/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: /^Group/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The access codes were created')).toBeVisible();
  await expect(page).toHaveURL(/\/codes$/);
  // The newest first: the five just made, each unused, for the quick level check.
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Quick level check');
  await expect(rows.nth(4)).toContainText('Quick level check');
  await expect(rows.first()).toContainText('0 / 1');
  const code = (await rows.first().locator('td').nth(1).innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^[0-9A-Z]{26}$/);

  // The learner, in a browser of her own, signed in nowhere.
  const learner = await browser.newContext();
  const test_ = await learner.newPage();
  await test_.goto(`/test/${code}`);
  await expect(test_.getByText('This test has 21 questions.')).toBeVisible();
  await test_.getByLabel(/^Last name/).fill('Lefort');
  await test_.getByLabel(/^First name/).fill('Inès');
  await test_.getByLabel(/^E-mail address/).fill(`ines.lefort.${code.slice(0, 6)}@example.com`);
  await test_.getByRole('button', { name: 'Start the test' }).click();
  const heading = test_.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Question 1 of 21');
  for (const n of [1, 2, 3]) {
    const pick = test_.getByRole('radio').or(test_.getByRole('checkbox')).first();
    if (await pick.count()) await pick.check();
    else await test_.getByRole('textbox').first().fill('went');
    await test_.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText(`Question ${n + 1} of 21`);
  }
  await expect(test_.getByText('Saved')).toBeVisible();
  // A reload resumes where she stopped.
  await test_.reload();
  await expect(heading).toHaveText('Question 4 of 21');
  for (let n = 4; n < 21; n++) {
    await test_.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText(`Question ${n + 1} of 21`);
  }
  await test_.getByRole('button', { name: 'Finish' }).click();
  await test_.getByRole('dialog').getByRole('button', { name: 'Finish and send' }).click();
  await expect(test_.getByText('Thank you, your answers have been sent.')).toBeVisible();
  await learner.close();

  // Back on the list, the code is used up.
  await page.reload();
  await expect(
    page
      .locator('tbody tr')
      .filter({ hasText: code.slice(0, 4) })
      .first(),
  ).toContainText('1 / 1');

  // Staff see her level in the placement results, and on the client's Test tab with its chart,
  // from where her test opens question by question.
  const filter = encodeURIComponent(JSON.stringify({ q: `ines.lefort.${code.slice(0, 6)}` }));
  const [result] = await apiGet<{ company: string; level: number }[]>(
    page,
    `/placementresult?filter=${filter}`,
  );
  const level = LEVELS[result.level];
  await page.goto('/placement/results');
  await expect(page.locator('tbody tr').filter({ hasText: 'Lefort' }).first()).toContainText(level);
  await page.goto(`/company/test/${result.company}`);
  await expect(page.getByRole('tab', { name: 'Test', selected: true })).toBeVisible();
  const learnerRow = page.locator('tbody tr').filter({ hasText: 'LEFORT Inès' });
  await expect(learnerRow).toContainText(level);
  const levels = page.getByRole('table', { name: 'Levels found by the tests' });
  const count = Number(
    await levels.getByRole('row').filter({ hasText: level }).getByRole('cell').innerText(),
  );
  expect(count).toBeGreaterThanOrEqual(1);
  await learnerRow.getByRole('link', { name: 'Review the test of LEFORT Inès' }).click();
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Test review: LEFORT Inès' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Question 21 of 21' })).toBeVisible();
});
