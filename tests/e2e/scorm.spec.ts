import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildDemoPackage } from '../../server/db/seed/scorm';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, signIn, test, unique } from './fixtures';

interface UploadedUnit {
  _id: string;
  filename: string;
  activities: { id: string; title: string; launch: string; parameters?: string }[];
}

/** The signed-in session's access token (cookie "token"), for the API calls the journey does not click. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no session token cookie');
  return decodeURIComponent(cookie.value);
}

/** Uploads the demo SCORM 1.2 package through the /units screen; answers the stored unit. */
async function uploadDemo(page: Page): Promise<UploadedUnit> {
  const dir = mkdtempSync(join(tmpdir(), 'scorm-e2e-'));
  const file = join(dir, 'medical-english-12.zip');
  writeFileSync(file, await buildDemoPackage('medical-english-12'));
  await page.goto('/units');
  const input = page.getByLabel('SCORM package (.zip)');
  const uploaded = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/unit' && res.request().method() === 'POST',
  );
  await input.setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  const res = await uploaded;
  expect(res.status()).toBe(201);
  return (await res.json()) as UploadedUnit;
}

test('a SCORM 1.2 unit: upload, play, complete, see the progress, resume', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const unit = await uploadDemo(page);
  const quiz = unit.activities.find((a) => a.id === 'quiz');
  expect(quiz).toBeDefined();
  if (!quiz) return;

  // A module holding the unit, for its progress panel.
  const token = await tokenOf(page);
  const created = await page.request.post('/api/module', {
    headers: { authorization: `Token ${token}` },
    data: { name: `SCORM journey ${unique()}`, level: 3, tags: [], units: [unit._id] },
  });
  expect(created.status()).toBe(201);
  const moduleId = ((await created.json()) as { _id: string })._id;

  const viewerPath = `/unitViewer/${unit.filename}/${quiz.id}/${encodeURIComponent(quiz.launch + (quiz.parameters ?? ''))}`;
  await page.goto(viewerPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quiz');
  await expect(page.getByText("Preview — not counted in learners' results")).toBeVisible();
  const content = page.frameLocator('iframe[title^="Unit content"]');
  await content.getByLabel('What brings you here today?').check();
  await content.getByLabel('On a scale of one to ten, how bad is the pain?').check();
  await content.getByLabel('Are you allergic to anything?').check();
  await content.getByRole('button', { name: 'Finish' }).click();
  await expect(
    content.getByText('You answered 3 of 3 questions correctly (100%): passed.'),
  ).toBeVisible();
  await expect(page.getByText('Progress saved')).toBeVisible();

  // The tracker holds the completion (the final commit goes by beacon: poll).
  const me = (await (
    await page.request.get('/api/user', { headers: { authorization: `Token ${token}` } })
  ).json()) as { _id?: string; id?: string };
  const myId = me._id ?? me.id;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/unittrackers/user/${myId}/${unit._id}`, {
        headers: { authorization: `Token ${token}` },
      });
      const rows = (await res.json()) as { activityId: string; status: string }[];
      return rows.find((r) => r.activityId === 'quiz')?.status;
    })
    .toBe('passed');

  // The module's progress shows the preview's completion.
  await page.goto(`/modules/${moduleId}`);
  await expect(
    page.getByRole('region', { name: 'Progress' }).getByText('1 of 2 activities completed'),
  ).toBeVisible({ timeout: 20_000 });

  // Reopened, the quiz resumes: the answers come back from the saved suspend data.
  await page.goto(viewerPath);
  const again = page.frameLocator('iframe[title^="Unit content"]');
  await expect(again.getByText('Welcome back: your answers were kept.')).toBeVisible();
  await expect(again.getByLabel('Are you allergic to anything?')).toBeChecked();
});
