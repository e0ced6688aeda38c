import { and, asc, eq, gte, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type {
  ExamSession,
  ExamSubject,
  ExamType,
  NewExamBody,
  UpdateExamBody,
} from '../../../domain/entities/exam';
import { SESSION_HAS_RESULTS } from '../../../domain/entities/exam-result';
import type { ExamModality } from '../../../domain/entities/programmes';
import {
  availableSubjects,
  EXAM_DATE_OUTSIDE_WINDOW,
  examPeriodErrors,
  examSemesterError,
  needsSubject,
  schoolYearOf,
  subjectError,
} from '../../../domain/rules/exam-session';
import type { Database, Db } from '../../db/connect';
import { companies, companyPanels, examResults, examSessions, examSubjects } from '../../db/schema';
import { badRequest, conflict, foundFirst } from '../../lib/http-errors';
import { asReader, ownCompanies, type ReaderOrScope } from '../../lib/scope';
import { checkUnchanged, timeAfter, updateUnlessStale } from '../../lib/stale-write';
import { toExamSubject } from '../exam-subjects';

type SessionRow = typeof examSessions.$inferSelect;

const toSession = (r: SessionRow, subjectName: string | null): ExamSession => ({
  _id: r.id,
  company: r.companyId,
  semester: r.semester,
  modality: r.modality as ExamSession['modality'],
  EWCorrect: r.ewCorrect,
  examSubject: r.examSubjectId !== null ? { _id: r.examSubjectId, name: subjectName ?? '' } : null,
  examBegin: r.examBegin.toISOString(),
  examEnd: r.examEnd.toISOString(),
  catchUp:
    r.catchUpBegin && r.catchUpEnd
      ? { begin: r.catchUpBegin.toISOString(), end: r.catchUpEnd.toISOString() }
      : null,
  status: {
    name: r.statusName as ExamSession['status']['name'],
    createdAt: r.statusCreatedAt.toISOString(),
    updatedAt: r.statusUpdatedAt.toISOString(),
  },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The subjects not archived of one exam type and modality, by name: those a new session may take. */
async function offeredSubjects(
  db: Db,
  filter: { examType: ExamType; modality: ExamModality },
): Promise<ExamSubject[]> {
  const rows = await db
    .select()
    .from(examSubjects)
    .where(
      and(
        eq(examSubjects.examType, filter.examType),
        eq(examSubjects.modality, filter.modality),
        isNull(examSubjects.archivedAt),
      ),
    )
    .orderBy(asc(examSubjects.name), asc(examSubjects.id));
  return rows.map(toExamSubject);
}

/**
 * The client within the scope, else 404 (a Teacher's 'own' scope: the clients of her groups). In a write,
 * its row is locked: two writes of one client's sessions run one after the other, so both cannot
 * take the last free subject.
 */
async function checkCompany(db: Db, companyId: string, who: ReaderOrScope, lock = false) {
  const query = db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), ownCompanies(asReader(who), companies.id)));
  foundFirst(await (lock ? query.for('update') : query));
}

const sessionsWithSubject = (db: Db, where: SQL | undefined) =>
  db
    .select({ session: examSessions, subjectName: examSubjects.name })
    .from(examSessions)
    .innerJoin(companies, eq(companies.id, examSessions.companyId))
    .leftJoin(examSubjects, eq(examSubjects.id, examSessions.examSubjectId))
    .where(where)
    .orderBy(asc(examSessions.examBegin), asc(examSessions.id));

/** The exam sessions of a client known to exist, by examBegin (also GET /companyData/{id}). */
export async function sessionsOfCompany(db: Db, companyId: string): Promise<ExamSession[]> {
  const rows = await sessionsWithSubject(db, eq(examSessions.companyId, companyId));
  return rows.map((r) => toSession(r.session, r.subjectName));
}

/** A client's exam sessions by examBegin (GET /exam/company/{id}). */
export async function listCompanyExams(
  db: Database,
  companyId: string,
  who: ReaderOrScope,
): Promise<ExamSession[]> {
  await checkCompany(db, companyId, who);
  return sessionsOfCompany(db, companyId);
}

