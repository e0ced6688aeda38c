import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { hasPdftotext, pdfText } from '../api/pdf-text';
import { DEMO_PASSWORD } from './env';
import { expect, signIn, test, unique } from './fixtures';

// Demo accounts (server/db/seed/demo-staff.ts); the demo sessions are Group and Group-visio only
// (server/db/seed/demo-sessions.ts), so a One-to-one session is alone under its type filter.
const ADMIN = 'claire.martin@example.com';

// Room for the week and the dragged event away from the window's edges.
test.use({ viewport: { width: 1280, height: 1000 } });

/** The API as the Admin signs in (a token for the Authorization header). */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/administrator/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const { token } = (await res.json()) as { token: string };
  const headers = { authorization: `Token ${token}` };
  return {
    get: async <T>(path: string) =>
      (await (await request.get(`/api${path}`, { headers })).json()) as T,
    remove: async (path: string) => {
      expect((await request.delete(`/api${path}`, { headers })).status()).toBe(200);
    },
    post: async <T>(path: string, data: object) => {
      const created = await request.post(`/api${path}`, { headers, data });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as T;
    },
  };
}

/** This week's day (0: Monday) at an hour, in UTC: the browser's zone in the test run. */
const thisWeek = (day: number, hours: number) => {
  const now = new Date();
  const monday =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
    ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + day * 86_400_000 + hours * 3_600_000).toISOString();
};

test('an Admin drags a session to the next day in the week view, and undoes a second move', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const [trainer] = await api.get<{ _id: string }[]>('/teacher?range=[0,0]');
  const [language] = await api.get<{ _id: string }[]>('/language');
  const title = `Drag ${unique()}`;
  const made = await api.post<{ _id: string }>('/session', {
    title,
    description: 'Moved in the agenda',
    type: 'One-to-one',
    teacher: trainer._id,
    language: language._id,
    isOpenToStudentRegistration: true,
    slots: 1,
    start: thisWeek(2, 9),
    end: thisWeek(2, 10),
  });

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/agenda');
  await page.getByRole('combobox', { name: 'Session type' }).click();
  await page.getByRole('option', { name: 'One-to-one', exact: true }).click();
  const event = page.getByRole('link', { name: new RegExp(title) });
  await expect(event).toBeVisible();

  /** A day's column header of the week view, named by its date ("November 25, 2026"). */
  const dayColumn = (day: number) =>
    page.getByRole('columnheader', {
      name: new Date(thisWeek(day, 12)).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    });

  /** The day (0: Monday) whose column the event is in, -1 when none. */
  const columnOf = async () => {
    const box = await event.boundingBox();
    if (!box) return -1;
    const middle = box.x + box.width / 2;
    for (let day = 0; day < 7; day++) {
      const column = await dayColumn(day).boundingBox();
      if (column && middle >= column.x && middle < column.x + column.width) return day;
    }
    return -1;
  };

  /** A hand's gesture: a press on the event, then movement in small steps, `days` columns across. */
  const gesture = async (days: number) => {
    // In the middle of the window: near its edge, FullCalendar scrolls the page under the pointer.
    await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(event).toBeInViewport();
    const box = await event.boundingBox();
    const column = await dayColumn(0).boundingBox();
    if (!box || !column) throw new Error('no event or day column on screen');
    const x = box.x + box.width / 2;
    const y = box.y + 8;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(300);
    for (let step = 1; step <= 20; step++) {
      await page.mouse.move(x + (column.width * days * step) / 20, y + (step % 2));
      await page.waitForTimeout(20);
    }
    await page.mouse.up();
  };

  /**
   * Drags the event to a day's column. A gesture FullCalendar did not take as a drag (the event
   * list drawn anew under the pointer on a busy machine) leaves the event where it was: it is made
   * again, as the fixtures click again until the screen answers; a move that happened is never redone.
   */
  const dragTo = async (day: number) => {
    await page.waitForLoadState('networkidle');
    for (let attempt = 0; attempt < 3 && (await columnOf()) !== day; attempt++) {
      await gesture(day - (await columnOf()));
      await expect
        .poll(columnOf, { timeout: 3_000 })
        .toBe(day)
        .catch(() => undefined);
    }
    expect(await columnOf(), 'the event in the column it was dragged to').toBe(day);
  };

  // The move is sent once its undo delay has passed.
  const sent = page.waitForResponse(
    (r) => r.url().includes(`/api/session/id/${made._id}`) && r.request().method() === 'PUT',
    { timeout: 30_000 },
  );
  await dragTo(3);
  await expect(page.getByText(`${title} has been updated with success`)).toBeVisible();
  expect((await sent).status()).toBe(200);
  const moved = await api.get<{ start: string; end: string }>(`/session/id/${made._id}`);
  expect(new Date(moved.start).toISOString()).toBe(thisWeek(3, 9));
  expect(new Date(moved.end).toISOString()).toBe(thisWeek(3, 10));

  // A second move, undone: nothing is sent and the event is back on Thursday.
  await expect(page.getByText(`${title} has been updated with success`)).toBeHidden({
    timeout: 15_000,
  });
  await dragTo(4);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForTimeout(6_000);
  const kept = await api.get<{ start: string }>(`/session/id/${made._id}`);
  expect(new Date(kept.start).toISOString()).toBe(thisWeek(3, 9));
  expect(await columnOf()).toBe(3);
  // Gone again: the next run of this journey finds its week as it was.
  await api.remove(`/session/id/${made._id}`);
});

