import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupGrades, groupStudents, unitTrackers } from '../../server/db/schema';
import { groupsFixture, unknownId } from './groups-fixture';

/** Groups read: summaries and the list dialect, exams, a group's learners, a Teacher's scope and the global search. */
describe('groups API: reads', async () => {
  const {
    db,
    injectAs,
    teacher,
    acme,
    globex,
    t1,
    t2,
    ann,
    bob,
    cid,
    outsider,
    unit,
    course,
    valid,
    post,
  } = await groupsFixture();

  it('lists summaries with learners and progress; the list dialect with Content-Range', async () => {
    // A group with two learners and a course, and one with neither (read below by name).
    await post(
      valid({ idTeachers: [t1.id, t2.id], listIdUsers: [bob.id, ann.id], courses: [course.id] }),
    );
    await post(valid({ name: 'From client page' }));
    const g = (
      await post(
        valid({ name: 'Progress group', listIdUsers: [ann.id, bob.id], courses: [course.id] }),
      )
    ).json();
    // Ann did 1 of 2 activities, Bob both: (50 + 100) / 2.
    await db.insert(unitTrackers).values([
      { studentId: ann.id, unitId: unit.id, activityId: 'a1', status: 'completed' },
      { studentId: ann.id, unitId: unit.id, activityId: 'a2', status: 'incomplete' },
      { studentId: bob.id, unitId: unit.id, activityId: 'a1', status: 'passed' },
      { studentId: bob.id, unitId: unit.id, activityId: 'a2', status: 'completed' },
    ]);
    const whole = await injectAs('admin', { url: '/api/group' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-range']).toBeUndefined();
    const row = whole.json().find((r: { _id: string }) => r._id === g._id);
    expect(row).toMatchObject({ learners: 2, progress: 75, companyName: 'Acme' });
    // The first group has the same learners and course: the same figure.
    expect(whole.json().find((r: { name: string }) => r.name === 'Nursing English').progress).toBe(
      75,
    );
    // Without courses (nor learners): null.
    const noCourses = whole.json().find((r: { name: string }) => r.name === 'From client page');
    expect(noCourses).toMatchObject({ learners: 0, progress: null });

    const page = await injectAs('admin', {
      url: `/api/group?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toBe(`items 0-1/${whole.json().length}`);
    const filter = (f: object) =>
      injectAs('admin', { url: `/api/group?filter=${encodeURIComponent(JSON.stringify(f))}` });
    expect((await filter({ q: 'PROGRÈS' })).json().map((r: { _id: string }) => r._id)).toEqual([
      g._id,
    ]);
    expect((await filter({ teacherId: t2.id })).json().length).toBeGreaterThan(0);
    expect((await filter({ companyId: globex.id })).json()).toEqual([]);
    expect((await filter({ type: 'MW' })).json()).toEqual([]);
    expect((await filter({ id: [g._id] })).json()).toHaveLength(1);
    expect((await filter({ level: 2 })).json().length).toBe(whole.json().length);
    expect((await filter({ zzz: 1 })).statusCode).toBe(400);

    const byCompany = await injectAs('admin', { url: `/api/group/company/${acme.id}` });
    expect(byCompany.json().length).toBe(whole.json().length);
    expect((await injectAs('admin', { url: `/api/group/company/${globex.id}` })).json()).toEqual(
      [],
    );
    const all = await injectAs('admin', { url: `/api/company/allGroups/${acme.id}` });
    expect(all.json().length).toBe(whole.json().length);
    const mine = await injectAs('admin', { url: `/api/group/user/${bob.id}` });
    expect(mine.json().map((r: { _id: string }) => r._id)).toContain(g._id);
    expect((await injectAs('admin', { url: `/api/group/user/${outsider.id}` })).json()).toEqual([]);
    const ids = await injectAs('admin', { url: '/api/groupsid' });
    expect(ids.json()[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      companyId: acme.id,
    });
  });

  it('answers exams, a group with its learners, its client, trainers and learners', async () => {
    const g = (
      await post(
        valid({
          name: 'Exam group',
          endTest: true,
          idTeachers: [t1.id],
          listIdUsers: [cid.id],
          semester: 4,
        }),
      )
    ).json();
    const plain = (await post(valid({ name: 'No exam group' }))).json();
    const exams = await injectAs('admin', { url: '/api/group/exam' });
    const examIds = exams.json().map((r: { _id: string }) => r._id);
    expect(examIds).toContain(g._id);
    expect(examIds).not.toContain(plain._id);
    const examPage = await injectAs('admin', {
      url: `/api/group/exam?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    });
    expect(examPage.json()).toHaveLength(1);
    expect(examPage.headers['content-range']).toBe(`items 0-0/${examIds.length}`);
    const one = await injectAs('admin', { url: `/api/group/exam/${g._id}` });
    expect(one.json()).toMatchObject({
      endTest: true,
      middleTest: false,
      typeofexam: null,
      semester: 4,
      learners: 1,
    });
    expect((await injectAs('admin', { url: `/api/group/exam/${plain._id}` })).statusCode).toBe(404);

    await db
      .update(groupStudents)
      .set({ plannedMinutes: 90, comment: 'Good' })
      .where(eq(groupStudents.studentId, cid.id));
    const withLearners = await injectAs('admin', { url: `/api/groups/${g._id}` });
    expect(withLearners.json().learners).toEqual([
      {
        _id: cid.id,
        name: 'Cid',
        firstname: 'Lea',
        email: 'cid@learner.example',
        plannedHours: 1.5,
        comment: 'Good',
        graded: false,
      },
    ]);
    const client = await injectAs('admin', { url: `/api/company/group/${g._id}` });
    expect(client.json()).toMatchObject({ _id: acme.id, name: 'Acme' });
    const trainers = await injectAs('admin', { url: `/api/teacher/group/${g._id}` });
    expect(trainers.json().map((t: { _id: string }) => t._id)).toEqual([t1.id]);
    expect(trainers.json()[0]).toHaveProperty('status', 'active');
    const learners = await injectAs('admin', { url: `/api/student/group/${g._id}` });
    expect(learners.json().map((s: { _id: string }) => s._id)).toEqual([cid.id]);
    expect(learners.json()[0]).toHaveProperty('companyName', 'Acme');
    for (const url of [
      `/api/group/${unknownId}`,
      `/api/groups/${unknownId}`,
      `/api/company/group/${unknownId}`,
      `/api/teacher/group/${unknownId}`,
      `/api/student/group/${unknownId}`,
    ]) {
      const res = await injectAs('admin', { url, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe("Ce groupe n'existe pas");
    }
  });

  it('a learner: planned hours and comment, removal, 409 when graded, 404 when not a member', async () => {
    const g = (await post(valid({ name: 'Manage group', listIdUsers: [ann.id, bob.id] }))).json();
    const put = (userId: string, user: object) =>
      injectAs('admin', {
        method: 'PUT',
        url: `/api/group/user/${g._id}/${userId}`,
        payload: { user },
      });
    const first = await put(ann.id, { plannedHours: 10.5, comment: 'Keen' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      studentId: ann.id,
      groupId: g._id,
      plannedHours: 10.5,
      comment: 'Keen',
    });
    const next = await put(ann.id, { plannedHours: null, updatedAt: first.json().updatedAt });
    expect(next.json()).toMatchObject({ plannedHours: null, comment: 'Keen' });
    expect(
      (await put(ann.id, { comment: 'x', updatedAt: first.json().updatedAt })).statusCode,
    ).toBe(409);
    expect((await put(ann.id, { plannedHours: 1.2 })).statusCode).toBe(400);
    expect((await put(cid.id, { comment: 'x' })).statusCode).toBe(404);

    const remove = (userId: string, lang = 'en') =>
      injectAs('admin', {
        method: 'DELETE',
        url: `/api/group/${g._id}/${userId}`,
        headers: { 'accept-language': lang },
      });
    await db
      .insert(groupGrades)
      .values({ groupId: g._id, studentId: bob.id, test: 'middle', skill: 'reading', score: 6 });
    const graded = await remove(bob.id);
    expect(graded.statusCode).toBe(409);
    expect(graded.json().message).toMatch(/has grades/);
    // Through a PUT list too: the graded learner stays.
    const putList = await injectAs('admin', {
      method: 'PUT',
      url: `/api/group/${g._id}`,
      payload: { listIdUsers: [ann.id] },
    });
    expect(putList.statusCode).toBe(409);
    expect((await injectAs('admin', { url: `/api/groups/${g._id}` })).json().learners).toEqual([
      expect.objectContaining({ _id: ann.id, graded: false }),
      expect.objectContaining({ _id: bob.id, graded: true }),
    ]);
    const removed = await remove(ann.id, 'fr');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Utilisateur retiré du groupe avec succès' });
    expect((await remove(ann.id)).statusCode).toBe(404);
    expect((await injectAs('admin', { url: `/api/group/${g._id}` })).json().listIdUsers).toEqual([
      bob.id,
    ]);

    // The graded group cannot be deleted; an ungraded one can.
    const del = await injectAs('admin', { method: 'DELETE', url: `/api/group/${g._id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This group still has grades: it cannot be deleted');
    expect((await injectAs('admin', { url: `/api/group/${g._id}` })).statusCode).toBe(200);
    const free = (await post(valid({ name: 'Doomed', listIdUsers: [cid.id] }))).json();
    const ok = await injectAs('admin', { method: 'DELETE', url: `/api/group/${free._id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()._id).toBe(free._id);
    expect((await injectAs('admin', { url: `/api/group/${free._id}` })).statusCode).toBe(404);
  });

  it('a Teacher reads only the groups she teaches, on every route, and writes nothing', async () => {
    const hers = (
      await post(
        valid({
          name: 'Her group',
          idTeachers: [teacher.id],
          listIdUsers: [ann.id],
          endTest: true,
        }),
      )
    ).json();
    const other = (
      await post(
        valid({ name: 'Not hers', idTeachers: [t1.id], listIdUsers: [bob.id], endTest: true }),
      )
    ).json();
    const get = (url: string) => injectAs('teacher', { url });
    const ids = async (url: string) =>
      (await get(url)).json().map((r: { _id: string }) => r._id) as string[];
    for (const url of [
      '/api/group',
      `/api/group/company/${acme.id}`,
      `/api/company/allGroups/${acme.id}`,
      '/api/groupsid',
      '/api/group/exam',
    ])
      expect(await ids(url), url).toEqual([hers._id]);
    expect(await ids(`/api/group/user/${ann.id}`)).toEqual([hers._id]);
    expect(await ids(`/api/group/user/${bob.id}`)).toEqual([]);
    for (const path of [
      '/api/group/',
      '/api/groups/',
      '/api/group/exam/',
      '/api/company/group/',
      '/api/teacher/group/',
      '/api/student/group/',
    ]) {
      expect((await get(`${path}${hers._id}`)).statusCode, path).toBe(200);
      expect((await get(`${path}${other._id}`)).statusCode, path).toBe(404);
    }
    expect(
      (await injectAs('teacher', { method: 'PUT', url: `/api/group/${hers._id}`, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs('teacher', { method: 'POST', url: '/api/group', payload: valid() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/group/${hers._id}/${ann.id}` }))
        .statusCode,
    ).toBe(403);
    expect((await injectAs('nobody', { url: '/api/group' })).statusCode).toBe(401);

    // The global search finds groups by name (kind Group), a Teacher only hers.
    const found = await injectAs('admin', { url: `/api/query/${encodeURIComponent('HER GROUP')}` });
    expect(found.json().group).toEqual([
      { _id: hers._id, name: 'Her group', companyId: acme.id, companyName: 'Acme' },
    ]);
    const notHers = await injectAs('teacher', { url: '/api/query/hers' });
    expect(notHers.json().group).toBeUndefined();
    const adminNotHers = await injectAs('admin', { url: '/api/query/hers' });
    expect(adminNotHers.json().group.map((g: { _id: string }) => g._id)).toEqual([other._id]);
    expect((await injectAs('teacher', { url: '/api/query/her%20group' })).json().group).toEqual([
      expect.objectContaining({ _id: hers._id }),
    ]);
  });
});
