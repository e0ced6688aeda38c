import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/permissions';
import {
  companies,
  contentItems,
  contentTitles,
  courseModules,
  courses,
  groupGrades,
  groupStudents,
  groups,
  languages,
  modules,
  moduleUnits,
  objectives,
  resources,
  staff,
  students,
  units,
  unitTrackers,
} from '../../server/db/schema';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('groups API', async () => {
  const { app, injectAs, account } = await build();
  const db = app.db;
  const teacher = await account('teacher');
  await account('admin');

  const [english] = await db.select().from(languages).limit(1);
  const company = async (name: string, archived = false) =>
    (
      await db
        .insert(companies)
        .values({
          name,
          country: 'FR',
          type: 'Client',
          languageArea: 1,
          archivedAt: archived ? new Date() : null,
        })
        .returning()
    )[0];
  const acme = await company('Acme');
  const globex = await company('Globex');
  const closed = await company('Closed Co', true);

  let n = 0;
  const trainer = async (values: Partial<typeof staff.$inferInsert> = {}) => {
    n += 1;
    return (
      await db
        .insert(staff)
        .values({
          type: ROLES.teacher,
          name: `Trainer${n}`,
          firstname: 'Tess',
          email: `trainer${n}@groups.example`,
          status: 'active',
          ...values,
        })
        .returning()
    )[0];
  };
  const learner = async (name: string, companyId: string | null, archived = false) =>
    (
      await db
        .insert(students)
        .values({
          name,
          firstname: 'Lea',
          email: `${name.toLowerCase()}@learner.example`,
          companyId,
          archivedAt: archived ? new Date() : null,
        })
        .returning()
    )[0];

  const t1 = await trainer();
  const t2 = await trainer();
  const pending = await trainer({ status: 'pending' });
  const archivedTrainer = await trainer({ archivedAt: new Date() });
  const admin2 = await trainer({ type: ROLES.admin });
  const ann = await learner('Ann', acme.id);
  const bob = await learner('Bob', acme.id);
  const cid = await learner('Cid', acme.id);
  const outsider = await learner('Out', globex.id);
  const gone = await learner('Gone', acme.id, true);

  // Catalogue: a course of one module of one unit (2 activities), a resource, a skill.
  const [unit] = await db
    .insert(units)
    .values({
      filename: 'g-unit',
      title: 'Unit',
      version: '1.2',
      activities: [
        { id: 'a1', title: 'A1', launch: 'a.html' },
        { id: 'a2', title: 'A2', launch: 'a.html' },
      ],
      size: 1,
      fileCount: 1,
      packageKey: 'units/g.zip',
      packageSize: 1,
    })
    .returning();
  const [mod] = await db.insert(modules).values({ name: 'Mod', level: 2 }).returning();
  await db.insert(moduleUnits).values({ moduleId: mod.id, unitId: unit.id, position: 0 });
  const [course] = await db.insert(courses).values({ name: 'Course One' }).returning();
  const [course2] = await db.insert(courses).values({ name: 'Course Two' }).returning();
  await db.insert(courseModules).values({ courseId: course.id, moduleId: mod.id, position: 0 });
  const [resource] = await db
    .insert(resources)
    .values({ name: 'Res', type: 'website', label: 'R', url: 'https://example.org' })
    .returning();
  const [title] = await db
    .insert(contentTitles)
    .values({ title: 'Greetings', level: 2 })
    .returning();
  const [skill] = await db
    .insert(contentItems)
    .values({ titleId: title.id, content: 'Greet', type: 2, level: 2 })
    .returning();

  const valid = (extra: Record<string, unknown> = {}) => ({
    companyId: acme.id,
    name: 'Nursing English',
    type: 'EW',
    level: 2,
    language: english.id,
    idTeachers: [t1.id],
    beginDate: '2027-01-10',
    endDate: '2027-06-30',
    ...extra,
  });
  const post = (payload: object, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/group/',
      payload,
      headers: { 'accept-language': lang },
    });
  const countGroups = async () => (await db.select().from(groups)).length;

  it('creates a group with every list and reads it back in hours', async () => {
    const res = await post(
      valid({
        idTeachers: [t1.id, { _id: t2.id, name: 'x', firstname: 'y' }],
        typeoftraining: ['group', 'elearning'],
        typeoflanguage: 'professional',
        duration: 12.5,
        atCompany: true,
        middleTest: true,
        typeofexam: 'toeic',
        semester: 3,
        objectives: [{ name: 'Speak to patients' }, { name: 'Write reports' }],
        resources: [{ resourceId: resource.id, suggested: true }],
        writerComment: 'First plan',
        listIdUsers: [bob.id, ann.id],
        courses: [course.id],
        formationContent: [skill.id],
      }),
    );
    expect(res.statusCode).toBe(201);
    const g = res.json();
    expect(g).toMatchObject({
      companyId: acme.id,
      companyName: 'Acme',
      name: 'Nursing English',
      duration: 12.5,
      typeoftraining: ['group', 'elearning'],
      typeofexam: 'toeic',
      semester: 3,
      objectives: [{ name: 'Speak to patients' }, { name: 'Write reports' }],
      resources: [{ resourceId: resource.id, suggested: true }],
      listIdUsers: [ann.id, bob.id],
      courses: [{ _id: course.id, name: 'Course One', listModules: [mod.id] }],
      formationContent: [skill.id],
    });
    expect(g.idTeachers.map((t: { _id: string }) => t._id).sort()).toEqual([t1.id, t2.id].sort());
    const [row] = await db.select().from(groups).where(eq(groups.id, g._id));
    expect(row.durationMinutes).toBe(750);
    const read = await injectAs('admin', { url: `/api/group/${g._id}` });
    expect(read.json()).toEqual(g);
  });

  it('answers the required fields with "Required" and changes nothing', async () => {
    const before = await countGroups();
    for (const field of ['name', 'type', 'level', 'language', 'companyId']) {
      const body: Record<string, unknown> = valid();
      delete body[field];
      const res = await post(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe('Required');
    }
    const blank = await post(valid({ name: '  ' }));
    expect(blank.json().errors.name).toBe('Required');
    expect(await countGroups()).toBe(before);
  });

  it('applies the session manager rule, in each language', async () => {
    const before = await countGroups();
    for (const missing of [
      { idTeachers: [] },
      { beginDate: null },
      { endDate: null },
      { idTeachers: undefined },
    ]) {
      const res = await post(valid(missing));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'A required field is missing, check Teachers, CoursePlan Dates and language',
      );
    }
    const fr = await post(valid({ beginDate: null }), 'fr');
    expect(fr.json().message).toMatch(/champ obligatoire est manquant/);
    const de = await post(valid({ idTeachers: [] }), 'de');
    expect(de.json().message).toMatch(/Pflichtfeld fehlt/);
    expect(await countGroups()).toBe(before);
  });

  it('refuses dates out of order, unknown references and learners of another client', async () => {
    const before = await countGroups();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { beginDate: '2027-07-01', endDate: '2027-01-01' },
        'endDate',
        'The begin date must not be after the end date',
      ],
      [{ idTeachers: [pending.id] }, 'idTeachers', 'Unknown teacher, or not an active trainer'],
      [
        { idTeachers: [archivedTrainer.id] },
        'idTeachers',
        'Unknown teacher, or not an active trainer',
      ],
      [{ idTeachers: [admin2.id] }, 'idTeachers', 'Unknown teacher, or not an active trainer'],
      [{ idTeachers: [unknownId] }, 'idTeachers', 'Unknown teacher, or not an active trainer'],
      [{ listIdUsers: [unknownId] }, 'listIdUsers', 'Unknown or archived student'],
      [{ listIdUsers: [gone.id] }, 'listIdUsers', 'Unknown or archived student'],
      [
        { listIdUsers: [ann.id, outsider.id] },
        'listIdUsers',
        'This student belongs to another client',
      ],
      [{ courses: [unknownId] }, 'courses', 'This course does not exist'],
      [
        { resources: [{ resourceId: unknownId, suggested: false }] },
        'resources',
        'This resource does not exist',
      ],
      [{ formationContent: [unknownId] }, 'formationContent', 'This skill does not exist'],
      [{ companyId: unknownId }, 'companyId', 'This client does not exist or is archived'],
      [{ companyId: closed.id }, 'companyId', 'This client does not exist or is archived'],
      [{ language: unknownId }, 'language', 'This language does not exist'],
      [{ duration: 1.25 }, 'duration', 'Hours: 0 or more, in steps of 0.5'],
      [{ semester: 11 }, 'semester', 'Semester: empty or from 0 to 10'],
      [{ courses: [course.id, course.id] }, 'courses', 'An item is given twice'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post(valid(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(extra)).toBe(message);
    }
    expect(await countGroups()).toBe(before);
  });

  it('reuses catalogue objectives whatever their case and accents, and suggests them', async () => {
    const res = await post(
      valid({ name: 'Obj group', objectives: [{ name: 'RÉDIGER un rapport' }] }),
    );
    const again = await post(
      valid({ name: 'Obj group 2', objectives: [{ name: 'rediger UN RAPPORT' }] }),
    );
    expect(again.json().objectives[0]._id).toBe(res.json().objectives[0]._id);
    const known = await injectAs('teacher', { url: '/api/objectives' });
    expect(known.statusCode).toBe(200);
    const names = known.json().map((o: { name: string }) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.filter((x: string) => /rapport/i.test(x))).toHaveLength(1);
    const q = await injectAs('admin', {
      url: `/api/objectives?filter=${encodeURIComponent(JSON.stringify({ q: 'redig' }))}`,
    });
    expect(q.json().map((o: { name: string }) => o.name)).toEqual(['RÉDIGER un rapport']);
    const page = await injectAs('admin', {
      url: `/api/objectives?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["name","DESC"]')}`,
    });
    expect(page.json()).toEqual([known.json()[names.length - 1]]);
    expect(page.headers['content-range']).toBe(`items 0-0/${names.length}`);
    expect(
      (
        await injectAs('admin', {
          url: `/api/objectives?sort=${encodeURIComponent('["zzz","ASC"]')}`,
        })
      ).statusCode,
    ).toBe(400);

    // POST /objectives/group/{id}: reused or new, once, at the end.
    const added = await injectAs('admin', {
      method: 'POST',
      url: `/api/objectives/group/${res.json()._id}`,
      payload: { name: 'Phone calls' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((o: { name: string }) => o.name)).toEqual([
      'RÉDIGER un rapport',
      'Phone calls',
    ]);
    const twice = await injectAs('admin', {
      method: 'POST',
      url: `/api/objectives/group/${res.json()._id}`,
      payload: { name: 'PHONE calls' },
    });
    expect(twice.json()).toHaveLength(2);
    expect(
      (
        await injectAs('admin', {
          method: 'POST',
          url: `/api/objectives/group/${unknownId}`,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs('admin', {
          method: 'POST',
          url: `/api/objectives/group/${res.json()._id}`,
          payload: { name: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await db.select().from(objectives)).length).toBeGreaterThanOrEqual(2);
  });

  it('updates: a list replaces the list, the merged record is checked, a stale updatedAt is a 409', async () => {
    const g = (
      await post(valid({ name: 'Update me', listIdUsers: [ann.id], objectives: [{ name: 'A' }] }))
    ).json();
    const put = (payload: object) =>
      injectAs('admin', { method: 'PUT', url: `/api/group/${g._id}`, payload });
    const renamed = await put({ name: 'Updated', updatedAt: g.updatedAt });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Updated',
      listIdUsers: [ann.id],
      objectives: [{ name: 'A' }],
    });
    const stale = await put({ name: 'Stale', updatedAt: g.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect((await injectAs('admin', { url: `/api/group/${g._id}` })).json().name).toBe('Updated');

    const lists = await put({
      listIdUsers: [bob.id, cid.id],
      idTeachers: [t2.id],
      courses: [course2.id, course.id],
      objectives: [{ name: 'B' }],
    });
    expect(lists.json()).toMatchObject({
      listIdUsers: [bob.id, cid.id],
      idTeachers: [{ _id: t2.id }],
      courses: [{ _id: course2.id }, { _id: course.id }],
      objectives: [{ name: 'B' }],
    });
    // The merged record: removing every teacher, or the begin date, is refused.
    expect((await put({ idTeachers: [] })).json().message).toBe(
      'A required field is missing, check Teachers, CoursePlan Dates and language',
    );
    expect((await put({ beginDate: null })).statusCode).toBe(400);
    expect((await put({ endDate: '2026-01-01' })).json().errors.endDate).toBe(
      'The begin date must not be after the end date',
    );
    // Moving the group to another client while its learners are Acme's.
    expect((await put({ companyId: globex.id })).json().errors.listIdUsers).toBe(
      'This student belongs to another client',
    );
    expect((await put({ name: 'x', listIdUsers: [unknownId] })).statusCode).toBe(400);
    const after = (await injectAs('admin', { url: `/api/group/${g._id}` })).json();
    expect(after).toMatchObject({
      name: 'Updated',
      companyId: acme.id,
      listIdUsers: [bob.id, cid.id],
    });
    expect(
      (await injectAs('admin', { method: 'PUT', url: `/api/group/${unknownId}`, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('PUT /company/group/{id} answers the client list of group summaries', async () => {
    const g = (await post(valid({ name: 'From client page' }))).json();
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/group/${g._id}`,
      payload: { semester: 5 },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.every((r: { companyId: string }) => r.companyId === acme.id)).toBe(true);
    expect(rows.find((r: { _id: string }) => r._id === g._id)).toMatchObject({ semester: 5 });
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/group/${g._id}`,
      payload: { semester: 6, updatedAt: g.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    const noManager = await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/group/${g._id}`,
      payload: { idTeachers: [] },
    });
    expect(noManager.statusCode).toBe(400);
    expect((await injectAs('admin', { url: `/api/group/${g._id}` })).json()).toMatchObject({
      semester: 5,
      idTeachers: [{ _id: t1.id }],
    });
    expect(
      (
        await injectAs('teacher', {
          method: 'PUT',
          url: `/api/company/group/${g._id}`,
          payload: { semester: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists summaries with learners and progress; the list dialect with Content-Range', async () => {
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

  it('a whole-record PUT keeps a trainer, a client and a learner archived since; new ones are refused', async () => {
    const oldCo = await company('Old Co');
    const oldTrainer = await trainer();
    const oldLearner = await learner('Olga', oldCo.id);
    const g = (
      await post(
        valid({ companyId: oldCo.id, idTeachers: [oldTrainer.id], listIdUsers: [oldLearner.id] }),
      )
    ).json();
    const archivedAt = new Date();
    await db.update(staff).set({ archivedAt }).where(eq(staff.id, oldTrainer.id));
    await db.update(companies).set({ archivedAt }).where(eq(companies.id, oldCo.id));
    await db.update(students).set({ archivedAt }).where(eq(students.id, oldLearner.id));
    const put = await injectAs('admin', {
      method: 'PUT',
      url: `/api/group/${g._id}`,
      payload: { ...g, writerComment: 'Still here' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().writerComment).toBe('Still here');
    // In another group, the same trainer, client and learner are refused.
    for (const [extra, field] of [
      [{ idTeachers: [oldTrainer.id] }, 'idTeachers'],
      [{ companyId: oldCo.id, listIdUsers: [] }, 'companyId'],
    ] as const) {
      const res = await post(valid(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBeDefined();
    }
    const other = (await post(valid({ name: 'Other' }))).json();
    const move = await injectAs('admin', {
      method: 'PUT',
      url: `/api/group/${other._id}`,
      payload: { companyId: oldCo.id },
    });
    expect(move.json().errors.companyId).toBe('This client does not exist or is archived');
  });
});