/** A session of a client within the scope, else 404. */
async function getSession(db: Db, id: string, who: ReaderOrScope): Promise<ExamSession> {
  const row = foundFirst(
    await sessionsWithSubject(
      db,
      and(eq(examSessions.id, id), ownCompanies(asReader(who), examSessions.companyId)),
    ),
  );
  return toSession(row.session, row.subjectName);
}

/** The client's exam type (company_panels.exam_concerned.examType); null without a panel or a type. */
async function examTypeOf(db: Db, companyId: string): Promise<ExamType | null> {
  const [row] = await db
    .select({ examConcerned: companyPanels.examConcerned })
    .from(companyPanels)
    .where(eq(companyPanels.companyId, companyId));
  return (row?.examConcerned?.examType as ExamType | null | undefined) ?? null;
}

/** A session belongs to the school year its exam begins in (the subjects used, the road map). */
export const examBeginsIn = (year: { start: Date; end: Date }): SQL | undefined =>
  and(gte(examSessions.examBegin, year.start), lt(examSessions.examBegin, year.end));

/** Subject ids of the client's sessions whose exam begins in the school year of now (but one session's). */
async function usedSubjects(db: Db, companyId: string, now: Date, except?: string) {
  const rows = await db
    .select({ subject: examSessions.examSubjectId })
    .from(examSessions)
    .where(
      and(
        eq(examSessions.companyId, companyId),
        examBeginsIn(schoolYearOf(now)),
        except !== undefined ? ne(examSessions.id, except) : undefined,
      ),
    );
  return rows.flatMap((r) => (r.subject ? [r.subject] : []));
}

const subjectIdOf = (ref: NewExamBody['examSubject']): string | null =>
  ref === null ? null : typeof ref === 'string' ? ref : ref._id;

/** The message of a refused body: the first field's key, with every field's. */
function refuse(errors: Record<string, string>): never {
  const [first] = Object.values(errors);
  throw badRequest(first, errors);
}

/**
 * The subject rule of domain/rules on the server: the subjects of the client's exam type and the
 * modality, less those used this school year for toeic and linguageneral. The id to store: null
 * for a modality that needs no subject.
 */
async function checkSubject(
  db: Db,
  companyId: string,
  modality: ExamModality,
  subjectId: string | null,
  now: Date,
  except?: string,
): Promise<string | null> {
  if (!needsSubject(modality)) return null;
  const examType = await examTypeOf(db, companyId);
  const subjects = examType ? await offeredSubjects(db, { examType, modality }) : [];
  const used = await usedSubjects(db, companyId, now, except);
  const available = availableSubjects(subjects, used, examType, modality);
  const key = subjectError({ modality, examSubject: subjectId }, subjects, available);
  if (key) throw badRequest(key, { examSubject: key });
  return subjectId;
}

/** PUT /exam/new/{companyId}/{semester}: a new session; its status name is null. */
export async function createExam(
  db: Database,
  companyId: string,
  semester: number,
  body: NewExamBody,
  who: ReaderOrScope,
  now = new Date(),
): Promise<ExamSession> {
  const errors: Record<string, string> = {};
  const semesterKey = examSemesterError(semester);
  if (semesterKey) errors.semester = semesterKey;
  Object.assign(errors, examPeriodErrors(body, now));
  const id = await db.transaction(async (tx) => {
    await checkCompany(tx, companyId, who, true);
    if (Object.keys(errors).length > 0) refuse(errors);
    const subjectId = await checkSubject(
      tx,
      companyId,
      body.modality,
      subjectIdOf(body.examSubject),
      now,
    );
    const [row] = await tx
      .insert(examSessions)
      .values({
        companyId,
        semester,
        modality: body.modality,
        ewCorrect: body.EWCorrect,
        examSubjectId: subjectId,
        ...periodColumns(body),
        statusName: null,
      })
      .returning({ id: examSessions.id });
    return row.id;
  });
  return getSession(db, id, who);
}

