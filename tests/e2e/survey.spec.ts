import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD } from './env';
import { apiGet, expect, outbox, signIn, test } from './fixtures';

// Demo Admin (server/db/seed/demo-staff.ts) and a demo group with learners.
const ADMIN = 'claire.martin@example.com';
const GROUP = 'Business English B1 E2';

test('a learner answers the end-of-training survey through the mailed link on a phone, once', async ({
  page,
  newPage,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const group = (await apiGet<{ _id: string; name: string }[]>(page, '/group')).find(
    (g) => g.name === GROUP,
  );
  if (!group) throw new Error(`no demo group ${GROUP}`);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const sent = await page.request.post(`/api/group/surveys/${group._id}`, {
    headers: { authorization: `Token ${decodeURIComponent(token)}` },
  });
  expect(sent.status()).toBe(202);
  expect(((await sent.json()) as { queued: number }).queued).toBeGreaterThan(0);

  // A learner of the group, signed out, on a phone: the link of her mail, in her language.
  let link: string | undefined;
  await expect
    .poll(() => {
      link = outbox()
        .filter((m) => m.subject.includes(GROUP))
        .map((m) => m.text.match(/https?:\/\/\S+\/survey\/[A-Za-z0-9_-]+/)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  const phone = await newPage();
  await phone.setViewportSize({ width: 375, height: 740 });
  await phone.goto(link as string);
  const send = phone.getByRole('button', {
    name: /Send my answers|Envoyer mes réponses|Antworten senden/,
  });
  await expect(send).toBeVisible();
  await expect(phone.getByText(GROUP).first()).toBeVisible();
  expect(
    await phone.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const axe = await new AxeBuilder({ page: phone })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);

  // Sent blank, the required questions say so; then answered: the highest of each scale, the
  // first choice, a comment.
  await send.click();
  await expect(
    phone.getByText(/Please answer this question|Merci de répondre|Bitte beantworten/).first(),
  ).toBeVisible();
  for (const group of await phone.getByRole('radiogroup').all())
    await group.getByRole('radio').last().check();
  for (const box of await phone.getByRole('checkbox').all()) {
    await box.check();
    break;
  }
  await phone.getByRole('textbox').first().fill('Clear and useful, thank you');
  await send.click();
  await expect(
    phone.getByText(/Thank you! Your answers|Merci ! Vos réponses|Vielen Dank! Ihre Antworten/),
  ).toBeVisible();
  await expect(send).toHaveCount(0);

  // The link answers once; an unknown one is refused.
  const tokenOf = (link as string).split('/').at(-1);
  const again = await phone.request.post(`/api/survey/${tokenOf}`, { data: { answers: {} } });
  expect(again.status()).toBe(409);
  await phone.reload();
  await expect(
    phone.getByText(/has been answered|a reçu votre réponse|wurde beantwortet/),
  ).toBeVisible();
  const unknown = await phone.request.get(`/api/survey/${'x'.repeat(43)}`);
  expect(unknown.status()).toBe(404);

  // The group's Surveys tab shows her answer: one answered, her comment listed.
  await page.goto(`/company/groups/${group._id}/edit/surveys`);
  await expect(page.getByText(/Answered 1/)).toBeVisible();
  await expect(page.getByText('Clear and useful, thank you')).toBeVisible();
});
