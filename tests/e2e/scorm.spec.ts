import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildDemoPackage } from '../../server/db/seed/scorm';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, signIn, test, unique } from './fixtures';
import { discoveryActivities, SESSION_SECONDS, scorm12EitherFirstPackage } from './scorm-packages';
import {
  figuresOf,
  passDemoQuiz,
  platformOf,
  scoFrame,
  type UploadedUnit,
  viewerPath,
} from './scorm-packages/platform';

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

test('a SCORM 1.2 unit: upload, play, complete, see the progress, resume; a 2004-first wrapper too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const unit = await uploadDemo(page);
  const quiz = unit.activities.find((a) => a.id === 'quiz');
  expect(quiz).toBeDefined();
  if (!quiz) return;

  // A module holding the unit, for its progress panel.
  const platform = await platformOf(page);
  const created = await page.request.post('/api/module', {
    headers: platform.headers,
    data: { name: `SCORM journey ${unique()}`, level: 3, tags: [], units: [unit._id] },
  });
  expect(created.status()).toBe(201);
  const moduleId = ((await created.json()) as { _id: string })._id;

  const quizPath = viewerPath(unit, quiz.id);
  await page.goto(quizPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quiz');
  await expect(page.getByText("Preview — not counted in learners' results")).toBeVisible();
  await passDemoQuiz(scoFrame(page));
  await expect(page.getByText('Progress saved')).toBeVisible();

  // The tracker holds the completion (the final commit goes by beacon: poll).
  await expect
    .poll(async () => figuresOf(await platform.trackers(unit._id), 'quiz')?.status)
    .toBe('passed');

  // The module's progress shows the preview's completion.
  await page.goto(`/modules/${moduleId}`);
  await expect(
    page.getByRole('region', { name: 'Progress' }).getByText('1 of 2 activities completed'),
  ).toBeVisible({ timeout: 20_000 });

  // Reopened, the quiz resumes: the answers come back from the saved suspend data.
  await page.goto(quizPath);
  const again = scoFrame(page);
  await expect(again.getByText('Welcome back: your answers were kept.')).toBeVisible();
  await expect(again.getByLabel('Are you allergic to anything?')).toBeChecked();

  // A SCORM 1.2 package whose wrapper looks for API_1484_11 first, then API: tracked as 1.2.
  const eitherFirst = await platform.upload(
    'either-first-12.zip',
    await scorm12EitherFirstPackage(),
  );
  const wrapper = discoveryActivities('1.2').find((a) => a.id === 'either-2004-first');
  if (!wrapper) throw new Error('the 1.2 discovery package has no either-2004-first item');
  await page.goto(viewerPath(eitherFirst, wrapper.id));
  await expect(scoFrame(page).getByText('Found window.API (SCORM 1.2)')).toBeVisible();
  await expect(scoFrame(page).getByText(`Reported: ${wrapper.id}`)).toBeVisible();
  await page.goto('about:blank');
  await expect
    .poll(async () => figuresOf(await platform.trackers(eitherFirst._id), wrapper.id))
    .toEqual({
      status: 'passed',
      score: wrapper.score,
      location: wrapper.location,
      totalSeconds: SESSION_SECONDS,
    });
});
