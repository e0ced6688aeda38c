import { describe, expect, it } from 'vitest';
import type { BpfAnswer } from '../../domain/entities/bpf';
import { bpfPeriod } from '../../domain/rules/bpf';
import { readBpfInput } from '../../server/areas/bpf/reader';
import {
  companies,
  courseModules,
  courses,
  groupCourses,
  groupFunders,
  groupFunding,
  groupStudents,
  groups,
  idleTrackers,
  languages,
  modules,
  moduleUnits,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
  staff,
  students,
  units,
} from '../../server/db/schema';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

/** An instant on the provider's clock in winter (UTC+1) or summer (UTC+2). */
const paris = (day: string, time: string) => {
  const summer = day >= '2025-03-30' && day < '2025-10-26';
  return new Date(`${day}T${time}:00${summer ? '+02:00' : '+01:00'}`);
};

/**
 * The BPF's reader and route (issue 48 part 4) on a year counted by hand: 2025. The counting rules
 * themselves are tested in tests/unit/bpf-rules.test.ts; here, what the reader makes of the
 * database (half-days held, marks, e-learning, trainers) and the route's answer.
 */
describe('the BPF of a year', async () => {
  const { app, injectAs } = await build();
  const db = app.db;
  const [language] = await db.select().from(languages).limit(1);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Clinique BPF', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const trainer = (name: string, trainerKind: 'own' | 'outside' | null) => ({
    type: 3,
    name,
    firstname: 'Bpf',
    email: `${name.toLowerCase()}@bpf.example`,
    status: 'active' as const,
    trainerKind,
  });
  const [own, outside, unknown] = await db
    .insert(staff)
    .values([trainer('OWN', 'own'), trainer('OUTSIDE', 'outside'), trainer('UNKNOWN', null)])
    .returning();
  const [a, b] = await db
    .insert(groups)
    .values([
      { companyId: company.id, name: 'A Nurses', type: 'EW', level: 3, languageId: language.id },
      { companyId: company.id, name: 'B Doctors', type: 'EW', level: 5, languageId: language.id },
    ])
    .returning();
  const [l1, l2, l3] = await db
    .insert(students)
    .values(
      ['ONE', 'TWO', 'THREE'].map((name) => ({
        name,
        firstname: 'Learner',
        email: `${name.toLowerCase()}@bpf.example`,
        companyId: company.id,
      })),
    )
    .returning();
  await db.insert(groupStudents).values([
    { groupId: a.id, studentId: l1.id, status: 'employee' },
    { groupId: a.id, studentId: l2.id, status: null },
    { groupId: b.id, studentId: l3.id, status: null },
  ]);
  // Group A's plan: a training towards an RS certification, NSF 136t, 3,000 € for the group, paid
  // 1,000 € by the company and 2,000 € by AKTO in subrogation. Group B has no plan.
  await db.insert(groupFunding).values({
    groupId: a.id,
    priceMode: 'group',
    unitPriceCents: 300_000,
    nature: 'training',
    objective: 'rs',
    certificationCode: 'RS1234',
    nsfCode: '136t',
    modality: 'in_class',
  });
  await db.insert(groupFunders).values([
    { groupId: a.id, position: 0, kind: 'company', amountCents: 100_000, minutes: 0 },
    {
      groupId: a.id,
      position: 1,
      kind: 'opco',
      name: 'AKTO',
      amountCents: 200_000,
      minutes: 0,
      subrogation: true,
    },
  ]);
  const session = async (
    groupId: string,
    teacherId: string,
    day: string,
    from: string,
    to: string,
  ) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title: `${day} ${from}`,
        description: '',
        type: 'Group',
        teacherId,
        languageId: language.id,
        slots: 5,
        start: paris(day, from),
        end: paris(day, to),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId });
    return row;
  };
  // A: 180 + 480 (two half-days, cut at 13:00: 240 + 240) in 2025, 180 in 2026: 840 held, 660 in 2025.
  const a1 = await session(a.id, own.id, '2025-12-15', '09:00', '12:00');
  const a2 = await session(a.id, own.id, '2025-12-16', '09:00', '17:00');
  const a3 = await session(a.id, own.id, '2026-01-05', '09:00', '12:00');
  // B: 120 by the outside trainer and 120 by the one whose kind is unknown, in June (summer time).
  const b1 = await session(b.id, outside.id, '2025-06-10', '14:00', '16:00');
  const b2 = await session(b.id, unknown.id, '2025-06-11', '14:00', '16:00');
  await db
    .insert(sessionRegistrants)
    .values([
      ...[a1, a2, a3].flatMap((s) => [l1, l2].map((l) => ({ sessionId: s.id, studentId: l.id }))),
      ...[b1, b2].map((s) => ({ sessionId: s.id, studentId: l3.id })),
    ]);
  await db.insert(slotAttendance).values([
    // ONE: 180 + 240 + 200 (late) in 2025, and 180 in 2026.
    { sessionId: a1.id, studentId: l1.id, slot: 0, status: 'present', minutes: 180 },
    { sessionId: a2.id, studentId: l1.id, slot: 0, status: 'present', minutes: 240 },
    { sessionId: a2.id, studentId: l1.id, slot: 1, status: 'late', minutes: 200 },
    { sessionId: a3.id, studentId: l1.id, slot: 0, status: 'present', minutes: 180 },
    // TWO: 180 on the 15th; nothing marked on the 16th (480 unmarked).
    { sessionId: a1.id, studentId: l2.id, slot: 0, status: 'present', minutes: 180 },
    // THREE: 120 each day.
    { sessionId: b1.id, studentId: l3.id, slot: 0, status: 'present', minutes: 120 },
    { sessionId: b2.id, studentId: l3.id, slot: 0, status: 'present', minutes: 120 },
  ]);
  // ONE's e-learning in A's unit: 1 h on 20 November 2025, and 30 min in 2026 (another year).
  const [unit] = await db
    .insert(units)
    .values({
      filename: `bpf-unit-${Math.random()}`,
      title: 'Unit',
      version: '1.2',
      activities: [{ id: 'a1', title: 'Activity', launch: 'a.html' }],
      size: 1,
      fileCount: 1,
      packageKey: `units/bpf-${Math.random()}.zip`,
      packageSize: 1,
    })
    .returning();
  const [mod] = await db.insert(modules).values({ name: 'Ward', level: 3, tags: [] }).returning();
  await db.insert(moduleUnits).values({ moduleId: mod.id, unitId: unit.id, position: 0 });
  const [course] = await db.insert(courses).values({ name: 'BPF course' }).returning();
  await db.insert(courseModules).values({ courseId: course.id, moduleId: mod.id, position: 0 });
  await db.insert(groupCourses).values({ groupId: a.id, courseId: course.id, position: 0 });
  await db.insert(idleTrackers).values([
    { studentId: l1.id, unitId: unit.id, day: '2025-11-20', seconds: 3600 },
    { studentId: l1.id, unitId: unit.id, day: '2026-01-06', seconds: 1800 },
  ]);

  it('reads the half-days held, the marks, the e-learning and the trainers of the year', async () => {
    const input = await readBpfInput(db, bpfPeriod(2025));
    expect(input.groups.map((g) => [g.name, g.minutesHeldInPeriod, g.minutesHeldTotal])).toEqual([
      ['A Nurses', 660, 840],
      ['B Doctors', 240, 240],
    ]);
    expect(input.groups[0]).toMatchObject({
      objective: 'rs',
      nsfCode: '136t',
      priceCents: 300_000,
      funders: [
        { kind: 'company', amountCents: 100_000 },
        { kind: 'opco', name: 'AKTO', subrogation: true },
      ],
    });
    expect(input.groups[1]).toMatchObject({ objective: null, priceCents: null, funders: [] });
    const learner = (id: string) => input.learners.find((l) => l.studentId === id);
    // ONE: 180 + 240 + 200 attended in 2025, 60 min of e-learning; nothing unmarked.
    expect(learner(l1.id)).toMatchObject({
      attendedMinutes: 620,
      elearningMinutes: 60,
      unmarkedMinutes: 0,
    });
    // TWO: 180 attended; the 16th's two half-days (240 + 240) unmarked.
    expect(learner(l2.id)).toMatchObject({
      attendedMinutes: 180,
      unmarkedMinutes: 480,
      status: null,
    });
    expect(learner(l3.id)).toMatchObject({ attendedMinutes: 240, unmarkedMinutes: 0 });
    expect(input.deliveries.map((d) => [d.trainerId, d.minutes])).toEqual(
      expect.arrayContaining([
        [own.id, 660],
        [outside.id, 120],
        [unknown.id, 120],
      ]),
    );
    expect(input.trainers.find((t) => t.id === unknown.id)?.kind).toBeNull();
  });

  it('answers the frames, what is missing, and the xlsx; a Teacher reads none of it', async () => {
    const res = await injectAs('admin', { url: '/api/bpf/2025' });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as BpfAnswer;
    const cents = (code: string) => answer.c.lines.find((l) => l.code === code)?.cents;
    // C-1: 1,000.00 € × 660 / 840 = 785.71 €; C-2h: 2,000.00 € × 660 / 840 = 1,571.43 €.
    expect(cents('C-1')).toBe(78_571);
    expect(cents('C-2h')).toBe(157_143);
    expect(answer.c.totalCents).toBe(235_714);
    // E-1: OWN, 660 min; E-2: OUTSIDE, 120 min; UNKNOWN's 120 min are missing.
    expect(answer.e.lines).toEqual([
      { code: 'E-1', trainers: 1, minutes: 660 },
      { code: 'E-2', trainers: 1, minutes: 120 },
    ]);
    // F-1 a: ONE, 620 attended + 60 of e-learning.
    expect(answer.f1.lines.find((l) => l.code === 'F-1a')).toEqual({
      code: 'F-1a',
      learners: 1,
      minutes: 680,
    });
    const reasons = answer.missing.map((m) => `${m.name}: ${m.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'B Doctors: no_funder',
        'B Doctors: no_objective',
        'B Doctors: no_subject_area',
        'Learner TWO: no_status',
        'Learner TWO: hours_not_signed',
        'Learner THREE: no_status',
        'Bpf UNKNOWN: trainer_kind_unknown',
      ]),
    );
    // A fiscal year from September 2025 to August 2026 holds A's 2026 half-day too.
    const fiscal = (await injectAs('admin', { url: '/api/bpf/2026?fiscalStartMonth=9' })).json();
    expect(fiscal.period).toEqual({ from: '2025-09-01', to: '2026-08-31' });
    expect(fiscal.c.totalCents).toBe(300_000);

    const file = await injectAs('admin', {
      url: '/api/bpf/2025/xlsx',
      headers: { 'accept-language': 'fr' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('bpf-2025.xlsx');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await injectAs('teacher', { url: '/api/bpf/2025' })).statusCode).toBe(403);
    expect((await injectAs('admin', { url: '/api/bpf/1999' })).statusCode).toBe(400);
  });

  it('answers the PDF as a download; a Teacher cannot', async () => {
    const res = await injectAs('admin', { url: '/api/bpf/2025/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('bpf-2025.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const teacher = await injectAs('teacher', { url: '/api/bpf/2025/pdf' });
    expect(teacher.statusCode).toBe(403);
  });

  it.runIf(hasPdftotext)('prints the year’s hand-counted figures in each frame', async () => {
    const gaps = ((await injectAs('admin', { url: '/api/bpf/2025' })).json() as BpfAnswer).missing
      .length;
    const res = await injectAs('admin', { url: '/api/bpf/2025/pdf' });
    // pdftotext reads the French narrow spaces (1 571,43 €) as spaces.
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const heading of [
      'Bilan pédagogique et financier',
      'cerfa n° 10443',
      'From 01/01/2025 to 31/12/2025',
      'C. Revenue by source',
      'E. Trainers',
      'F-1. Learners by status',
      'F-3. Learners by objective',
      'F-4. Learners by subject area (NSF)',
      'What is missing',
    ])
      expect(text).toContain(heading);
    // The cerfa's lines in French, and their figures written the French way.
    expect(text).toContain('C-1 des entreprises pour la formation de leurs salariés');
    expect(text).toContain("C-2h du plan de développement des compétences ou d'autres dispositifs");
    expect(text).toContain('785,71 €');
    expect(text).toContain('1 571,43 €');
    expect(text).toContain('2 357,14 €');
    expect(text).toContain('E-1 Personnes de votre organisme dispensant des heures de');
    // F-1 a: ONE, 1 learner and 680 minutes (11,33 h).
    expect(text).toMatch(/F-1a Salariés d'employeurs privés hors apprentis 1 11,33/);
    expect(text).toContain('136t');
    expect(text).toContain(`${gaps} gaps keep figures out`);

    const french = await injectAs('admin', {
      url: '/api/bpf/2025/pdf',
      headers: { 'accept-language': 'fr' },
    });
    const words = pdfText(french.rawPayload).replace(/\s+/g, ' ');
    expect(words).toContain('Du 01/01/2025 au 31/12/2025');
    expect(words).toContain('Ce qui manque');
    expect(words).toContain('C-1 des entreprises pour la formation de leurs salariés');
  });

  // Last: it adds a year before, which moves group A's minutes held ever.
  it('counts the half-day left without a mark in a day where the other has one', async () => {
    // 4 March 2024, 09:00–17:00: 240 + 240. ONE is marked in the afternoon only (late, 200),
    // TWO in the morning only (absent, 0): each has one half-day of 240 unmarked.
    const day = await session(a.id, own.id, '2024-03-04', '09:00', '17:00');
    await db
      .insert(sessionRegistrants)
      .values([l1, l2].map((l) => ({ sessionId: day.id, studentId: l.id })));
    await db.insert(slotAttendance).values([
      { sessionId: day.id, studentId: l1.id, slot: 1, status: 'late', minutes: 200 },
      { sessionId: day.id, studentId: l2.id, slot: 0, status: 'absent', minutes: 0 },
    ]);
    const input = await readBpfInput(db, bpfPeriod(2024));
    const learner = (id: string) => input.learners.find((l) => l.studentId === id);
    expect(learner(l1.id)).toMatchObject({ attendedMinutes: 200, unmarkedMinutes: 240 });
    expect(learner(l2.id)).toMatchObject({ attendedMinutes: 0, unmarkedMinutes: 240 });
  });
});
