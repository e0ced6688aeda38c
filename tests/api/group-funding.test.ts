import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FundingAnswer } from '../../domain/entities/group-funding';
import {
  groupFunders,
  groupFunding,
  groupStudents,
  groups,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
} from '../../server/db/schema';
import { build } from './helpers';
import { sessionFixture } from './session-fixture';

const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * A group's funding plan (issue 47 part 2, GET and PUT /group/funding/{id}): administrators only,
 * written whole with the updatedAt read, its rules enforced with nothing written, and the split of
 * the example from the half-days marked: 21 hours planned, 3.5 hours of unjustified absence,
 * an OPCO in subrogation for the whole.
 */
describe('the funding plan of a group', async () => {
  const built = await build();
  const { app, injectAs } = built;
  await built.account('superAdmin');
  const { me, language, acme, ann, bob } = await sessionFixture(built, 'funding.example');
  const group = async (name: string) =>
    (
      await app.db
        .insert(groups)
        .values({
          companyId: acme.id,
          name,
          type: 'EW',
          level: 2,
          languageId: language.id,
          durationMinutes: 21 * 60,
        })
        .returning()
    )[0];
  const course = await group('Medical English');
  await app.db.insert(groupStudents).values([{ groupId: course.id, studentId: ann.id }]);
  // Six sessions of 3.5 hours (09:00–12:30 in Paris, one half-day each): she misses the last.
  const days = ['05', '06', '07', '08', '09', '12'];
  const rows = await app.db
    .insert(sessions)
    .values(
      days.map((d) => ({
        title: `Lesson ${d}`,
        description: '',
        type: 'Group',
        teacherId: me.id,
        languageId: language.id,
        slots: 1,
        start: new Date(`2026-10-${d}T07:00:00Z`),
        end: new Date(`2026-10-${d}T10:30:00Z`),
      })),
    )
    .returning();
  await app.db
    .insert(sessionGroups)
    .values(rows.map((s) => ({ sessionId: s.id, groupId: course.id })));
  await app.db
    .insert(sessionRegistrants)
    .values(rows.map((s) => ({ sessionId: s.id, studentId: ann.id })));
  await app.db.insert(slotAttendance).values(
    rows.map((s, i) => {
      const absent = i === rows.length - 1;
      return {
        sessionId: s.id,
        studentId: ann.id,
        slot: 0,
        status: absent ? 'absent' : 'present',
        minutes: absent ? 0 : 210,
      };
    }),
  );

  const url = `/api/group/funding/${course.id}`;
  const read = async () => {
    const res = await injectAs('admin', { url });
    expect(res.statusCode).toBe(200);
    return res.json<FundingAnswer>();
  };
  const put = (payload: object, at = url) => injectAs('admin', { method: 'PUT', url: at, payload });
  const PLAN = {
    priceMode: 'hour',
    unitPriceCents: 8_000,
    nature: 'training',
    objective: 'rs',
    certificationCode: 'RS6891',
    certificationTitle: 'Linguaskill',
    nsfCode: '136',
    modality: 'in_class',
    prerequisites: 'English at level A2',
    equipment: 'A notebook and headphones',
    funders: [
      {
        kind: 'opco',
        name: 'AKTO',
        studentId: null,
        amountCents: 168_000,
        hours: 21,
        subrogation: true,
      },
    ],
    learners: [{ studentId: ann.id, status: 'employee' }],
  };

  it('answers an empty plan with the learners’ hours until saved; Teachers are refused', async () => {
    const answer = await read();
    expect(answer).toMatchObject({
      priceMode: null,
      nature: null,
      funders: [],
      priceCents: null,
      split: [],
      durationHours: 21,
      companyName: 'Acme',
      updatedAt: null,
      updatedBy: null,
    });
    expect(answer.learners).toEqual([
      {
        studentId: ann.id,
        name: 'Ann',
        firstname: 'Lea',
        status: null,
        plannedHours: 21,
        attendedHours: 17.5,
        unjustifiedHours: 3.5,
        excusedHours: 0,
      },
    ]);
    expect((await injectAs('teacher', { url })).statusCode).toBe(403);
    const write = await injectAs('teacher', {
      method: 'PUT',
      url,
      payload: { ...PLAN, updatedAt: null },
    });
    expect(write.statusCode).toBe(403);
    expect((await injectAs('admin', { url: `/api/group/funding/${unknownId}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a plan that breaks its rules, naming the fields, and writes nothing', async () => {
    const wrong = await put({
      ...PLAN,
      funders: [
        { ...PLAN.funders[0], amountCents: 100_000 },
        { ...PLAN.funders[0], name: 'OPCO Inconnu', amountCents: 0 },
        { kind: 'cpf', name: '', studentId: bob.id, amountCents: 0, hours: 0, subrogation: true },
        {
          kind: 'company',
          name: '',
          studentId: null,
          amountCents: 0,
          hours: 0,
          subrogation: false,
          email: 'hr@company.example',
        },
      ],
      updatedAt: null,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      funders: 'The funders’ amounts must add up to the price',
      'funders.1.name': 'Not one of the eleven OPCOs',
      'funders.2.studentId': 'Not a learner of this group',
      'funders.3.email': 'Only an OPCO, a public body or another named funder has a contact here',
    });
    const code = await put({ ...PLAN, objective: 'rncp', updatedAt: null });
    expect(code.json().errors).toEqual({
      certificationCode: 'The code is not of the register chosen (RNCP… or RS…)',
    });
    const nsf = await put({ ...PLAN, nsfCode: '13', updatedAt: null });
    expect(nsf.statusCode).toBe(400);
    expect(await app.db.select().from(groupFunding)).toEqual([]);
    expect((await read()).updatedAt).toBeNull();
  });

  it('saves the issue’s example and splits it from the half-days attended', async () => {
    const saved = await put({ ...PLAN, updatedAt: null });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<FundingAnswer>();
    expect(answer).toMatchObject({ ...PLAN, priceCents: 168_000 });
    expect(answer.learners[0]?.status).toBe('employee');
    expect(answer.split).toEqual([
      {
        source: 'funder',
        index: 0,
        kind: 'opco',
        name: 'AKTO',
        studentId: null,
        hours: 17.5,
        amountCents: 140_000,
      },
      {
        source: 'absences',
        index: null,
        kind: 'company',
        name: '',
        studentId: null,
        hours: 3.5,
        amountCents: 28_000,
      },
    ]);
    expect(answer.updatedBy).toEqual(expect.any(String));
    expect(await read()).toEqual(answer);

    // A writer who read it before is refused, and nothing changes.
    const stale = await put({ ...PLAN, modality: 'distance', updatedAt: null });
    expect(stale.statusCode).toBe(409);
    expect((await read()).modality).toBe('in_class');
    // Written whole: the funders given replace the others.
    const next = await put({
      ...PLAN,
      priceMode: 'group',
      unitPriceCents: 150_000,
      funders: [
        { ...PLAN.funders[0], amountCents: 100_000, email: 'Contact@AKTO.example' },
        {
          kind: 'company',
          name: '',
          studentId: null,
          amountCents: 50_000,
          hours: 7,
          subrogation: false,
        },
      ],
      updatedAt: answer.updatedAt,
    });
    expect(next.statusCode).toBe(200);
    // The OPCO's contact, whom the yearly funders' survey asks, is kept in lower case.
    expect(next.json<FundingAnswer>().funders.map((f) => f.email)).toEqual([
      'contact@akto.example',
      null,
    ]);
  });

  it('keeps a funded learner in the group until the plan no longer names her', async () => {
    const other = await group('Coaching');
    await app.db.insert(groupStudents).values([
      { groupId: other.id, studentId: ann.id },
      { groupId: other.id, studentId: bob.id },
    ]);
    const saved = await put(
      {
        ...PLAN,
        priceMode: 'learner',
        unitPriceCents: 50_000,
        funders: [
          {
            kind: 'cpf',
            name: '',
            studentId: bob.id,
            amountCents: 50_000,
            hours: 21,
            subrogation: true,
          },
          {
            kind: 'company',
            name: '',
            studentId: ann.id,
            amountCents: 50_000,
            hours: 21,
            subrogation: false,
          },
        ],
        learners: [
          { studentId: ann.id, status: 'employee' },
          { studentId: bob.id, status: 'individual' },
        ],
        updatedAt: null,
      },
      `/api/group/funding/${other.id}`,
    );
    expect(saved.statusCode).toBe(200);
    const removal = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/group/${other.id}/${bob.id}`,
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(
      'This learner is named in the group’s funding plan: change the plan first',
    );
    // The group's deletion takes its plan with it.
    const gone = await injectAs('admin', { method: 'DELETE', url: `/api/group/${other.id}` });
    expect(gone.statusCode).toBe(200);
    expect(
      await app.db.select().from(groupFunders).where(eq(groupFunders.groupId, other.id)),
    ).toEqual([]);
  });
});
