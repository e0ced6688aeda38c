import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupGrades, groupObjectivesReached } from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('group grading, results and training follow-up API', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const f = await groupFixture(app, teacher.id);
  const put = (
    as: 'admin' | 'teacher' | 'superAdmin',
    studentId: string,
    payload: object,
    groupId = f.group.id,
  ) =>
    injectAs(as, {
      method: 'PUT',
      url: `/api/groupnotation/${groupId}/${studentId}`,
      payload,
      headers: { 'accept-language': 'en' },
    });

  it('answers the grading with the tests the group has, learners sorted, nothing graded yet', async () => {
    const res = await injectAs('teacher', { url: `/api/groupnotation/${f.group.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tests).toEqual(['middle']);
    expect(body.skills).toEqual(['listening', 'reading', 'speaking', 'writing', 'grammar']);
    expect(body.learners.map((l: { name: string }) => l.name)).toEqual(['Adam', 'Zoe']);
    expect(body.learners[0].tests).toEqual([
      { test: 'middle', score: null, level: null, updatedAt: null },
    ]);
  });

  it('writes a whole test as the trainer of the group, with levels and the grader', async () => {
    const res = await put('teacher', f.zoe.id, {
      test: 'middle',
      grades: [
        { skill: 'listening', score: 5.4, comment: 'Bonne écoute' },
        { skill: 'speaking', score: 9.5 },
      ],
      updatedAt: null,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.grades).toMatchObject([
      {
        test: 'middle',
        skill: 'listening',
        score: 5.4,
        level: 'B1.2',
        comment: 'Bonne écoute',
        gradedBy: teacher.id,
      },
      { test: 'middle', skill: 'speaking', score: 9.5, level: 'C2.5', comment: '' },
    ]);
    // Mean of 5.4 and 9.5 is 7.45, shown to one decimal.
    expect(body.tests[0]).toMatchObject({ test: 'middle', score: 7.5, level: 'B2.5' });
    // The whole test is replaced: speaking left out is cleared; a stale updatedAt is a 409.
    const stale = await put('admin', f.zoe.id, {
      test: 'middle',
      grades: [{ skill: 'grammar', score: 3 }],
      updatedAt: null,
    });
    expect(stale.statusCode).toBe(409);
    const again = await put('admin', f.zoe.id, {
      test: 'middle',
      grades: [
        { skill: 'listening', score: 6, comment: 'Mieux' },
        { skill: 'grammar', score: 3 },
      ],
      updatedAt: body.tests[0].updatedAt,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().grades.map((g: { skill: string }) => g.skill)).toEqual([
      'listening',
      'grammar',
    ]);
    const rows = await app.db
      .select()
      .from(groupGrades)
      .where(and(eq(groupGrades.groupId, f.group.id), eq(groupGrades.studentId, f.zoe.id)));
    expect(rows).toHaveLength(2);
  });

  it('refuses a non-member, a test the group has not, bad scores and repeated skills, changing nothing', async () => {
    const before = await app.db.select().from(groupGrades);
    const cases: [object, string, string, string?][] = [
      [
        { test: 'middle', grades: [{ skill: 'reading', score: 5 }] },
        f.outsider.id,
        'This learner is not in the group',
        'studentId',
      ],
      [
        { test: 'end', grades: [{ skill: 'reading', score: 5 }] },
        f.adam.id,
        'This group has no such test',
        'test',
      ],
      [
        { test: 'middle', grades: [{ skill: 'reading', score: 10.5 }] },
        f.adam.id,
        'A score is a number from 0 to 10, in steps of 0.1',
      ],
      [
        { test: 'middle', grades: [{ skill: 'reading', score: -1 }] },
        f.adam.id,
        'A score is a number from 0 to 10, in steps of 0.1',
      ],
      [
        { test: 'middle', grades: [{ skill: 'reading', score: 5.55 }] },
        f.adam.id,
        'A score is a number from 0 to 10, in steps of 0.1',
      ],
      [
        {
          test: 'middle',
          grades: [
            { skill: 'reading', score: 5 },
            { skill: 'reading', score: 6 },
          ],
        },
        f.adam.id,
        'Each skill can be graded only once per test',
      ],
    ];
    for (const [payload, studentId, message, field] of cases) {
      const res = await put('admin', studentId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const json = res.json();
      if (field) expect(json.errors[field]).toBe(message);
      else expect(JSON.stringify(json)).toContain(message);
    }
    const fr = await injectAs('admin', {
      method: 'PUT',
      url: `/api/groupnotation/${f.group.id}/${f.outsider.id}`,
      payload: { test: 'middle', grades: [] },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe('Cet apprenant ne fait pas partie du groupe');
    expect(await app.db.select().from(groupGrades)).toEqual(before);
  });

  it('serialises two saves of the same learner: no duplicate, no 500', async () => {
    const [a, b] = await Promise.all([
      put('admin', f.adam.id, { test: 'middle', grades: [{ skill: 'writing', score: 4 }] }),
      put('superAdmin', f.adam.id, { test: 'middle', grades: [{ skill: 'writing', score: 6 }] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await app.db
      .select()
      .from(groupGrades)
      .where(and(eq(groupGrades.groupId, f.group.id), eq(groupGrades.studentId, f.adam.id)));
    expect(rows).toHaveLength(1);
    await put('admin', f.adam.id, { test: 'middle', grades: [] });
  });

  it('keeps a Teacher to the groups she teaches: 404 elsewhere, on reads and writes', async () => {
    for (const url of [
      `/api/groupnotation/${f.other.id}`,
      `/api/group/results/${f.other.id}`,
      `/api/group/trainingfollowup/${f.other.id}`,
      `/api/groupnotation/${unknownId}`,
    ]) {
      const res = await injectAs('teacher', { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('This group does not exist');
    }
    expect((await injectAs('admin', { url: `/api/groupnotation/${f.other.id}` })).statusCode).toBe(
      200,
    );
    const write = await put('teacher', f.outsider.id, { test: 'middle', grades: [] }, f.other.id);
    expect(write.statusCode).toBe(404);
    const follow = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/group/trainingfollowup/${f.other.id}/${f.outsider.id}`,
      payload: { objectivesReached: [] },
    });
    expect(follow.statusCode).toBe(404);
    expect((await injectAs('nobody', { url: `/api/groupnotation/${f.group.id}` })).statusCode).toBe(
      401,
    );
  });

  it("answers each learner's results against the group's targets, and the group's means", async () => {
    const res = await injectAs('teacher', { url: `/api/group/results/${f.group.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.targets).toEqual({
      elearningTarget: 60,
      elearningDurationTarget: 2,
      elearningAttempts: 50,
    });
    // The course holds 3 modules; the one without a unit cannot be completed and is not counted.
    expect(body.totalModules).toBe(2);
    expect(body.totalActivities).toBe(4);
    const [adam, zoe] = body.learners;
    expect(zoe).toMatchObject({
      name: 'Zoe',
      completedModules: 1,
      totalModules: 2,
      quizAverage: 70,
      quizReached: true,
      seconds: 10800,
      hours: 3,
      durationReached: true,
      completedActivities: 3,
      programmePercent: 75,
      programmeReached: true,
      middleScore: 4.5,
      middleLevel: 'A2.5',
      endScore: null,
      endLevel: null,
    });
    expect(adam).toMatchObject({
      name: 'Adam',
      completedModules: 0,
      quizAverage: 30,
      quizReached: false,
      seconds: 1800,
      hours: 0.5,
      durationReached: false,
      programmePercent: 0,
      programmeReached: false,
      middleScore: null,
    });
    expect(body.summary).toEqual({
      learners: 2,
      programmePercent: 37.5,
      quizAverage: 50,
      hours: 1.8,
      quizReached: 1,
      durationReached: 1,
      programmeReached: 1,
    });
  });

  it("answers the training follow-up, presential hours from the group's sessions attended", async () => {
    // Zoe: 90 minutes present, 60 late; Adam absent. A session of no group does not count.
    const lesson = (start: string, minutes: number, withGroup = true) =>
      injectAs('admin', {
        method: 'POST',
        url: '/api/session',
        payload: {
          title: 'Lesson',
          description: 'Lesson',
          type: 'Group',
          teacher: teacher.id,
          language: f.group.languageId,
          start,
          end: new Date(new Date(start).getTime() + minutes * 60_000).toISOString(),
          registrants: [f.zoe.id, f.adam.id],
          groups: withGroup ? [f.group.id] : [],
        },
      }).then((r) => r.json()._id as string);
    const marks: [string, string, string][] = [];
    for (const [start, minutes, zoe, withGroup] of [
      ['2026-01-05T09:00:00Z', 90, 'present', true],
      ['2026-01-12T09:00:00Z', 60, 'late', true],
      ['2026-01-19T09:00:00Z', 120, 'present', false],
    ] as const) {
      const id = await lesson(start, minutes, withGroup);
      marks.push([id, f.zoe.id, zoe], [id, f.adam.id, 'absent']);
    }
    // Through the attendance sheet: every half-day written (Zoe late from 10:00, Paris, the start).
    for (const [sessionId, studentId, status] of marks) {
      await injectAs('admin', { method: 'POST', url: `/api/session/appointment/${sessionId}` });
      const res = await injectAs('admin', {
        method: 'PUT',
        url: `/api/session/appointment/${sessionId}`,
        payload: { student: studentId, status, arrival: status === 'late' ? '10:00' : null },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await injectAs('teacher', { url: `/api/group/trainingfollowup/${f.group.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      groupName: 'Infirmières B1 – été',
      companyName: 'Clinique Étoile',
      durationHours: 20,
      presentialAvailable: true,
      trainers: ['TEACHER Test'],
      objectives: [{ _id: f.o1.id }, { _id: f.o2.id }],
    });
    const [adam, zoe] = body.learners;
    expect(zoe).toEqual({
      studentId: f.zoe.id,
      name: 'Zoe',
      firstname: 'Élise',
      plannedHours: 30,
      plannedFromGroup: false,
      elearningHours: 3,
      presentialHours: 2.5,
      doneHours: 5.5,
      remainingHours: 24.5,
      objectivesReached: [],
      comment: 'Très motivée',
      paysPersonally: false,
    });
    expect(adam).toMatchObject({
      plannedHours: 20,
      plannedFromGroup: true,
      elearningHours: 0.5,
      presentialHours: 0,
      remainingHours: 19.5,
    });
  });

  it.runIf(hasPdftotext)(
    "prints a learner's certificate of attendance with the hours of the follow-up and each half-day",
    async () => {
      const url = `/api/group/trainingfollowup/certificate/${f.group.id}/${f.zoe.id}`;
      const res = await injectAs('teacher', { url, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
      // Every field of the ministry's model (certificat de réalisation).
      for (const field of [
        'Certificat de réalisation',
        'Je soussigné(e) Claire Martin, Gérante, représentant légal du dispensateur de l’action concourant au développement des compétences Lingua Santé SAS, atteste que :',
        'Bénéficiaire de l’action ZOE Élise',
        'Salarié(e) de l’entreprise Clinique Étoile',
        'A suivi l’action Infirmières B1 – été',
        '[X] Action de formation [ ] Bilan de compétences [ ] Action de VAE [ ] Action de formation par apprentissage',
        'Qui s’est déroulée du',
        'dont 2,5 h en présentiel et 3 h à distance',
        'pendant une durée de 3 ans à compter de la fin de l’année du dernier paiement',
        'Fait à Strasbourg, le',
        'Cachet et signature du responsable du dispensateur de l’action',
      ])
        expect(text).toContain(field);
      expect(text).toMatch(/Pour une durée de 5,5 h, dont/);
      // The two group lessons' half-days, present then late; the lesson of no group is not there.
      expect(text).toMatch(/Présent · 1,5 h/);
      expect(text).toMatch(/En retard · 1 h/);
      expect(text.match(/· Lesson ·/g)).toHaveLength(2);
      const outsider = await injectAs('admin', {
        url: `/api/group/trainingfollowup/certificate/${f.group.id}/00000000-0000-4000-8000-000000000000`,
      });
      expect(outsider.statusCode).toBe(404);
    },
  );

  it('marks objectives reached (trainer or admin); refuses foreign objectives and non-members', async () => {
    const url = `/api/group/trainingfollowup/${f.group.id}/${f.zoe.id}`;
    const ok = await injectAs('teacher', {
      method: 'PUT',
      url,
      payload: { objectivesReached: [f.o2.id, f.o1.id] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().objectivesReached).toEqual([f.o1.id, f.o2.id]);
    const fewer = await injectAs('admin', {
      method: 'PUT',
      url,
      payload: { objectivesReached: [f.o2.id] },
    });
    expect(fewer.json().objectivesReached).toEqual([f.o2.id]);
    const foreign = await injectAs('admin', {
      method: 'PUT',
      url,
      payload: { objectivesReached: [unknownId] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.objectivesReached).toBe('This objective is not one of the group');
    const outsider = await injectAs('admin', {
      method: 'PUT',
      url: `/api/group/trainingfollowup/${f.group.id}/${f.outsider.id}`,
      payload: { objectivesReached: [] },
    });
    expect(outsider.statusCode).toBe(400);
    const marks = await app.db
      .select()
      .from(groupObjectivesReached)
      .where(eq(groupObjectivesReached.studentId, f.zoe.id));
    expect(marks.map((m) => m.objectiveId)).toEqual([f.o2.id]);
  });
});
