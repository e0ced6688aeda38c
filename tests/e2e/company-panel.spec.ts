import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD } from './env';
import { expect, followLink, selectTab, signIn, test, unique } from './fixtures';

// Demo Admin (server/db/seed/demo-staff.ts).
const ADMIN = 'claire.martin@example.com';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('in French, an Admin fills a new client’s administration panel from an empty start, reloads it and downloads its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const now = () => new Date();
  const companyName = `Institut Œuvre-Lefèvre ${id}`;
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));

  // A new client, from the clients list.
  await page.goto('/companyall/1');
  await followLink(page, page.getByRole('link', { name: 'Créer' }), /\/companies\/create/);
  await page.getByLabel(/^Nom/).fill(companyName);
  const country = page.getByRole('combobox', { name: /^Pays/ });
  await country.click();
  await country.fill('Fran');
  await page.getByRole('option', { name: 'France' }).first().click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`${companyName} créé avec succès`)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/infos\/[0-9a-f-]{36}\/?/);

  // Its panel, under the record: only the administrative data is open.
  const panel = page.getByRole('region', { name: 'Panneau d’administration' });
  /** Opens a tab of the panel and waits for its content (the tab panel it names). */
  const openTab = async (name: string) => {
    await selectTab(panel.getByRole('tab', { name }));
    await expect(panel.getByRole('tabpanel', { name })).toBeVisible();
  };
  await expect(panel.getByRole('tab', { name: 'Données administratives' })).toBeVisible();
  for (const name of ['Données pédagogiques', 'Semestres', 'Examens', 'Critères']) {
    await expect(panel.getByRole('tab', { name })).toBeDisabled();
  }

  // Administrative data: the SIRET rule first, then a complete save.
  await panel.getByLabel(/^Dénomination/).fill(companyName);
  await panel
    .getByLabel(/^Adresse/)
    .first()
    .fill('12 rue de l’École, 69003 Lyon');
  await panel
    .getByLabel(/^Téléphone/)
    .first()
    .fill('04 72 00 00 00');
  await panel.getByLabel(/^SIRET/).fill('1234');
  await panel.getByRole('combobox', { name: /^Type d’école/ }).click();
  await page.getByRole('option', { name: 'IFSI' }).click();
  const billing = panel.getByRole('group', { name: 'Contact de facturation' });
  await billing.getByLabel(/^Nom/).fill('D’Arc');
  await billing.getByLabel(/^Prénom/).fill('Zoë');
  await billing.getByLabel(/^Adresse/).fill('Forfait 10 €, Lyon');
  await billing.getByLabel(/^Téléphone/).fill('04 72 00 00 01');
  await billing.getByLabel(/^E-mail/).fill(`compta.${id}@example.com`);
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByText('SIRET incorrect')).toBeVisible();
  await panel.getByLabel(/^SIRET/).fill('12345678901234');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Données administratives enregistrées')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: /^Type d’école/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // Pedagogic data: one referent, its name stored in upper case.
  await openTab('Données pédagogiques');
  await expect(page).toHaveURL(/panel=pedagogic/);
  await panel.getByRole('button', { name: 'Ajouter un contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau contact pédagogique' });
  await dialog.getByLabel(/^Nom/).fill('Durand');
  await dialog.getByLabel(/^Prénom/).fill('Léa');
  await dialog.getByLabel(/^Téléphone/).fill('06 00 00 00 00');
  await dialog.getByLabel(/^E-mail/).fill(`lea.durand.${id}@example.com`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Données pédagogiques enregistrées')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('cell', { name: 'DURAND', exact: true })).toBeVisible();

  // Semesters (the other helper's tab): one entry in a school-year semester still to come.
  await openTab('Semestres');
  const form = panel.getByRole('form', { name: 'Ajouter un semestre' });
  await form.getByRole('combobox', { name: /^Semestre/ }).click();
  const options = await page.getByRole('option').allTextContents();
  const day = (text: string) => {
    const [d, m, y] = text.split('/').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  };
  const tomorrow = new Date(
    Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate() + 1),
  );
  const plan = options
    .map((text) => {
      const match = /\((\d\d\/\d\d\/\d{4}) – (\d\d\/\d\d\/\d{4})\)/.exec(text);
      if (!match) return undefined;
      const begin = new Date(Math.max(day(match[1]).getTime(), tomorrow.getTime()));
      const end = new Date(begin.getTime() + 7 * 86_400_000);
      return end <= day(match[2]) ? { text, begin, end } : undefined;
    })
    .find(Boolean);
  if (!plan) throw new Error(`no seeded semester leaves a week ahead: ${options.join(' | ')}`);
  await page.getByRole('option', { name: plan.text }).click();
  await form.getByLabel(/^Heures d’e-learning/).fill('12');
  await form.getByLabel(/^Heures en présentiel/).fill('0');
  await form.getByLabel(/^Groupes en présentiel/).fill('0');
  const typed = (date: Date) =>
    `${String(date.getUTCDate()).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}${date.getUTCFullYear()}`;
  await form.getByRole('group', { name: /^Début/ }).click();
  await page.keyboard.type(typed(plan.begin));
  await form.getByRole('group', { name: /^Fin/ }).click();
  await page.keyboard.type(typed(plan.end));
  await form.getByRole('button', { name: 'Ajouter le semestre' }).click();
  await expect(page.getByText('Semestre ajouté')).toBeVisible();
  const semesterValue = /^Semestre (\d+)/.exec(plan.text)?.[1];

  // Criteria.
  await openTab('Critères');
  await panel
    .getByRole('radiogroup', { name: 'Assiduité' })
    .getByRole('radio', { name: '80 %' })
    .check();
  await panel
    .getByRole('radiogroup', { name: 'Progression en e-learning' })
    .getByRole('radio', { name: '100 %' })
    .check();
  await panel
    .getByRole('radiogroup', { name: 'Note d’examen' })
    .getByRole('radio', { name: 'Non concerné' })
    .check();
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Critères enregistrés')).toBeVisible();

  // A reload keeps the tab chosen and everything saved.
  await page.reload();
  await expect(page).toHaveURL(/panel=criteria/);
  await expect(
    panel.getByRole('radiogroup', { name: 'Assiduité' }).getByRole('radio', { name: '80 %' }),
  ).toBeChecked();
  await expect(
    panel
      .getByRole('radiogroup', { name: 'Progression en e-learning' })
      .getByRole('radio', { name: '100 %' }),
  ).toBeChecked();
  await openTab('Données pédagogiques');
  await expect(panel.getByRole('cell', { name: 'DURAND', exact: true })).toBeVisible();
  await openTab('Semestres');
  await expect(panel.getByText(`Semestre ${semesterValue}`).first()).toBeVisible();
  await openTab('Données administratives');
  await expect(panel.getByLabel(/^SIRET/)).toHaveValue('12345678901234');
  await expect(panel.getByRole('combobox', { name: /^Type d’école/ })).toHaveText('IFSI');

  // The PDF of the panel, in French.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(
    /^panneau-administration-Institut-Œuvre-Lefèvre-.+\.pdf$/,
  );
  const file = await pdf.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (hasPdftotext) {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Panneau d’administration');
    expect(text).toContain(companyName);
    expect(text).toContain('DURAND Léa');
    expect(text).toContain('Forfait 10 €, Lyon');
    expect(text).toContain(`Semestre ${semesterValue}`);
  }
});
