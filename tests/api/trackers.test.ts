import { describe, expect, it } from 'vitest';
import { readCapability } from '../../server/areas/trackers/capability';
import { students, units } from '../../server/db/schema';
import { build } from './helpers';

const { app, injectAs, account } = await build();

const [unit] = await app.db
  .insert(units)
  .values({
    filename: 'tracked-pack',
    title: 'Tracked pack',
    version: '1.2',
    activities: [
      { id: 'sco-1', title: 'Lesson one', launch: 'lesson one/index.html', parameters: '?p=1' },
      { id: 'sco-2', title: 'Quiz', launch: 'quiz.html' },
    ],
    size: 10,
    fileCount: 2,
    packageKey: 'units/tracked-pack.zip',
    packageSize: 10,
  })
  .returning();
const [unit2004] = await app.db
  .insert(units)
  .values({
    filename: 'tracked-2004',
    title: 'Tracked 2004',
    version: '2004',
    activities: [{ id: 'item-1', title: 'Case', launch: 'index.html' }],
    size: 10,
    fileCount: 1,
    packageKey: 'units/tracked-2004.zip',
    packageSize: 10,
  })
  .returning();
const [student] = await app.db
  .insert(students)
  .values({ name: 'Learner', firstname: 'Lee', email: 'lee.learner@test.example' })
  .returning();

const cmi12 = (status: string, location: string, raw = '') => ({
  core: {
    lesson_status: status,
    lesson_location: location,
    score: { raw, min: '0', max: '100' },
    total_time: '0000:01:00',
    session_time: '00:00:30',
  },
  suspend_data: `at:${location}`,
});

const commitUrlOf = (body: string) => JSON.parse(body).commitUrl as string;

describe('POST /unittrackers/attempt', () => {
  it("gives a staff member's preview a signed launch URL, no saved cmi and a capability", async () => {
    const admin = await account('admin');
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.preview).toBe(true);
    expect(body.cmi).toEqual({});
    expect(body.sequence).toBe(0);
    expect(body.title).toBe('Tracked pack');
    expect(body.activityTitle).toBe('Lesson one');
    // The launcher of the unit's version, framing the signed launch file.
    const launcher = new URL(body.contentUrl);
    expect(launcher.origin + launcher.pathname).toBe(
      `http://localhost:3001/launch/${unit.version}`,
    );
    expect(launcher.searchParams.get('title')).toBe('Lesson one');
    expect(launcher.searchParams.get('sco')).toMatch(
      /^http:\/\/localhost:3001\/u\/\d+\.[\w-]{43}\/tracked-pack\/lesson%20one\/index\.html\?p=1$/,
    );
    expect(body.contentOrigin).toBe('http://localhost:3001');
    const token = body.commitUrl.replace('/api/unittrackers/commit/', '');
    const capability = readCapability(app.config, token);
    expect(capability).toMatchObject({
      kind: 't',
      owner: admin.id,
      unit: unit.id,
      activity: 'sco-1',
    });
  });

  it('answers 404 for an unknown unit or activity, 401 signed out, 403 for a learner of a teacher', async () => {
    const none = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: '00000000-0000-4000-8000-000000000000', activityId: 'sco-1' },
    });
    expect(none.statusCode).toBe(404);
    const noActivity = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'nope' },
    });
    expect(noActivity.statusCode).toBe(404);
    const out = await injectAs('nobody', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-1' },
    });
    expect(out.statusCode).toBe(401);
    const teacher = await injectAs('teacher', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-1', studentId: student.id },
    });
    expect(teacher.statusCode).toBe(403);
    const teacherPreview = await injectAs('teacher', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-1' },
    });
    expect(teacherPreview.statusCode).toBe(200);
  });
});

describe('the viewer path', () => {
  it('finds the unit by filename and checks the launch point', async () => {
    const ok = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: {
        filename: 'tracked-pack',
        activityId: 'sco-1',
        launchPoint: 'lesson one/index.html?p=2',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().unitId).toBe(unit.id);
    expect(new URL(ok.json().contentUrl).searchParams.get('sco')).toMatch(
      /\/lesson%20one\/index\.html\?p=2$/,
    );
    for (const launchPoint of ['../quiz.html', 'quiz.html', 'lesson one/../../x.html']) {
      const res = await injectAs('admin', {
        method: 'POST',
        url: '/api/unittrackers/attempt',
        payload: { filename: 'tracked-pack', activityId: 'sco-1', launchPoint },
      });
      expect(res.statusCode, launchPoint).toBe(404);
    }
    const noUnit = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { activityId: 'sco-1' },
    });
    expect(noUnit.statusCode).toBe(400);
  });
});