test('a Teacher plans a weekly session for learners of hers from a range of the agenda, its Jitsi meeting, its attendance sheet, two signatures on her screen and the signed PDF', async ({
  page,
}) => {
  const TEACHER = 'helene.dubois@example.com';
  const title = `Weekly ${unique()}`;
  await signIn(page, TEACHER, DEMO_PASSWORD);
  // What selecting four weeks of days in the month view opens: 09:00 on the first, 10:00 on the last.
  const first = new Date();
  first.setUTCDate(first.getUTCDate() + 1);
  first.setUTCHours(9, 0, 0, 0);
  const last = new Date(first.getTime() + 27 * 86_400_000 + 3_600_000);
  await page.goto(
    `/session/create?${new URLSearchParams({ start: first.toISOString(), end: last.toISOString() })}`,
  );
  await page.getByLabel('Title', { exact: false }).first().fill(title);
  await page.getByLabel('Description').fill('Ward rounds, every Wednesday');
  // She is the trainer, fixed.
  await expect(page.getByRole('combobox', { name: /^Trainer/ })).toHaveValue(/DUBOIS Hélène/);
  await page.getByRole('combobox', { name: /^Language/ }).fill('Eng');
  await page
    .getByRole('option', { name: /English/ })
    .first()
    .click();
  await page.getByLabel('Recurrent').check();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Weekday' }).click();
  await page.getByRole('option', { name: 'Wednesday' }).click();
  // Registered by the team: two of her learners; the places follow.
  const registrants = page.getByRole('combobox', { name: /^Registrants/ });
  for (let n = 0; n < 2; n++) {
    await registrants.click();
    await page.getByRole('option').first().click();
  }
  await expect(page.getByLabel('Slots')).toHaveValue('2');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`${title} created with success`)).toBeVisible();
  await expect(page).toHaveURL(/\/session\/read\//);
  await expect(page.getByText('Occurrence of a recurrent series')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

  // Its Jitsi meeting, for this occurrence: a room of its own, opened in a new tab.
  await page.getByRole('button', { name: 'Create the online meeting' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create the online meeting' }).click();
  await expect(page.getByText('Zoom meeting has been created with success')).toBeVisible();
  const join = page.getByRole('link', { name: /Join the meeting/ });
  await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/Intranet-[0-9a-f]{32}$/);
  await expect(join).toHaveAttribute('target', '_blank');

  // The attendance sheet: created, which locks the registrants; one marked present, one late at 09:20.
  await page.getByRole('link', { name: 'Attendance sheet' }).click();
  await page.getByRole('button', { name: 'Create the attendance sheet' }).click();
  await expect(page.getByText('The attendance sheet has been created')).toBeVisible();
  // One half-day, one table; each learner's status is a list.
  const rows = page.getByRole('table').first().getByRole('row');
  const choose = async (row: number, status: string) => {
    await rows.nth(row).getByRole('combobox').click();
    await page.getByRole('option', { name: status, exact: true }).click();
  };
  await choose(1, 'Present');
  await expect(page.getByText('Attendance saved')).toBeVisible();
  await choose(2, 'Late');
  await rows.nth(2).getByLabel('Arrival').fill('09:20');
  await rows
    .nth(2)
    .getByRole('button', { name: /^Save the time/ })
    .click();
  await expect(rows.nth(1).getByRole('combobox')).toHaveText('Present');
  await expect(rows.nth(2).getByRole('combobox')).toHaveText('Late');
  await expect(rows.nth(2).getByLabel('Arrival')).toHaveValue('09:20');

  // Two signatures taken on her screen, with the mouse as a finger, then the signed PDF.
  const draw = async () => {
    const dialog = page.getByRole('dialog');
    const pad = dialog.getByLabel('Signature area');
    await expect(pad).toBeVisible();
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature area');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? -20 : 20), {
        steps: 3,
      });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Save the signature' }).click();
    // The first signature's message may still show beside the second's.
    await expect(page.getByText('The signature has been saved').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  const signButtons = page.getByRole('button', { name: 'Sign', exact: true });
  await expect(signButtons).toHaveCount(2);
  await signButtons.first().click();
  await draw();
  await expect(signButtons).toHaveCount(1);
  await signButtons.first().click();
  await draw();
  await expect(signButtons).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Signature of / })).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the signed PDF' }).click();
  const pdf = readFileSync(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (hasPdftotext) {
    const text = pdfText(pdf);
    expect(text).toContain(title);
    expect(text.match(/signed \d{1,2}:\d{2}, on screen/g)).toHaveLength(2);
    expect(text).toContain('Not countersigned');
  }

  await page.getByRole('link', { name: /Back to the session/ }).click();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});
