import { addDays, addHours } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ExamSubject } from '../../domain/entities/exam';
import { examWindow } from '../../domain/rules/exam-session';
import { companyPanels } from '../../server/db/schema';
import { EXAM_SUBJECTS, giveQuizSubjectsPool } from '../../server/db/seed/exam-subjects';
import { t } from '../../server/lib/i18n';
import { type As, build } from './helpers';

describe('exam subjects API', async () => {
  const { app, injectAs } = await build();
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as {
    _id: string;
  }[];
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: As = 'admin',
    lang = 'en',
  ) => injectAs(as, { method, url, headers: { 'accept-language': lang }, payload });

  const poolRes = await send('POST', '/api/qpool', {
    name: 'Quiz pool',
    language: english._id,
    rules: [{ levelFrom: 1, levelTo: 2, skills: ['reading'], count: 1 }],
  });
  expect(poolRes.statusCode, poolRes.body).toBe(201);
  const pool = poolRes.json()._id as string;

  const create = async (payload: object) => {
    const res = await send('POST', '/api/examsubject', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ExamSubject;
  };
  /** The panel's call: the whole catalogue as a plain array. */
  const catalogue = async (): Promise<ExamSubject[]> =>
    (await injectAs('admin', { url: '/api/examsubject' })).json();

  it('creates, reads, edits (stale: 409) and lists a subject in the list dialect', async () => {
    const made = await create({
      name: ' TOEIC — Form Z ',
      examType: 'toeic',
      modality: 'Sur la plateforme',
    });
    expect(made).toMatchObject({
      name: 'TOEIC — Form Z',
      examType: 'toeic',
      modality: 'Sur la plateforme',
      pool: null,
      archivedAt: null,
    });
    expect((await injectAs('teacher', { url: `/api/examsubject/${made._id}` })).json()).toEqual(
      made,
    );

    const edited = await send('PUT', `/api/examsubject/${made._id}`, {
      name: 'TOEIC — Form Y',
      updatedAt: made.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'TOEIC — Form Y', examType: 'toeic' });
    const stale = await send('PUT', `/api/examsubject/${made._id}`, {
      name: 'Late',
      updatedAt: made.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const page = await injectAs('admin', {
      url: '/api/examsubject',
      query: {
        range: '[0,1]',
        sort: '["name","ASC"]',
        filter: JSON.stringify({ q: 'form y', examType: 'toeic' }),
      },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toBe('items 0-0/1');
    expect(page.json().map((s: ExamSubject) => s._id)).toEqual([made._id]);
    const all = await injectAs('admin', { url: '/api/examsubject', query: { range: '[0,9]' } });
    expect(all.headers['content-range']).toBe(`items 0-9/${EXAM_SUBJECTS.length + 1}`);
    const badFilter = await injectAs('admin', {
      url: '/api/examsubject',
      query: { filter: '{"zzz":1}' },
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('requires a pool for an automatic quiz subject, and refuses one elsewhere (400, nothing written)', async () => {
    const before = (await catalogue()).length;
    const noPool = await send(
      'POST',
      '/api/examsubject',
      { name: 'Quiz X', examType: 'toeic', modality: 'Quiz automatisé' },
      'admin',
      'fr',
    );
    expect(noPool.statusCode).toBe(400);
    expect(noPool.json().errors).toEqual({ pool: t('fr', 'app.exam_subjects.pool_required') });
    expect(noPool.json().message).toContain('banque de questions');
    const withPool = await send('POST', '/api/examsubject', {
      name: 'Form X',
      examType: 'toeic',
      modality: 'Sur la plateforme',
      pool,
    });
    expect(withPool.statusCode).toBe(400);
    expect(withPool.json().errors).toEqual({ pool: t('en', 'app.exam_subjects.pool_not_allowed') });
    const onPaper = await send('POST', '/api/examsubject', {
      name: 'Paper',
      examType: 'toeic',
      modality: 'Sur table',
    });
    expect(onPaper.statusCode).toBe(400);
    expect(onPaper.json().errors).toEqual({
      modality: t('en', 'app.exam_subjects.modality_needs_none'),
    });
    const unknownPool = await send('POST', '/api/examsubject', {
      name: 'Quiz X',
      examType: 'toeic',
      modality: 'Quiz automatisé',
      pool: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownPool.statusCode).toBe(400);
    expect(unknownPool.json().errors).toEqual({ pool: t('en', 'app.exam_subjects.unknown_pool') });
    const blank = await send('POST', '/api/examsubject', {
      name: '  ',
      examType: 'toeic',
      modality: 'Sur la plateforme',
    });
    expect(blank.statusCode).toBe(400);
    expect((await catalogue()).length).toBe(before);

    const quiz = await create({
      name: 'Quiz X',
      examType: 'toeic',
      modality: 'Quiz automatisé',
      pool,
    });
    expect(quiz.pool).toBe(pool);
    // The rules run on the subject as it will be: leaving the quiz modality drops nothing silently.
    const moved = await send('PUT', `/api/examsubject/${quiz._id}`, {
      modality: 'Sur la plateforme',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ pool: t('en', 'app.exam_subjects.pool_not_allowed') });
    const cleared = await send('PUT', `/api/examsubject/${quiz._id}`, {
      modality: 'Sur la plateforme',
      pool: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ modality: 'Sur la plateforme', pool: null });
    // The pool a subject names cannot be deleted under it.
    await send('PUT', `/api/examsubject/${quiz._id}`, { modality: 'Quiz automatisé', pool });
    expect((await send('DELETE', `/api/qpool/${pool}`)).statusCode).toBe(409);
  });

  it('archives a subject: the panel no longer offers it, a session using it keeps it; delete in use is a 409', async () => {
    const company = (
      await send(
        'POST',
        '/api/company',
        { name: 'Subject Co', country: 'FR', type: 'Client', languageArea: 1 },
        'superAdmin',
      )
    ).json()._id as string;
    await app.db
      .insert(companyPanels)
      .values({ companyId: company, examConcerned: { examType: 'linguabusiness', semesters: [] } });
    const subject = await create({
      name: 'Business — Form Q',
      examType: 'linguabusiness',
      modality: 'Sur la plateforme',
    });
    const from = addDays(examWindow(new Date()).min, 1);
    const session = await send('PUT', `/api/exam/new/${company}/3`, {
      modality: 'Sur la plateforme',
      examSubject: subject._id,
      examBegin: from.toISOString(),
      examEnd: addHours(from, 2).toISOString(),
    });
    expect(session.statusCode, session.body).toBe(200);

    const inUse = await send('DELETE', `/api/examsubject/${subject._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('An exam session uses this subject: archive it instead');

    const archived = await send('PUT', `/api/examsubject/archive/${subject._id}`, {
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await catalogue()).some((s) => s._id === subject._id)).toBe(false);
    const archivedList = await injectAs('teacher', { url: '/api/examsubject/archived' });
    expect(archivedList.json().map((s: ExamSubject) => s._id)).toContain(subject._id);
    const filtered = await injectAs('admin', {
      url: '/api/examsubject',
      query: { filter: JSON.stringify({ archived: true }) },
    });
    expect(filtered.json().map((s: ExamSubject) => s._id)).toEqual([subject._id]);

    // The session keeps its subject and can be edited; a new session may not take it.
    const [kept] = (await injectAs('admin', { url: `/api/exam/company/${company}` })).json();
    expect(kept.examSubject).toEqual({ _id: subject._id, name: subject.name });
    const edit = await send('PUT', `/api/exam/update/${kept._id}`, {
      EWCorrect: true,
      updatedAt: kept.updatedAt,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const again = await send('PUT', `/api/exam/new/${company}/4`, {
      modality: 'Sur la plateforme',
      examSubject: subject._id,
      examBegin: addDays(from, 2).toISOString(),
      examEnd: addHours(addDays(from, 2), 2).toISOString(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.examSubject).toBe(t('en', 'app.exams.subject_unavailable'));

    const restored = await send('PUT', `/api/examsubject/archive/${subject._id}`, {
      archived: false,
    });
    expect(restored.json().archivedAt).toBeNull();
    expect((await catalogue()).some((s) => s._id === subject._id)).toBe(true);

    const unused = await create({
      name: 'Unused',
      examType: 'toeic',
      modality: 'Sur la plateforme',
    });
    const removed = await send('DELETE', `/api/examsubject/${unused._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/examsubject/${unused._id}` })).statusCode).toBe(
      404,
    );
  });

  it('lets every staff member read, Admin and Super Administrator write', async () => {
    const body = { name: 'Roles', examType: 'toeic', modality: 'Sur la plateforme' };
    expect((await send('POST', '/api/examsubject', body, 'teacher')).statusCode).toBe(403);
    expect((await send('POST', '/api/examsubject', body, 'nobody')).statusCode).toBe(401);
    const made = await send('POST', '/api/examsubject', body, 'superAdmin');
    expect(made.statusCode).toBe(201);
    const id = made.json()._id;
    expect(
      (await send('PUT', `/api/examsubject/archive/${id}`, { archived: true }, 'teacher'))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/examsubject/${id}`, undefined, 'teacher')).statusCode).toBe(
      403,
    );
    expect((await injectAs('teacher', { url: '/api/examsubject' })).statusCode).toBe(200);
  });

  it('gives the demo pool to the automatic quiz subjects without one, once', async () => {
    await giveQuizSubjectsPool(app.db, pool);
    const quizzes = (await catalogue()).filter((s) => s.modality === 'Quiz automatisé');
    expect(quizzes.length).toBeGreaterThan(0);
    expect(quizzes.every((s) => s.pool === pool)).toBe(true);
  });
});
