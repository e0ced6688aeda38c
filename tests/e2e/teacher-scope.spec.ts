import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { expect, followLink, signIn, test } from './fixtures';

// Demo accounts (server/db/seed/demo-staff.ts). The Teacher teaches every fifth demo group
// (server/db/seed/demo-groups.ts, DEMO_SCOPE_TEACHER); the Admin reads everything.
const TEACHER = 'helene.dubois@example.com';
const ADMIN = 'claire.martin@example.com';

type Named = { _id: string; name: string; languageArea?: number; email?: string };

/** The API as someone signed in through the sign-in route (a Teacher tries both, as the app does). */
async function apiAs(request: APIRequestContext, email: string) {
  let token = '';
  for (const path of ['/api/administrator/login', '/api/teacher/login']) {
    const res = await request.post(path, { data: { email, password: DEMO_PASSWORD } });
    if (res.ok()) {
      token = (await res.json()).token;
      break;
    }
  }
  expect(token, `${email} signs in`).not.toBe('');
  return async <T>(path: string): Promise<T> => {
    const res = await request.get(`/api${path}`, { headers: { authorization: `Token ${token}` } });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as T;
  };
}

/** Types into the list's search box and waits until the list filter is in the address. */
async function search(page: Page, q: string) {
  const box = page.getByRole('textbox', { name: 'Search' }).first();
  await box.fill(q);
  await expect(page).toHaveURL(/filter=/);
  await page.waitForLoadState('networkidle');
}

test('a Teacher sees only her groups, their learners and their clients, and no write control', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const asTeacher = await apiAs(request, TEACHER);
  const asAdmin = await apiAs(request, ADMIN);
  const herClients = await asTeacher<Named[]>('/company');
  const allClients = await asAdmin<Named[]>('/company');
  const herLearners = await asTeacher<Named[]>('/student');
  const allLearners = await asAdmin<Named[]>('/student');
  expect(herClients.length).toBeGreaterThan(0);
  expect(herClients.length).toBeLessThan(allClients.length);
  expect(herLearners.length).toBeGreaterThan(0);
  expect(herLearners.length).toBeLessThan(allLearners.length);
  const mine = new Set(herClients.map((c) => c._id));
  const otherClient = allClients.find((c) => !mine.has(c._id)) as Named;
  const myLearners = new Set(herLearners.map((s) => s._id));
  const otherLearner = allLearners.find((s) => !myLearners.has(s._id)) as Named;

  await signIn(page, TEACHER, DEMO_PASSWORD);

  // The clients list of each language area: her groups' clients, and not another client.
  for (const area of [1, 2]) {
    const hers = herClients.filter((c) => c.languageArea === area);
    await page.goto(`/companyall/${area}`);
    await page.waitForLoadState('networkidle');
    for (const client of hers.slice(0, 5)) {
      await expect(page.getByText(client.name, { exact: true }).first()).toBeVisible();
    }
    if (otherClient.languageArea === area) {
      await expect(page.getByText(otherClient.name, { exact: true })).toHaveCount(0);
    }
  }
  await page.goto(`/companyall/${otherClient.languageArea}`);
  await search(page, otherClient.name);
  await expect(page.getByText(otherClient.name, { exact: true })).toHaveCount(0);

  // The students list: her groups' learners; another learner is not found.
  const learner = herLearners[0];
  await page.goto('/students');
  await search(page, learner.email as string);
  await expect(page.getByText(learner.email as string).first()).toBeVisible();
  await search(page, otherLearner.email as string);
  await expect(page.getByText(otherLearner.email as string)).toHaveCount(0);

  // One of her groups, from her client's Courses tab: read, never written.
  const groups = await asTeacher<{ _id: string; name: string; companyId: string }[]>('/group');
  expect(groups.length).toBeGreaterThan(0);
  expect(groups.every((g) => mine.has(g.companyId))).toBe(true);
  const [group] = groups;
  await page.goto(`/company/groups/${group.companyId}`);
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Create a group' })).toHaveCount(0);
  await followLink(
    page,
    page.getByRole('link', { name: group.name, exact: true }).first(),
    new RegExp(`/company/groups/${group._id}/edit`),
  );
  await expect(page.getByLabel(/^Name/).first()).toHaveValue(group.name);
  await page.waitForLoadState('networkidle');
  for (const name of [/^Save$/, /^Delete$/, /^Create/, /^Add/, /^Remove/]) {
    await expect(
      page.getByRole('button', { name }).or(page.getByRole('link', { name })),
      `${name} on the group page`,
    ).toHaveCount(0);
  }
  // A client she does not teach is not found.
  await page.goto(`/company/groups/${otherClient._id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(otherClient.name, { exact: true })).toHaveCount(0);
});
