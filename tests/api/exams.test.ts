import { addDays, addHours, addYears } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ExamSession,
  type ExamSubject,
  type ExamType,
  NewExamBodySchema,
} from '../../domain/entities/exam';
import { examWindow } from '../../domain/rules/exam-session';
import { createExam } from '../../server/areas/exams/service';
import { companyPanels, examSessions, examSubjects } from '../../server/db/schema';
import { EXAM_SUBJECTS, seedExamSubjects } from '../../server/db/seed/exam-subjects';
import { t } from '../../server/lib/i18n';
import { type As, build } from './helpers';

describe('exams API', async () => {
  const { app, injectAs } = await build();

  let n = 0;
  /** A client; its panel row holds the exam type (as PUT /companyData/examConcerned writes it). */
  async function client(examType: ExamType | null | 'no panel' = 'toeic') {
    const res = await injectAs('superAdmin', {
      method: 'POST',
      url: '/api/company',
      payload: { name: `Exam Co ${++n}`, country: 'FR', type: 'Client', languageArea: 1 },
    });
    const id = res.json()._id as string;
    if (examType !== 'no panel') {
      await app.db
        .insert(companyPanels)
        .values({ companyId: id, examConcerned: { examType, semesters: [] } });
    }
    return id;
  }

  const subjects = async (): Promise<ExamSubject[]> =>
    (await injectAs('admin', { url: '/api/examsubject' })).json();
  const subjectsOf = async (examType: ExamType, modality = 'Sur la plateforme') =>
    (await subjects()).filter((s) => s.examType === examType && s.modality === modality);

  /** Dates inside the window: a day after its first moment. */
  const begin = addDays(examWindow(new Date()).min, 1);
  const period = (from = begin, hours = 2) => ({
    examBegin: from.toISOString(),
    examEnd: addHours(from, hours).toISOString(),
  });
  /** A catch-up session's dates. */
  const span = (from = begin, hours = 2) => ({
    begin: from.toISOString(),
    end: addHours(from, hours).toISOString(),
  });

  const add = (
    companyId: string,
    body: Record<string, unknown>,
    semester: number | string = 3,
    as: As = 'admin',
    lang = 'en',
  ) =>
    injectAs(as, {
      method: 'PUT',
      url: `/api/exam/new/${companyId}/${semester}`,
      headers: { 'accept-language': lang },
      payload: body,
    });
  const update = (id: string, body: Record<string, unknown>, as: As = 'admin') =>
    injectAs(as, { method: 'PUT', url: `/api/exam/update/${id}`, payload: body });
  const list = (companyId: string, as: As = 'admin') =>
    injectAs(as, { url: `/api/exam/company/${companyId}` });

  /** A session written straight into the table, this school year (the rules do not apply to it). */
  async function heldSession(companyId: string, subjectId: string | null) {
    await app.db.insert(examSessions).values({
      companyId,
      semester: 3,
      modality: 'Sur la plateforme',
      examSubjectId: subjectId,
      examBegin: new Date(),
      examEnd: addHours(new Date(), 1),
    });
  }

  it('seeds a catalogue for each exam type and modality needing a subject, once, sorted', async () => {
    const all = await subjects();
    expect(all).toHaveLength(EXAM_SUBJECTS.length);
    const keys = all.map((s) => `${s.examType}|${s.modality}|${s.name}`);
    expect(keys).toEqual([...keys].sort());
    for (const examType of ['toeic', 'linguageneral', 'linguabusiness'] as const) {
      for (const modality of ['Sur la plateforme', 'Quiz automatisé']) {
        expect((await subjectsOf(examType, modality)).length).toBe(3);
      }
    }
    expect(all.some((s) => s.modality === 'Sur table')).toBe(false);
    await seedExamSubjects(app.db);
    expect(await subjects()).toHaveLength(all.length);
    const filtered = await injectAs('teacher', {
      url: '/api/examsubject',
      query: { examType: 'linguabusiness', modality: 'Quiz automatisé' },
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()).toEqual(await subjectsOf('linguabusiness', 'Quiz automatisé'));
  });

  it('adds, lists by examBegin, updates and deletes a session', async () => {
    const company = await client('toeic');
    const [subject] = await subjectsOf('toeic');
    const later = await add(
      company,
      {
        ...period(addDays(begin, 30)),
        modality: 'Sur table',
        EWCorrect: true,
        catchUp: span(addDays(begin, 40)),
        status: { name: null },
      },
      4,
    );
    expect(later.statusCode).toBe(200);
    const first = await add(company, {
      ...period(),
      modality: 'Sur la plateforme',
      examSubject: subject._id,
    });
    expect(first.statusCode).toBe(200);
    const made: ExamSession = first.json();
    expect(made).toMatchObject({
      company,
      semester: 3,
      modality: 'Sur la plateforme',
      EWCorrect: false,
      examSubject: { _id: subject._id, name: subject.name },
      catchUp: null,
      status: { name: null },
    });
    expect(new Date(made.examBegin).getTime()).toBe(begin.getTime());
    expect(later.json()).toMatchObject({ semester: 4, EWCorrect: true, examSubject: null });
    expect(later.json().catchUp).not.toBeNull();

    const listed = (await list(company, 'superAdmin')).json() as ExamSession[];
    expect(listed.map((s) => s._id)).toEqual([made._id, later.json()._id]);
    expect(listed[0]).toEqual(made);
    // The panel reads them with the rest of the client's data (GET /companyData/{id}).
    const panel = (await injectAs('admin', { url: `/api/companyData/${company}` })).json();
    expect(panel.exams).toEqual(listed);

    const put = await update(made._id, {
      EWCorrect: true,
      catchUp: span(addDays(begin, 10)),
      status: { name: 'done' },
      updatedAt: made.updatedAt,
    });
    expect(put.statusCode).toBe(200);
    const updated: ExamSession = put.json();
    expect(updated).toMatchObject({
      EWCorrect: true,
      status: { name: 'done' },
      examSubject: { _id: subject._id },
    });
    expect(updated.status.updatedAt > made.status.updatedAt).toBe(true);
    expect(updated.status.createdAt).toBe(made.status.createdAt);

    const stale = await update(made._id, { EWCorrect: false, updatedAt: made.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('en', 'app.errors.stale_update'));
    expect((await list(company)).json()[0]).toEqual(updated);

    // No status change: its updatedAt stays.
    const again = await update(made._id, {
      status: { name: 'done' },
      updatedAt: updated.updatedAt,
    });
    expect(again.json().status.updatedAt).toBe(updated.status.updatedAt);

    const gone = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/exam/delete/${made._id}`,
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()._id).toBe(made._id);
    expect((await list(company)).json().map((s: ExamSession) => s._id)).toEqual([later.json()._id]);
    const twice = await injectAs('admin', { method: 'PUT', url: `/api/exam/delete/${made._id}` });
    expect(twice.statusCode).toBe(404);
    expect((await update(made._id, { updatedAt: made.updatedAt })).statusCode).toBe(404);
  });

  it('refuses dates outside the window and an end not after its begin, on each field', async () => {
    const company = await client('toeic');
    const { min, max } = examWindow(new Date());
    const early = await add(company, { ...period(addDays(min, -1)), modality: 'Sur table' }, 3);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.examBegin).toBe(t('en', 'app.exams.date_outside_window'));
    expect(early.json().message).toBe(t('en', 'app.exams.date_outside_window'));

    const late = await add(company, {
      examBegin: addDays(max, -1).toISOString(),
      examEnd: addDays(max, 1).toISOString(),
      modality: 'Sur table',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ examEnd: t('en', 'app.exams.date_outside_window') });

    const reversed = await add(
      company,
      {
        examBegin: addHours(begin, 2).toISOString(),
        examEnd: begin.toISOString(),
        modality: 'Sur table',
      },
      3,
      'admin',
      'fr',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ examEnd: t('fr', 'app.exams.begin_not_before_end') });

    const same = await add(company, {
      examBegin: begin.toISOString(),
      examEnd: begin.toISOString(),
      modality: 'Sur table',
      catchUp: { begin: addHours(begin, 3).toISOString(), end: addHours(begin, 1).toISOString() },
    });
    expect(same.json().errors).toEqual({
      examEnd: t('en', 'app.exams.begin_not_before_end'),
      'catchUp.end': t('en', 'app.exams.begin_not_before_end'),
    });

    const catchUpLate = await add(company, {
      ...period(),
      modality: 'Sur table',
      catchUp: span(addYears(begin, 2)),
    });
    expect(catchUpLate.json().errors).toEqual({
      'catchUp.begin': t('en', 'app.exams.date_outside_window'),
      'catchUp.end': t('en', 'app.exams.date_outside_window'),
    });
    expect((await list(company)).json()).toEqual([]);
  });

  it('refuses a semester outside 3 to 6 and an unknown client', async () => {
    const company = await client('toeic');
    for (const semester of [2, 7, 'x', 3.5]) {
      const res = await add(company, { ...period(), modality: 'Sur table' }, semester);
      expect(res.statusCode, String(semester)).toBe(400);
    }
    const seven = await add(company, { ...period(), modality: 'Sur table' }, 7);
    expect(seven.json().errors.semester).toBe(t('en', 'app.exams.semester_invalid'));
    for (const semester of [3, 6]) {
      expect(
        (await add(company, { ...period(), modality: 'Sur table' }, semester)).statusCode,
      ).toBe(200);
    }
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect((await add(unknown, { ...period(), modality: 'Sur table' })).statusCode).toBe(404);
    expect((await list(unknown)).statusCode).toBe(404);
  });

  it('needs an available subject unless the modality needs none', async () => {
    const company = await client('toeic');
    const toeic = await subjectsOf('toeic');
    const business = await subjectsOf('linguabusiness');
    const body = { ...period(), modality: 'Sur la plateforme' };

    const missing = await add(company, body);
    expect(missing.json().errors).toEqual({ examSubject: t('en', 'app.exams.subject_missing') });
    const other = await add(company, { ...body, examSubject: business[0]._id }, 3, 'admin', 'fr');
    expect(other.json().errors).toEqual({ examSubject: t('fr', 'app.exams.subject_unavailable') });
    const quiz = await add(company, {
      ...body,
      modality: 'Quiz automatisé',
      examSubject: toeic[0]._id,
    });
    expect(quiz.json().errors.examSubject).toBe(t('en', 'app.exams.subject_unavailable'));

    // A modality that needs no subject stores none, whatever was sent.
    for (const modality of ['Sur table', 'Oral - cours en présentiel', 'Voie postale']) {
      const res = await add(company, { ...body, modality, examSubject: toeic[0]._id });
      expect(res.statusCode, modality).toBe(200);
      expect(res.json().examSubject).toBeNull();
    }
    const withObject = await add(company, {
      ...body,
      examSubject: { _id: toeic[1]._id, name: toeic[1].name },
    });
    expect(withObject.statusCode).toBe(200);
    expect(withObject.json().examSubject).toEqual({ _id: toeic[1]._id, name: toeic[1].name });
  });

  it('answers no_subjects for a client with no exam type, or none in the catalogue', async () => {
    const body = { ...period(), modality: 'Sur la plateforme' };
    const [subject] = await subjectsOf('toeic');
    for (const company of [await client(null), await client('no panel')]) {
      const res = await add(company, { ...body, examSubject: subject._id }, 3, 'admin', 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Pas de sujets disponibles');
      expect(res.json().errors).toEqual({ examSubject: 'Pas de sujets disponibles' });
      expect((await add(company, { ...body, modality: 'Voie postale' })).statusCode).toBe(200);
    }
    // A catalogue emptied of a type's subjects for that modality.
    const company = await client('linguageneral');
    const quiz = await subjectsOf('linguageneral', 'Quiz automatisé');
    const saved = quiz.map((s) => ({
      id: s._id,
      name: s.name,
      examType: s.examType,
      modality: s.modality,
      createdAt: new Date(s.createdAt),
      updatedAt: new Date(s.updatedAt),
    }));
    const theirs = and(
      eq(examSubjects.examType, 'linguageneral'),
      eq(examSubjects.modality, 'Quiz automatisé'),
    );
    await app.db.delete(examSubjects).where(theirs);
    try {
      const res = await add(company, {
        ...body,
        modality: 'Quiz automatisé',
        examSubject: quiz[0]._id,
      });
      expect(res.json().errors).toEqual({ examSubject: t('en', 'app.exams.no_subjects') });
    } finally {
      await app.db.insert(examSubjects).values(saved);
    }
    expect(await subjectsOf('linguageneral', 'Quiz automatisé')).toEqual(quiz);
  });

  it('excludes the subjects used this school year for toeic and linguageneral, not linguabusiness', async () => {
    const body = { ...period(), modality: 'Sur la plateforme' };
    for (const examType of ['toeic', 'linguageneral'] as const) {
      const company = await client(examType);
      const [a, b, c] = await subjectsOf(examType);
      await heldSession(company, a._id);
      const used = await add(company, { ...body, examSubject: a._id });
      expect(used.statusCode, examType).toBe(400);
      expect(used.json().errors).toEqual({ examSubject: t('en', 'app.exams.subject_unavailable') });
      expect((await add(company, { ...body, examSubject: b._id })).statusCode).toBe(200);
      // Held this school year whatever the day of the run (an added exam may fall in the next one).
      await heldSession(company, b._id);
      await heldSession(company, c._id);
      const none = await add(company, { ...body, examSubject: c._id }, 3, 'admin', 'fr');
      expect(none.json().message).toBe('Plus de sujets disponibles');
      expect(none.json().errors).toEqual({ examSubject: 'Plus de sujets disponibles' });
      // Another client's sessions use nothing of this one's.
      const fresh = await client(examType);
      expect((await add(fresh, { ...body, examSubject: a._id })).statusCode).toBe(200);
    }
    const company = await client('linguabusiness');
    const [a] = await subjectsOf('linguabusiness');
    await heldSession(company, a._id);
    for (let i = 0; i < 2; i++) {
      expect((await add(company, { ...body, examSubject: a._id })).statusCode).toBe(200);
    }
  });

  it('gives the last free subject to one of two racing adds', async () => {
    const company = await client('toeic');
    const [a, b, c] = await subjectsOf('toeic');
    // A fixed day: the race's exams and the held ones fall in the same school year, 2030-2031.
    const day = new Date(2030, 9, 1, 12, 0);
    for (const subject of [a, b]) {
      await app.db.insert(examSessions).values({
        companyId: company,
        semester: 3,
        modality: 'Sur la plateforme',
        examSubjectId: subject._id,
        examBegin: new Date(2030, 8, 20),
        examEnd: new Date(2030, 8, 21),
      });
    }
    const from = addDays(examWindow(day).min, 1);
    const body = NewExamBodySchema.parse({
      ...period(from),
      modality: 'Sur la plateforme',
      examSubject: c._id,
    });
    const results = await Promise.allSettled(
      [0, 1].map(() => createExam(app.db, company, 3, body, 'all', day)),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      statusCode: 400,
      messageKey: 'app.exams.no_more_subjects',
    });
    const held = await app.db
      .select()
      .from(examSessions)
      .where(and(eq(examSessions.companyId, company), eq(examSessions.examSubjectId, c._id)));
    expect(held).toHaveLength(1);
  });

  it('updates with the rules on the merged session; its own subject stays available', async () => {
    const company = await client('toeic');
    const [a, b, c] = await subjectsOf('toeic');
    const made: ExamSession = (
      await add(company, { ...period(), modality: 'Sur la plateforme', examSubject: a._id })
    ).json();
    await heldSession(company, b._id);

    const own = await update(made._id, {
      ...made,
      _id: undefined,
      company: undefined,
      semester: undefined,
      createdAt: undefined,
      status: { name: null },
      examSubject: a._id,
      EWCorrect: true,
    });
    expect(own.statusCode).toBe(200);
    const taken = await update(made._id, { examSubject: b._id, updatedAt: own.json().updatedAt });
    expect(taken.json().errors).toEqual({ examSubject: t('en', 'app.exams.subject_unavailable') });
    await heldSession(company, c._id);
    // Every subject is used, its own one by itself: c is unavailable, not "no more subjects".
    const full = await update(made._id, { examSubject: c._id, updatedAt: own.json().updatedAt });
    expect(full.json().errors).toEqual({ examSubject: t('en', 'app.exams.subject_unavailable') });
    const moved = own;

    const reversed = await update(made._id, {
      examEnd: addHours(begin, -1).toISOString(),
      updatedAt: moved.json().updatedAt,
    });
    expect(reversed.json().errors).toEqual({ examEnd: t('en', 'app.exams.begin_not_before_end') });
    const early = await update(made._id, {
      examBegin: addDays(begin, -3).toISOString(),
      updatedAt: moved.json().updatedAt,
    });
    expect(early.json().errors).toEqual({ examBegin: t('en', 'app.exams.date_outside_window') });
    const noSubject = await update(made._id, {
      modality: 'Sur table',
      updatedAt: moved.json().updatedAt,
    });
    expect(noSubject.statusCode).toBe(200);
    expect(noSubject.json().examSubject).toBeNull();

    // A session already held keeps its past dates when its status or catch-up is set.
    await app.db
      .update(examSessions)
      .set({ examBegin: addDays(new Date(), -2), examEnd: addDays(new Date(), -1) })
      .where(eq(examSessions.id, made._id));
    const held = (await list(company)).json().find((s: ExamSession) => s._id === made._id);
    const graded = await update(made._id, {
      ...held,
      _id: undefined,
      company: undefined,
      semester: undefined,
      createdAt: undefined,
      examSubject: null,
      status: { name: 'graded' },
      catchUp: span(),
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({ status: { name: 'graded' }, examBegin: held.examBegin });
  });

  it('answers each role: anonymous 401, Teacher 404 on a client and 403 on writes', async () => {
    const company = await client('toeic');
    const made: ExamSession = (
      await add(company, { ...period(), modality: 'Sur table' }, 5, 'superAdmin')
    ).json();
    expect(made.semester).toBe(5);
    const calls = [
      { url: `/api/exam/company/${company}` },
      {
        method: 'PUT' as const,
        url: `/api/exam/new/${company}/3`,
        payload: { ...period(), modality: 'Sur table' },
      },
      {
        method: 'PUT' as const,
        url: `/api/exam/update/${made._id}`,
        payload: { updatedAt: made.updatedAt },
      },
      { method: 'PUT' as const, url: `/api/exam/delete/${made._id}` },
      { url: '/api/examsubject' },
    ];
    for (const call of calls) {
      expect((await injectAs('nobody', call)).statusCode, call.url).toBe(401);
    }
    const [read, create, change, remove, catalogue] = calls;
    expect((await injectAs('teacher', read)).statusCode).toBe(404);
    for (const call of [create, change, remove]) {
      expect((await injectAs('teacher', call)).statusCode, call.url).toBe(403);
    }
    expect((await injectAs('teacher', catalogue)).statusCode).toBe(200);
    expect((await injectAs('admin', read)).json()).toHaveLength(1);
    expect((await injectAs('superAdmin', read)).json()).toHaveLength(1);
    expect((await list(company)).json()).toEqual([made]);
  });
});
