import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateExamSubject,
  type ExamSubject,
  ExamSubjectFilterSchema,
  type ExamType,
  type UpdateExamSubject,
} from '../../../domain/entities/exam';
import type { ExamModality } from '../../../domain/entities/programmes';
import {
  examSubjectErrors,
  SUBJECT_IN_USE,
  SUBJECT_UNKNOWN_POOL,
} from '../../../domain/rules/exam-subject';
import type { Database } from '../../db/connect';
import { examSubjects } from '../../db/schema';
import type { Where } from '../../lib/crud-routes';
import { archivableTimes, tableCrud } from '../../lib/crud-table';
import { refusedReference } from '../../lib/db-errors';
import { badRequest } from '../../lib/http-errors';
import { asArray, type ParsedList } from '../../lib/list-query';

type Row = typeof examSubjects.$inferSelect;

/** A subject's record from its row (the search text stays on the server). */
export const toExamSubject = ({ id, poolId, searchText: _, ...r }: Row): ExamSubject => ({
  _id: id,
  name: r.name,
  examType: r.examType as ExamSubject['examType'],
  modality: r.modality as ExamSubject['modality'],
  pool: poolId,
  ...archivableTimes(r),
});

/** The columns of a subject: the rules of domain/rules/exam-subject.ts checked (a 400 on the field). */
function subjectColumns(subject: {
  name: string;
  examType: ExamType;
  modality: ExamModality;
  pool: string | null;
}) {
  const errors = examSubjectErrors(subject);
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return {
    name: subject.name.trim(),
    examType: subject.examType,
    modality: subject.modality,
    poolId: subject.pool,
  };
}

/** A pool that does not exist (the foreign key refuses): 400 on the field. */
const poolError = refusedReference('pool', SUBJECT_UNKNOWN_POOL);

/** The panel's order, and the list's without a sort: exam type, modality, name. */
const catalogueOrder = sql`(${examSubjects.examType}, ${examSubjects.modality}, ${examSubjects.name})`;

const crud = tableCrud<typeof examSubjects, ExamSubject, CreateExamSubject, UpdateExamSubject>({
  table: examSubjects,
  toRecord: toExamSubject,
  filterSchema: ExamSubjectFilterSchema,
  filters: {
    examType: (v: string | string[]) => inArray(examSubjects.examType, asArray(v)),
    modality: (v: string | string[]) => inArray(examSubjects.modality, asArray(v)),
    pool: (v: string | string[]) => inArray(examSubjects.poolId, asArray(v)),
  },
  archivedAt: examSubjects.archivedAt,
  search: examSubjects.searchText,
  sortable: {
    name: examSubjects.name,
    examType: examSubjects.examType,
    modality: examSubjects.modality,
    createdAt: examSubjects.createdAt,
    updatedAt: examSubjects.updatedAt,
  },
  defaultSort: catalogueOrder,
  insert: subjectColumns,
  writeError: poolError,
  inUseKey: SUBJECT_IN_USE,
});

/** The panel's query parameters of GET /examsubject: one exam type, one modality. */
export interface SubjectQuery {
  examType?: ExamType;
  modality?: ExamModality;
}

/** The list's conditions: the dialect's filter (archived or not), and the panel's query parameters. */
const conditions = (list: ParsedList, archived: boolean | undefined, query: SubjectQuery): Where =>
  and(
    crud.listConditions(list, archived),
    query.examType !== undefined ? eq(examSubjects.examType, query.examType) : undefined,
    query.modality !== undefined ? eq(examSubjects.modality, query.modality) : undefined,
  );

/** The rules run on the subject as it will be. */
async function update(db: Database, id: string, { updatedAt, ...body }: UpdateExamSubject) {
  const current = await crud.get(db, id);
  const next = subjectColumns({ ...current, ...body });
  return crud.write(db, id, next, updatedAt).catch(poolError);
}

export const examSubjectCrud = { ...crud, conditions, update };