describe('POST /unittrackers/commit/{token}', () => {
  it('saves a learner commit without Authorization, as JSON and as text/plain, and it survives a reload', async () => {
    const attempt = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-2', studentId: student.id },
    });
    expect(attempt.json().preview).toBe(false);
    const url = commitUrlOf(attempt.body);

    const first = await app.inject({
      method: 'POST',
      url,
      payload: { cmi: cmi12('incomplete', 'q1'), sequence: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      result: 'true',
      errorCode: 0,
      saved: true,
      status: 'incomplete',
    });

    // sendBeacon: text/plain holding JSON.
    const beacon = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ cmi: cmi12('passed', 'q3', '80'), sequence: 3 }),
    });
    expect(beacon.statusCode).toBe(200);
    expect(beacon.json().status).toBe('passed');

    // A late commit of the same attempt changes nothing.
    const stale = await app.inject({
      method: 'POST',
      url,
      payload: { cmi: cmi12('incomplete', 'q2'), sequence: 2 },
    });
    expect(stale.json()).toMatchObject({ saved: false, status: 'passed' });

    const read = await injectAs('teacher', {
      method: 'GET',
      url: `/api/unittrackers/user/${student.id}/${unit.id}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([
      expect.objectContaining({
        activityId: 'sco-2',
        status: 'passed',
        score: 80,
        location: 'q3',
        totalSeconds: 60,
        sequence: 3,
        preview: false,
        cmi: cmi12('passed', 'q3', '80'),
      }),
    ]);

    // Reopening gives the saved cmi back, for loadFromJSON, and the sequence to continue from.
    const again = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-2', studentId: student.id },
    });
    expect(again.json()).toMatchObject({ cmi: cmi12('passed', 'q3', '80'), sequence: 3 });
  });

  it('keeps previews apart from learners', async () => {
    const attempt = await injectAs('teacher', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-2' },
    });
    const res = await app.inject({
      method: 'POST',
      url: commitUrlOf(attempt.body),
      payload: { cmi: cmi12('failed', 'p1', '10') },
    });
    expect(res.statusCode).toBe(200);
    const teacher = await account('teacher');
    const own = await injectAs('teacher', {
      method: 'GET',
      url: `/api/unittrackers/user/${teacher.id}/${unit.id}`,
    });
    expect(own.json()).toEqual([
      expect.objectContaining({ activityId: 'sco-2', status: 'failed', preview: true }),
    ]);
    const learner = await injectAs('admin', {
      method: 'GET',
      url: `/api/unittrackers/user/${student.id}/${unit.id}`,
    });
    expect(learner.json()[0].status).toBe('passed');
    // Another staff member's preview is nobody's learner data: 404.
    const other = await injectAs('admin', {
      method: 'GET',
      url: `/api/unittrackers/user/${teacher.id}/${unit.id}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('maps SCORM 2004 commits', async () => {
    const attempt = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit2004.id, activityId: 'item-1', studentId: student.id },
    });
    const res = await app.inject({
      method: 'POST',
      url: commitUrlOf(attempt.body),
      payload: {
        cmi: {
          completion_status: 'completed',
          success_status: 'passed',
          score: { scaled: '0.75' },
          location: 'end',
          total_time: 'PT2M',
        },
        sequence: 1,
      },
    });
    expect(res.json().status).toBe('passed');
    const read = await injectAs('admin', {
      method: 'GET',
      url: `/api/unittrackers/user/${student.id}/${unit2004.id}`,
    });
    expect(read.json()[0]).toMatchObject({ score: 75, location: 'end', totalSeconds: 120 });
  });

  it('refuses forged, expired and malformed commits with clean 4xx', async () => {
    const attempt = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-1' },
    });
    const url = commitUrlOf(attempt.body);
    const forged = await app.inject({
      method: 'POST',
      url: `${url.slice(0, -3)}AAA`,
      payload: { cmi: {} },
    });
    expect(forged.statusCode).toBe(401);
    const junk = await app.inject({
      method: 'POST',
      url: '/api/unittrackers/commit/not-a-token',
      payload: { cmi: {} },
    });
    expect(junk.statusCode).toBe(401);
    const badJson = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    const noCmi = await app.inject({ method: 'POST', url, payload: { sequence: 1 } });
    expect(noCmi.statusCode).toBe(400);
    const big = await app.inject({
      method: 'POST',
      url,
      payload: { cmi: { suspend_data: 'x'.repeat(600 * 1024) } },
    });
    expect(big.statusCode).toBe(413);

    const { signCapability } = await import('../../server/areas/trackers/capability');
    const admin = await account('admin');
    const expired = signCapability(app.config, {
      kind: 't',
      owner: admin.id,
      unit: unit.id,
      activity: 'sco-1',
      version: '1.2',
      expiry: Math.floor(Date.now() / 1000) - 5,
    });
    const late = await app.inject({
      method: 'POST',
      url: `/api/unittrackers/commit/${expired}`,
      payload: { cmi: {} },
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('PUT /unittrackers/user/{a}/{b}', () => {
  it('saves for a learner with e-learning write, and a preview for any staff', async () => {
    const saved = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unittrackers/user/${student.id}/${unit.id}`,
      payload: { activityId: 'sco-1', cmi: cmi12('completed', 'end') },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'completed', sequence: 1 });
    const twice = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unittrackers/user/${student.id}/${unit.id}`,
      payload: { activityId: 'sco-1', cmi: cmi12('completed', 'end') },
    });
    expect(twice.json().sequence).toBe(2);
    const teacher = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/unittrackers/user/${student.id}/${unit.id}`,
      payload: { activityId: 'sco-1', cmi: cmi12('completed', 'end') },
    });
    expect(teacher.statusCode).toBe(403);
    const me = await account('teacher');
    const own = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/unittrackers/user/${me.id}/${unit.id}`,
      payload: { activityId: 'sco-1', cmi: cmi12('incomplete', 'p2') },
    });
    expect(own.statusCode).toBe(403);
    const admin = await account('admin');
    const preview = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unittrackers/user/${admin.id}/${unit.id}`,
      payload: { activityId: 'sco-1', cmi: cmi12('incomplete', 'p2') },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().preview).toBe(true);
    const badActivity = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unittrackers/user/${student.id}/${unit.id}`,
      payload: { activityId: 'nope', cmi: {} },
    });
    expect(badActivity.statusCode).toBe(400);
    const noUnit = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unittrackers/user/${student.id}/00000000-0000-4000-8000-000000000000`,
      payload: { activityId: 'sco-1', cmi: {} },
    });
    expect(noUnit.statusCode).toBe(404);
  });
});

describe('/idletracker/user/{a}/{b}', () => {
  it('adds the time spent today, bounded per call', async () => {
    const url = `/api/idletracker/user/${student.id}/${unit.id}`;
    const empty = await injectAs('teacher', { method: 'GET', url });
    expect(empty.json()).toMatchObject({ seconds: 0, totalSeconds: 0 });
    await injectAs('admin', { method: 'PUT', url, payload: { seconds: 30 } });
    const more = await injectAs('admin', { method: 'PUT', url, payload: { seconds: 45 } });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ seconds: 75, totalSeconds: 75 });
    const tooMuch = await injectAs('admin', { method: 'PUT', url, payload: { seconds: 99999 } });
    expect(tooMuch.statusCode).toBe(400);
    const teacher = await injectAs('teacher', { method: 'PUT', url, payload: { seconds: 5 } });
    expect(teacher.statusCode).toBe(403);
  });

  it('takes the visible seconds of a commit, also for a preview', async () => {
    const attempt = await injectAs('teacher', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit.id, activityId: 'sco-1' },
    });
    const { commitUrl, ownerId } = attempt.json();
    await app.inject({ method: 'POST', url: commitUrl, payload: { cmi: {}, seconds: 20 } });
    const idle = await injectAs('teacher', {
      method: 'GET',
      url: `/api/idletracker/user/${ownerId}/${unit.id}`,
    });
    expect(idle.json()).toMatchObject({ seconds: 20, totalSeconds: 20 });
  });

  it('counts the seconds of content that never initialised, and stores no tracker for it', async () => {
    const attempt = await injectAs('admin', {
      method: 'POST',
      url: '/api/unittrackers/attempt',
      payload: { unitId: unit2004.id, activityId: 'item-1' },
    });
    const { commitUrl, ownerId } = attempt.json();
    // As the viewer's beacon sends it: text/plain JSON, the seconds only.
    const res = await app.inject({
      method: 'POST',
      url: commitUrl,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ seconds: 25 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'true',
      errorCode: 0,
      saved: false,
      status: 'not attempted',
    });
    const trackers = await injectAs('admin', {
      method: 'GET',
      url: `/api/unittrackers/user/${ownerId}/${unit2004.id}`,
    });
    expect(trackers.json()).toEqual([]);
    const idle = await injectAs('admin', {
      method: 'GET',
      url: `/api/idletracker/user/${ownerId}/${unit2004.id}`,
    });
    expect(idle.json()).toMatchObject({ seconds: 25, totalSeconds: 25 });
  });
});
