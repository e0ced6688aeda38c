import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Complaint } from '../../domain/entities/complaint';
import type { Improvement } from '../../domain/entities/improvement';
import { providerDay } from '../../domain/rules/session';
import {
  companies,
  complaints,
  groups,
  groupTeachers,
  improvements,
  sessionGroups,
  sessions,
} from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { build } from './helpers';

const today = providerDay(new Date());
const tomorrow = providerDay(new Date(Date.now() + 36 * 3600_000));

/**
 * The complaints and improvement actions registers (issue 48 part 2, Qualiopi indicators 31 and
 * 32): anyone on staff records a complaint, administrators answer and close it, an action opens
 * from it and keeps it; a Teacher reads what is hers and writes only what the rules let her.
 */
describe('complaints and improvement actions', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const admin = await account('admin');
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [client] = await app.db
    .insert(companies)
    .values({ name: 'Clinique du Parc', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const [mine, notMine] = await app.db
    .insert(groups)
    .values([
      { companyId: client.id, name: 'Nurses B1', type: 'EW', level: 3, languageId: english._id },
      { companyId: client.id, name: 'Doctors C1', type: 'EW', level: 5, languageId: english._id },
    ])
    .returning();
  await app.db.insert(groupTeachers).values({ groupId: mine.id, staffId: teacher.id });
  // A session of the teacher's group, and one of the other group.
  const [ownSession, otherSession] = await app.db
    .insert(sessions)
    .values(
      ['Nurses session', 'Doctors session'].map((title) => ({
        title,
        description: '',
        type: 'Group',
        teacherId: teacher.id,
        languageId: english._id,
        slots: 5,
        start: new Date('2026-11-02T08:00:00Z'),
        end: new Date('2026-11-02T11:00:00Z'),
      })),
    )
    .returning();
  await app.db.insert(sessionGroups).values([
    { sessionId: ownSession.id, groupId: mine.id },
    { sessionId: otherSession.id, groupId: notMine.id },
  ]);

  const post = (as: 'admin' | 'teacher', url: string, payload: object) =>
    injectAs(as, { method: 'POST', url, payload });
  const put = (as: 'admin' | 'teacher', url: string, payload: object) =>
    injectAs(as, { method: 'PUT', url, payload });

  const received = {
    receivedOn: today,
    source: 'learner',
    fromName: 'Zoé Martin',
    subject: 'Room too cold',
    description: 'The room was cold on Tuesday morning.',
    groupId: mine.id,
  };

  it('records a complaint, with its recorder, and answers the rules’ 400 on the field', async () => {
    const created = await post('teacher', '/api/complaints', received);
    expect(created.statusCode).toBe(201);
    const complaint = created.json() as Complaint;
    expect(complaint).toMatchObject({
      ...received,
      status: 'open',
      answer: null,
      recordedBy: teacher.id,
      recordedByName: 'Test TEACHER',
      improvementCount: 0,
    });

    const cases: [object, string, string][] = [
      [{ receivedOn: tomorrow }, 'receivedOn', 'app.complaints.received_in_future'],
      [{ status: 'answered' }, 'answer', 'app.complaints.answer_required'],
      [
        { status: 'closed', answer: 'Heating fixed' },
        'answeredOn',
        'app.complaints.answered_on_required',
      ],
      [
        { receivedOn: today, answer: 'Fixed', answeredOn: '2020-01-01', status: 'answered' },
        'answeredOn',
        'app.complaints.answered_before_received',
      ],
      [
        { groupId: '00000000-0000-4000-8000-000000000000' },
        'groupId',
        'app.complaints.unknown_group',
      ],
      [{ subject: '  ' }, 'subject', 'app.validation.required'],
      [{ sessionId: otherSession.id }, 'sessionId', 'app.complaints.session_not_of_group'],
    ];
    const before = await app.db.$count(complaints);
    for (const [change, field, key] of cases) {
      const res = await post('admin', '/api/complaints', { ...received, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(t('en', key));
    }
    expect(await app.db.$count(complaints)).toBe(before);
    // A session of the group is kept; an edit to another group's session is refused, unchanged.
    const about = await post('admin', '/api/complaints', { ...received, sessionId: ownSession.id });
    expect(about.statusCode).toBe(201);
    const { _id, updatedAt } = about.json() as Complaint;
    const moved = await put('admin', `/api/complaints/${_id}`, {
      sessionId: otherSession.id,
      updatedAt,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.sessionId).toBe(t('en', 'app.complaints.session_not_of_group'));
    const [kept] = await app.db.select().from(complaints).where(eq(complaints.id, _id));
    expect(kept.sessionId).toBe(ownSession.id);
    await app.db.delete(complaints).where(eq(complaints.id, _id));
  });

  it('lets only an administrator answer, close and delete; a Teacher reads hers', async () => {
    const byTeacher = (await post('teacher', '/api/complaints', received)).json() as Complaint;
    const aboutOther = (
      await post('admin', '/api/complaints', {
        ...received,
        subject: 'Late invoice',
        source: 'client',
        groupId: notMine.id,
      })
    ).json() as Complaint;

    // A Teacher records it unanswered only.
    const answeredByTeacher = await post('teacher', '/api/complaints', {
      ...received,
      answer: 'Done',
      answeredOn: today,
      status: 'answered',
    });
    expect(answeredByTeacher.statusCode).toBe(403);
    expect(answeredByTeacher.json().message).toBe(t('en', 'app.complaints.admins_answer'));

    // She edits her own open one, never its answer.
    const edited = await put('teacher', `/api/complaints/${byTeacher._id}`, {
      ...byTeacher,
      description: 'The room was cold on Tuesday and Wednesday.',
    });
    expect(edited.statusCode).toBe(200);
    const answering = await put('teacher', `/api/complaints/${byTeacher._id}`, {
      ...(edited.json() as Complaint),
      answer: 'Heating fixed',
      answeredOn: today,
      status: 'answered',
    });
    expect(answering.statusCode).toBe(403);

    // The administrator answers; then the Teacher changes it no more.
    const answered = await put('admin', `/api/complaints/${byTeacher._id}`, {
      ...(edited.json() as Complaint),
      answer: 'Heating fixed',
      answeredOn: today,
      status: 'answered',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', answeredOn: today });
    const late = await put('teacher', `/api/complaints/${byTeacher._id}`, {
      ...(answered.json() as Complaint),
      description: 'Changed afterwards',
    });
    expect(late.statusCode).toBe(403);

    // A stale write is a 409.
    const stale = await put('admin', `/api/complaints/${byTeacher._id}`, {
      status: 'closed',
      updatedAt: byTeacher.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    // The Teacher reads hers and those of her groups, not the other group's.
    const seen = await injectAs('teacher', {
      url: '/api/complaints?range=[0,99]&sort=["receivedOn","DESC"]',
    });
    const ids = (seen.json() as Complaint[]).map((c) => c._id);
    expect(ids).toContain(byTeacher._id);
    expect(ids).not.toContain(aboutOther._id);
    expect(
      (await injectAs('teacher', { url: `/api/complaints/${aboutOther._id}` })).statusCode,
    ).toBe(404);
    const all = await injectAs('admin', {
      url: `/api/complaints?filter=${encodeURIComponent(JSON.stringify({ source: 'client', open: true }))}&range=[0,9]`,
    });
    expect((all.json() as Complaint[]).map((c) => c._id)).toEqual([aboutOther._id]);
    expect(all.headers['content-range']).toBe('items 0-0/1');

    // A Teacher deletes only an open complaint she recorded; an administrator any.
    const mistaken = (await post('teacher', '/api/complaints', received)).json() as Complaint;
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/complaints/${mistaken._id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/complaints/${byTeacher._id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/complaints/${aboutOther._id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('opens an improvement action from a complaint, which then keeps the complaint', async () => {
    const complaint = (await post('admin', '/api/complaints', received)).json() as Complaint;
    const action = {
      origin: 'complaint',
      complaintId: complaint._id,
      title: 'Check the heating before each winter session',
      ownerId: teacher.id,
      dueOn: '2020-01-31',
    };
    // A Teacher opens only actions she owns.
    const forAnother = await post('teacher', '/api/improvements', { ...action, ownerId: admin.id });
    expect(forAnother.statusCode).toBe(403);
    const missing = await post('admin', '/api/improvements', { ...action, complaintId: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.complaintId).toBe(t('en', 'app.improvements.complaint_required'));
    const stray = await post('admin', '/api/improvements', { ...action, origin: 'idea' });
    expect(stray.json().errors.complaintId).toBe(t('en', 'app.improvements.complaint_not_allowed'));

    const created = await post('admin', '/api/improvements', action);
    expect(created.statusCode).toBe(201);
    const improvement = created.json() as Improvement;
    expect(improvement).toMatchObject({
      status: 'planned',
      complaintSubject: 'Room too cold',
      ownerName: 'Test TEACHER',
      closedOn: null,
    });
    expect(
      ((await injectAs('admin', { url: `/api/complaints/${complaint._id}` })).json() as Complaint)
        .improvementCount,
    ).toBe(1);

    // The complaint is kept while an action came from it.
    const refused = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/complaints/${complaint._id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('en', 'app.complaints.in_use'));

    // Overdue: open and due before today.
    const overdue = await injectAs('admin', {
      url: `/api/improvements?filter=${encodeURIComponent(JSON.stringify({ overdue: true }))}&range=[0,9]`,
    });
    expect((overdue.json() as Improvement[]).map((a) => a._id)).toEqual([improvement._id]);

    // Its owner, a Teacher, reports status and result, and nothing else.
    const retitled = await put('teacher', `/api/improvements/${improvement._id}`, {
      ...improvement,
      title: 'Another title',
    });
    expect(retitled.statusCode).toBe(403);
    expect(retitled.json().message).toBe(t('en', 'app.improvements.owner_reports'));
    const noResult = await put('teacher', `/api/improvements/${improvement._id}`, {
      ...improvement,
      status: 'done',
    });
    expect(noResult.json().errors.result).toBe(t('en', 'app.improvements.result_required'));
    const done = await put('teacher', `/api/improvements/${improvement._id}`, {
      ...improvement,
      status: 'done',
      result: 'Heating checked on 1 December',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', closedOn: today });
    const reopened = await put('admin', `/api/improvements/${improvement._id}`, {
      status: 'in_progress',
    });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', closedOn: null });

    // Another Teacher's action is not hers to read.
    const [other] = await app.db
      .insert(improvements)
      .values({ origin: 'idea', title: 'Newsletter', ownerId: admin.id })
      .returning();
    expect((await injectAs('teacher', { url: `/api/improvements/${other.id}` })).statusCode).toBe(
      404,
    );
    const idea = await post('teacher', '/api/improvements', { origin: 'idea', title: 'Glossary' });
    expect(idea.json()).toMatchObject({ ownerId: teacher.id, status: 'planned' });
    const hers = await injectAs('teacher', {
      url: '/api/improvements?range=[0,9]&sort=["createdAt","ASC"]',
    });
    expect((hers.json() as Improvement[]).map((a) => a._id)).toEqual([
      improvement._id,
      idea.json()._id,
    ]);
    // She deletes an action of hers not yet started, not one that has.
    const del = (id: string) =>
      injectAs('teacher', { method: 'DELETE', url: `/api/improvements/${id}` });
    expect((await del(improvement._id)).statusCode).toBe(403);
    expect((await del(idea.json()._id)).statusCode).toBe(200);

    // The database holds the rule too: a complaint action without its complaint is refused.
    await expect(
      app.db.execute(
        sql`update improvements set complaint_id = null where id = ${improvement._id}`,
      ),
    ).rejects.toThrow();
    const [row] = await app.db
      .select()
      .from(improvements)
      .where(eq(improvements.id, improvement._id));
    expect(row.complaintId).toBe(complaint._id);
  });

  it('names the questionnaire of an action from a survey, which its results then link to', async () => {
    const made = await post('admin', '/api/surveys', {
      kind: 'learner_end',
      name: 'Hot survey 2026',
      questions: [
        { kind: 'rating', text: { en: 'Overall', fr: 'Global', de: 'Gesamt' }, required: true },
      ],
    });
    expect(made.statusCode).toBe(201);
    const questionnaire = made.json() as { _id: string };
    const action = { origin: 'survey', surveyId: questionnaire._id, title: 'Longer breaks' };
    const stray = await post('admin', '/api/improvements', { ...action, origin: 'audit' });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors.surveyId).toBe(t('en', 'app.improvements.survey_not_allowed'));
    const unknown = await post('admin', '/api/improvements', {
      ...action,
      surveyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.surveyId).toBe(t('en', 'app.improvements.unknown_survey'));

    const created = await post('admin', '/api/improvements', action);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      surveyId: questionnaire._id,
      surveyName: 'Hot survey 2026',
    });
    await post('admin', '/api/improvements', { origin: 'survey', title: 'Unlinked' });
    const filter = encodeURIComponent(JSON.stringify({ surveyId: questionnaire._id }));
    const linked = await injectAs('admin', { url: `/api/improvements?filter=${filter}` });
    expect((linked.json() as Improvement[]).map((a) => a.title)).toEqual(['Longer breaks']);
    expect(linked.headers['content-range']).toMatch(/\/1$/);

    // The database holds the rule too; a questionnaire deleted leaves the action, unlinked.
    await expect(
      app.db.execute(sql`update improvements set origin = 'idea' where id = ${created.json()._id}`),
    ).rejects.toThrow();
    const removed = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/surveys/${questionnaire._id}`,
    });
    expect(removed.statusCode).toBe(200);
    const after = await injectAs('admin', { url: `/api/improvements/${created.json()._id}` });
    expect(after.json()).toMatchObject({ origin: 'survey', surveyId: null, surveyName: null });
  });
});