/** The columns of a session's exam period and catch-up (none: null), as a new or changed session writes them. */
const periodColumns = (period: Pick<NewExamBody, 'examBegin' | 'examEnd' | 'catchUp'>) => ({
  examBegin: new Date(period.examBegin),
  examEnd: new Date(period.examEnd),
  catchUpBegin: period.catchUp ? new Date(period.catchUp.begin) : null,
  catchUpEnd: period.catchUp ? new Date(period.catchUp.end) : null,
});

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null) === (b ?? null) || (!!a && !!b && new Date(a).getTime() === new Date(b).getTime());

/**
 * PUT /exam/update/{id}: the rules on the merged session. The window (21 days ahead to a year) holds
 * for the dates the body changes: a session already held keeps its dates when its status or catch-up
 * is set. The subject rule runs when the modality or the subject changes; the session's own subject
 * stays available to it. A stale updatedAt is a 409; a new status name bumps status.updatedAt.
 */
export async function updateExam(
  db: Database,
  id: string,
  body: UpdateExamBody,
  who: ReaderOrScope,
  now = new Date(),
): Promise<ExamSession> {
  const { company } = await getSession(db, id, who);
  await db.transaction(async (tx) => {
    await checkCompany(tx, company, who, true);
    const current = await getSession(tx, id, who);
    checkUnchanged(current.updatedAt, body.updatedAt);
    const merged = {
      modality: body.modality ?? current.modality,
      examSubject:
        body.examSubject !== undefined
          ? subjectIdOf(body.examSubject)
          : (current.examSubject?._id ?? null),
      examBegin: body.examBegin ?? current.examBegin,
      examEnd: body.examEnd ?? current.examEnd,
      catchUp: body.catchUp !== undefined ? body.catchUp : current.catchUp,
    };
    const unchanged: Record<string, boolean> = {
      examBegin: sameInstant(merged.examBegin, current.examBegin),
      examEnd: sameInstant(merged.examEnd, current.examEnd),
      'catchUp.begin': sameInstant(merged.catchUp?.begin, current.catchUp?.begin),
      'catchUp.end': sameInstant(merged.catchUp?.end, current.catchUp?.end),
    };
    const errors = Object.fromEntries(
      Object.entries(examPeriodErrors(merged, now)).filter(
        ([field, key]) => !(key === EXAM_DATE_OUTSIDE_WINDOW && unchanged[field]),
      ),
    );
    if (Object.keys(errors).length > 0) refuse(errors);

    let subjectId = merged.examSubject;
    if (merged.modality !== current.modality || subjectId !== (current.examSubject?._id ?? null)) {
      subjectId = await checkSubject(tx, company, merged.modality, subjectId, now, id);
    }
    const statusChanged = body.status !== undefined && body.status.name !== current.status.name;
    const stamp = timeAfter(current.updatedAt);
    await updateUnlessStale(examSessions.updatedAt, body.updatedAt, (unchanged) =>
      tx
        .update(examSessions)
        .set({
          modality: merged.modality,
          ewCorrect: body.EWCorrect,
          examSubjectId: subjectId,
          ...periodColumns(merged),
          ...(statusChanged
            ? { statusName: body.status?.name ?? null, statusUpdatedAt: stamp }
            : {}),
          updatedAt: stamp,
        })
        .where(and(eq(examSessions.id, id), unchanged))
        .returning({ id: examSessions.id }),
    );
  });
  return getSession(db, id, who);
}

/** PUT /exam/delete/{id}: the deleted session; one holding exam results is kept (409). */
export async function deleteExam(
  db: Database,
  id: string,
  who: ReaderOrScope,
): Promise<ExamSession> {
  const session = await getSession(db, id, who);
  const [result] = await db
    .select({ id: examResults.examSessionId })
    .from(examResults)
    .where(eq(examResults.examSessionId, id))
    .limit(1);
  if (result) throw conflict(SESSION_HAS_RESULTS);
  await db.delete(examSessions).where(eq(examSessions.id, id));
  return session;
}
