import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../fixtures';

export interface UploadedUnit {
  _id: string;
  filename: string;
  activities: { id: string; title: string; launch: string; parameters?: string }[];
}

export interface TrackerRow {
  activityId: string;
  status: string;
  score: number | null;
  location: string | null;
  totalSeconds: number;
}

/** The signed-in session's access token (cookie "token"), for the API calls the journey does not click. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no session token cookie');
  return decodeURIComponent(cookie.value);
}

/** The viewer's path of an activity, as the units screen links it. */
export function viewerPath(unit: UploadedUnit, activityId: string): string {
  const activity = unit.activities.find((a) => a.id === activityId);
  if (!activity) throw new Error(`${unit.filename} has no activity ${activityId}`);
  const launchPoint = encodeURIComponent(activity.launch + (activity.parameters ?? ''));
  return `/unitViewer/${unit.filename}/${activity.id}/${launchPoint}`;
}

/** The SCO's frame in the viewer: the app's frame holds the launcher, the launcher the SCO. */
export const scoFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title^="Unit content"]').frameLocator('iframe');

/** The platform's API as the signed-in page's session calls it. */
export async function platformOf(page: Page) {
  const headers = { authorization: `Token ${await tokenOf(page)}` };
  const me = (await (await page.request.get('/api/user', { headers })).json()) as {
    _id?: string;
    id?: string;
  };
  const myId = me._id ?? me.id;
  if (!myId) throw new Error('GET /api/user answered no id');
  return {
    headers,
    myId,
    /** POST /api/unit with the zip as its `file` part. */
    async upload(name: string, zip: Buffer): Promise<UploadedUnit> {
      const res = await page.request.post('/api/unit', {
        headers,
        multipart: { file: { name, mimeType: 'application/zip', buffer: zip } },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as UploadedUnit;
    },
    /** The signed-in staff member's own (preview) trackers in a unit. */
    async trackers(unitId: string): Promise<TrackerRow[]> {
      const res = await page.request.get(`/api/unittrackers/user/${myId}/${unitId}`, { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as TrackerRow[];
    },
    /** The signed-in staff member's own time in a unit (today's seconds and the total). */
    async idle(unitId: string): Promise<{ seconds: number; totalSeconds: number }> {
      const res = await page.request.get(`/api/idletracker/user/${myId}/${unitId}`, { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as { seconds: number; totalSeconds: number };
    },
  };
}

/** What a tracker row says of an activity: the figures the specs compare. */
export function figuresOf(rows: TrackerRow[], activityId: string) {
  const row = rows.find((r) => r.activityId === activityId);
  return (
    row && {
      status: row.status,
      score: row.score,
      location: row.location,
      totalSeconds: row.totalSeconds,
    }
  );
}

/** Answers the demo 1.2 quiz (server/db/seed/scorm/medical-english-12) right and finishes it. */
export async function passDemoQuiz(sco: FrameLocator) {
  await sco.getByLabel('What brings you here today?').check();
  await sco.getByLabel('On a scale of one to ten, how bad is the pain?').check();
  await sco.getByLabel('Are you allergic to anything?').check();
  await sco.getByRole('button', { name: 'Finish' }).click();
  await expect(
    sco.getByText('You answered 3 of 3 questions correctly (100%): passed.'),
  ).toBeVisible();
}
