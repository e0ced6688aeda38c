import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../domain/entities/company-summary';
import { groupState } from '../../domain/rules/student-record';
import {
  atRiskFlags,
  companies,
  examResults,
  examSessions,
  groupStudents,
  groups,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
} from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const dayIn = (n: number) => format(new TZDate(inDays(n).getTime(), 'Europe/Paris'), 'yyyy-MM-dd');

/**
 * A client's whole picture (GET /company/summary/{id}): its groups by state, hours planned,
 * delivered and in e-learning, attendance, coming sessions and exams, skills; a Teacher's holds
 * her groups only. The fixture's dates are fixed; the states are counted from today as the API does.
 */
describe('the client summary (GET /company/summary/{id})', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const { company, group, other, zoe, adam, outsider } = await groupFixture(app, teacher.id);
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  // A client this teacher has nothing to do with.
  const [stranger] = await db
    .insert(companies)
    .values({ name: 'Hôpital Nord', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  // A group of the client that ended last month, and one that begins in a month (no trainer).
  const [ended] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Ended group',
      type: 'MW',
      level: 2,
      languageId: language.id,
      durationMinutes: 6 * 60,
      beginDate: '2026-09-02',
      endDate: dayIn(-2),
    })
    .returning();
  const [coming] = await db
    .insert(groups)
    .values({
      companyId: company.id,
      name: 'Coming group',
      type: 'MW',
      level: 2,
      languageId: language.id,
      durationMinutes: 4 * 60,
      beginDate: dayIn(30),
    })
    .returning();
  await db.insert(groupStudents).values({ groupId: ended.id, studentId: zoe.id });

  const session = async (title: string, start: Date, hours: number, groupIds: string[]) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title,
        description: '',
        type: 'Group',
        teacherId: teacher.id,
        languageId: language.id,
        slots: 5,
        start,
        end: new Date(start.getTime() + hours * 60 * 60 * 1000),
        timeZone: 'Europe/Paris',
      })
      .returning();
    if (groupIds.length > 0) {
      await db
        .insert(sessionGroups)
        .values(groupIds.map((groupId) => ({ sessionId: row.id, groupId })));
    }
    return row;
  };
  // Held on 5 October in the teacher's group: 8 hours, Zoé present then absent, Adam justified.
  const held = await session('Handover practice', new Date('2026-10-05T08:00:00Z'), 8, [group.id]);
  await db.insert(sessionRegistrants).values([
    { sessionId: held.id, studentId: zoe.id },
    { sessionId: held.id, studentId: adam.id },
  ]);
  await db.insert(slotAttendance).values([
    { sessionId: held.id, studentId: zoe.id, slot: 0, status: 'present', minutes: 180 },
    { sessionId: held.id, studentId: zoe.id, slot: 1, status: 'absent', minutes: 0 },
    { sessionId: held.id, studentId: adam.id, slot: 0, status: 'excused', minutes: 0 },
  ]);
  // Held in the other group (not the teacher's): 2 hours.
  await session('Other group class', new Date('2026-10-06T08:00:00Z'), 2, [other.id]);
  // Coming: in a week in her group, in two weeks in the other group; none of another client's counts.
  const nextWeek = await session('Phone calls', inDays(7), 3, [group.id]);
  await session('Other group next', inDays(14), 3, [other.id]);
  const [strangerGroup] = await db
    .insert(groups)
    .values({
      companyId: stranger.id,
      name: 'Stranger group',
      type: 'MW',
      level: 2,
      languageId: language.id,
    })
    .returning();
  await session('Stranger class', new Date('2026-10-05T08:00:00Z'), 5, [strangerGroup.id]);
  await session('Stranger next', inDays(3), 5, [strangerGroup.id]);

  const exam = async (companyId: string, begin: Date) => {
    const [row] = await db
      .insert(examSessions)
      .values({
        companyId,
        semester: 3,
        modality: 'Sur table',
        examSubjectId: null,
        examBegin: begin,
        examEnd: new Date(begin.getTime() + 2 * 60 * 60 * 1000),
      })
      .returning();
    return row;
  };
  const october = await exam(company.id, new Date('2026-10-01T09:00:00Z'));
  const november = await exam(company.id, new Date('2026-11-20T09:00:00Z'));
  const soon = await exam(company.id, inDays(20));
  await exam(stranger.id, inDays(10));
  await db.insert(examResults).values([
    // Zoé's October reading is replaced by her November one: the latest session counts.
    { examSessionId: october.id, studentId: zoe.id, skill: 'reading', score: 2, level: 1 },
    { examSessionId: november.id, studentId: zoe.id, skill: 'reading', score: 6, level: 3 },
    { examSessionId: november.id, studentId: zoe.id, skill: 'writing', score: 5, level: 3 },
    { examSessionId: october.id, studentId: adam.id, skill: 'reading', score: 8, level: 4 },
    // The outsider learns in the other group, which the teacher does not teach.
    { examSessionId: november.id, studentId: outsider.id, skill: 'reading', score: 0.5, level: 0 },
  ]);

  const summaryOf = async (as: 'admin' | 'teacher', query = '', id = company.id) =>
    injectAs(as, { url: `/api/company/summary/${id}${query}` });
  const YEAR = '?from=2026-09-01&to=2027-08-31';
  const today = dayIn(0);
  const expectedStates = (list: { beginDate: string | null; endDate: string | null }[]) => {
    const counts = { coming: 0, running: 0, ended: 0 };
    for (const g of list) counts[groupState(g, today)] += 1;
    return counts;
  };

  it("adds up an Admin's client over the school year asked", async () => {
    const res = await summaryOf('admin', YEAR);
    expect(res.statusCode).toBe(200);
    const s = res.json<CompanySummary>();
    expect(s.from).toBe('2026-09-01');
    expect(s.to).toBe('2027-08-31');
    const overlapping = [group, other, ended, coming].map((g) => ({
      beginDate: g.beginDate,
      endDate: g.endDate,
    }));
    expect(s.groups).toEqual(expectedStates(overlapping));
    // Zoé, Adam (the fixture's group, Zoé again in the ended one) and the outsider.
    expect(s.learners).toBe(3);
    expect(s.atRisk).toBe(0);
    expect(s.hours.plannedHours).toBe(20 + other.durationMinutes / 60 + 6 + 4);
    // 8 h in her group and 2 h in the other; the coming ones are not delivered yet.
    expect(s.hours.deliveredHours).toBe(10);
    // Zoé 2 h + 1 h and Adam 30 min in the group's modules; the outsider's group has no course.
    expect(s.hours.elearningHours).toBe(3.5);
    expect(s.halfDays).toEqual({ attended: 1, absent: 1, excused: 1, attendanceRate: 33 });
    expect(s.comingSessions.total).toBe(2);
    expect(s.comingSessions.rows.map((r) => r.title)).toEqual(['Phone calls', 'Other group next']);
    expect(s.comingSessions.rows[0]).toMatchObject({
      _id: nextWeek.id,
      groups: [{ _id: group.id, name: group.name }],
      trainer: expect.any(String),
    });
    expect(s.comingExams).toEqual({
      total: 1,
      rows: [expect.objectContaining({ _id: soon.id, semester: 3, subject: null })],
    });
    // Reading: Zoé's latest 6, Adam's 8, the outsider's 0.5; writing: Zoé's 5.
    expect(s.skills).toEqual([
      { skill: 'reading', score: 4.8, level: expect.any(String), learners: 3 },
      { skill: 'writing', score: 5, level: expect.any(String), learners: 1 },
    ]);
  });

  it('counts what happened in a shorter period only', async () => {
    const s = (await summaryOf('admin', '?from=2026-10-06&to=2026-10-31')).json<CompanySummary>();
    // The fixture's group and the ended one run through October; the other and the coming do not.
    expect(s.groups.coming + s.groups.running + s.groups.ended).toBe(2);
    expect(s.hours.plannedHours).toBe(26);
    expect(s.hours.deliveredHours).toBe(2);
    expect(s.hours.elearningHours).toBe(0);
    expect(s.halfDays.attendanceRate).toBeNull();
    // Nothing is coming in a period that is over, and no exam took place in it.
    expect(s.comingSessions).toEqual({ total: 0, rows: [] });
    expect(s.comingExams).toEqual({ total: 0, rows: [] });
    expect(s.skills).toEqual([]);
  });

  it("gives a Teacher her groups' figures only, and no other client", async () => {
    const s = (await summaryOf('teacher', YEAR)).json<CompanySummary>();
    expect(s.groups).toEqual(
      expectedStates([{ beginDate: group.beginDate, endDate: group.endDate }]),
    );
    expect(s.learners).toBe(2);
    // Zoé flagged in her group and in the other (two flags, one learner); the teacher sees hers.
    await db.insert(atRiskFlags).values([
      { studentId: zoe.id, groupId: group.id, rule: 'absences', figures: { absences: 2 } },
      { studentId: zoe.id, groupId: group.id, rule: 'behind', figures: { doneHours: 1 } },
      { studentId: outsider.id, groupId: other.id, rule: 'absences', figures: { absences: 3 } },
    ]);
    expect((await summaryOf('teacher', YEAR)).json<CompanySummary>().atRisk).toBe(1);
    expect((await summaryOf('admin', YEAR)).json<CompanySummary>().atRisk).toBe(2);
    await db.delete(atRiskFlags);
    expect(s.hours).toEqual({ plannedHours: 20, deliveredHours: 8, elearningHours: 3.5 });
    expect(s.halfDays.attendanceRate).toBe(33);
    expect(s.comingSessions.rows.map((r) => r.title)).toEqual(['Phone calls']);
    // The client's exams are hers to read; the skills count the learners of her groups.
    expect(s.comingExams.total).toBe(1);
    expect(s.skills).toEqual([
      { skill: 'reading', score: 7, level: expect.any(String), learners: 2 },
      { skill: 'writing', score: 5, level: expect.any(String), learners: 1 },
    ]);
    expect((await summaryOf('teacher', YEAR, stranger.id)).statusCode).toBe(404);
    expect((await summaryOf('admin', YEAR, stranger.id)).statusCode).toBe(200);
  });

  it('takes the school year of today without a period, and keeps its other bound with one', async () => {
    const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 9 ? 0 : 1);
    const s = (await summaryOf('admin')).json<CompanySummary>();
    expect([s.from, s.to]).toEqual([`${year}-09-01`, `${year + 1}-08-31`]);
    const lone = (await summaryOf('admin', `?from=${year}-10-01`)).json<CompanySummary>();
    expect([lone.from, lone.to]).toEqual([`${year}-10-01`, `${year + 1}-08-31`]);
  });

  it('refuses a period that ends before it begins, is too long or is not a day; 404 for no client', async () => {
    const backwards = await summaryOf('admin', '?from=2026-10-02&to=2026-10-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The period ends before it begins.');
    const long = await summaryOf('admin', '?from=2000-01-01&to=2026-10-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A period is five years at most.');
    expect((await summaryOf('admin', '?from=2026-13-01')).statusCode).toBe(400);
    expect((await summaryOf('admin', '?to=yesterday')).statusCode).toBe(400);
    expect((await summaryOf('admin', '', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect(
      (await injectAs('nobody', { url: `/api/company/summary/${company.id}` })).statusCode,
    ).toBe(401);
  });

  it("lists behind the group figures: the client's groups by state and period", async () => {
    const s = (await summaryOf('admin', YEAR)).json<CompanySummary>();
    for (const state of ['coming', 'running', 'ended'] as const) {
      const filter = { state, endDate_gte: s.from, beginDate_lte: s.to };
      const res = await injectAs('admin', {
        url: `/api/group/company/${company.id}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(s.groups[state]);
    }
    const october = { endDate_gte: '2026-10-06', beginDate_lte: '2026-10-31' };
    const res = await injectAs('admin', {
      url: `/api/group/company/${company.id}?filter=${encodeURIComponent(JSON.stringify(october))}`,
    });
    expect(
      res
        .json()
        .map((g: { name: string }) => g.name)
        .sort(),
    ).toEqual([ended.name, group.name].sort());
    const bad = await injectAs('admin', {
      url: `/api/group/company/${company.id}?filter=${encodeURIComponent(JSON.stringify({ state: 'later' }))}`,
    });
    expect(bad.statusCode).toBe(400);
    // The teacher's list of the client's groups stays hers.
    const hers = await injectAs('teacher', {
      url: `/api/group/company/${company.id}?filter=${encodeURIComponent(JSON.stringify({ state: ['coming', 'running', 'ended'] }))}`,
    });
    expect(hers.json().map((g: { _id: string }) => g._id)).toEqual([group.id]);
  });
});
