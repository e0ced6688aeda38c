import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { DEMO_PASSWORD } from './env';
import { expect, signIn, test } from './fixtures';

const ADMIN = 'claire.martin@example.com';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('in French, the students export and a student PDF are named and written in French', async ({
  page,
}) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  // The interface language the user chose (the language menu stores it there) reaches the server.
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await page.goto('/students');
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en xlsx' }).click();
  const xlsx = await exporting;
  expect(xlsx.suggestedFilename()).toMatch(/^étudiants-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(readFileSync(await xlsx.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Étudiants']);
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Étudiants);
  expect(rows.length).toBeGreaterThan(0);
  expect(Object.keys(rows[0])).toContain('Prénom');

  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/student\/[0-9a-f-]{36}$/);
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/^étudiant-.+\.pdf$/);
  const file = await pdf.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (hasPdftotext) {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain("Fiche de l'étudiant");
    // The page and the PDF name the student the same way: "NAME Firstname".
    expect(name).toMatch(/^\p{Lu}[\p{Lu}\s'’-]* \S/u);
    expect(text).toContain(name);
  }
});
