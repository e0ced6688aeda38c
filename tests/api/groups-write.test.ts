import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, groups, objectives, staff, students } from '../../server/db/schema';
import { groupsFixture, unknownId } from './groups-fixture';

/** Groups written: create, the rules of a body, the objectives catalogue, updates (409 when stale), archived references. */
describe('groups API: writes', async () => {
  const {
    db,
    injectAs,
    company,
    acme,
    globex,
    closed,
    trainer,
    learner,
    t1,
    t2,
    pending,
    archivedTrainer,
    admin2,
    ann,
    bob,
    cid,
    outsider,
    gone,
    mod,
    course,
    course2,
    resource,
    skill,
    valid,
    post,
    countGroups,
  } = await groupsFixture();

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
