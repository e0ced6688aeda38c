import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { hasPdftotext, pdfText } from '../api/pdf-text';
import { DEMO_PASSWORD } from './env';
import { apiGet, expect, mailTo, signIn, test } from './fixtures';

// Demo Admin (server/db/seed/demo-staff.ts); a demo group whose agreement can be made, and its client.
const ADMIN = 'claire.martin@example.com';
const GROUP = 'Business English B1 E2';

interface Row {
  _id: string;
  name: string;
  firstname: string;
  email: string;
  companyName: string;
}

test('an Admin sends a group’s agreement to a contact of its client, who signs it through the mailed link on a phone', async ({
  page,
  newPage,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const group = (
    await apiGet<{ _id: string; name: string; companyName: string }[]>(page, '/group')
  ).find((g) => g.name === GROUP);
  if (!group) throw new Error(`no demo group ${GROUP}`);
  const contact = (await apiGet<Row[]>(page, '/customer')).find(
    (c) => c.companyName === group.companyName && c.email,
  );
  if (!contact) throw new Error(`no contact of ${group.companyName}`);

  // The agreement issued and kept, then sent to the contact from the follow-up tab.
  await page.goto(`/company/groups/${group._id}/trainingfollowup`);
  const card = page.getByRole('region', { name: 'Agreement signed online' });
  await page.getByRole('button', { name: 'Issue and keep' }).click();
  await expect(page.getByText(/Training agreement issued \(version \d+\)/)).toBeVisible();
  await expect(card.getByText(/not sent to sign yet/)).toBeVisible();
  await card.getByRole('combobox', { name: 'Client contact' }).click();
  await page
    .getByRole('option', { name: new RegExp(contact.email.replace(/[.]/g, '\\.')) })
    .click();
  await card.getByRole('button', { name: 'Send to sign' }).click();
  await expect(page.getByText(`Signing link queued for ${contact.email}`)).toBeVisible();
  await expect(card.getByText(/sent, awaiting signature/)).toBeVisible();

  // The contact, signed out, on a phone: the link of the mail.
  const mail = await mailTo(contact.email);
  const link = mail.text.match(/https?:\/\/\S+\/agreement-signature\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error('no signing link in the mail');
  const phone = await newPage();
  await phone.setViewportSize({ width: 375, height: 740 });
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Training agreement' })).toBeVisible();
  await expect(phone.getByText(GROUP)).toBeVisible();
  const sign = phone.getByRole('button', { name: 'Sign the agreement' });
  await expect(sign).toBeDisabled();
  // The open page at 375 px: nothing scrolls sideways, and axe finds nothing.
  expect(
    await phone.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const axe = await new AxeBuilder({ page: phone })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
  const name = `${contact.firstname} ${contact.name}`;
  await phone.getByRole('textbox', { name: 'Your full name' }).fill(name);
  await phone.getByRole('checkbox', { name: 'I have read the agreement and approve it' }).check();
  await sign.click();
  await expect(phone.getByText(`Thank you: the agreement is signed by ${name}`)).toBeVisible();
  await expect(sign).toHaveCount(0);
  // The same version is not signed twice.
  const again = await phone.request.post(`/api/agreement-signature/${link.split('/').at(-1)}`, {
    data: { name, consent: true },
  });
  expect(again.status()).toBe(409);

  // Staff see the signature and download the signed PDF.
  await page.reload();
  await expect(card.getByText(new RegExp(`signed by ${name}`)).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /Download the signed PDF of version/ }).click();
  const pdf = readFileSync(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (hasPdftotext) {
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(name);
    expect(text).toMatch(/SHA-256 [0-9a-f]{64}/);
  }
});
