import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type PlacementResult,
  PlacementResultFilterSchema,
} from '../../../domain/entities/placement-result';
import type { Database, Db } from '../../db/connect';
import { testAttempts } from '../../db/schema';
import type { Where } from '../../lib/crud-routes';
import { tableCrud } from '../../lib/crud-table';
import { asArray, iso, type ParsedList } from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';

/** What a result is read from: the attempt without its questions, answers and token. */
const select = (db: Db) =>
  db
    .select({
      id: testAttempts.id,
      title: testAttempts.title,
      lastName: testAttempts.lastName,
      firstName: testAttempts.firstName,
      email: testAttempts.email,
      companyId: testAttempts.companyId,
      groupId: testAttempts.groupId,
      studentId: testAttempts.studentId,
      questionCount: sql<number>`jsonb_array_length(${testAttempts.questions})`.mapWith(Number),
      score: testAttempts.score,
      level: testAttempts.level,
      pending: testAttempts.pending,
      finishedAt: testAttempts.finishedAt,
      createdAt: testAttempts.createdAt,
      updatedAt: testAttempts.updatedAt,
    })
    .from(testAttempts)
    .$dynamic();
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toResult = ({ id, companyId, groupId, studentId, ...r }: Row): PlacementResult => ({
  ...r,
  _id: id,
  company: companyId,
  group: groupId,
  student: studentId,
  finishedAt: iso(r.finishedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const crud = tableCrud<typeof testAttempts, PlacementResult, never, { updatedAt?: string }, Row>({
  table: testAttempts,
  select,
  toRecord: toResult,
  filterSchema: PlacementResultFilterSchema,
  filters: {
    company: (v: string | string[]) => inArray(testAttempts.companyId, asArray(v)),
    group: (v: string | string[]) => inArray(testAttempts.groupId, asArray(v)),
    student: (v: string | string[]) => inArray(testAttempts.studentId, asArray(v)),
    finished: (v: boolean) =>
      v ? isNotNull(testAttempts.finishedAt) : isNull(testAttempts.finishedAt),
  },
  // Few rows per client: the search reads the names and e-mail as they are.
  search: sql`f_unaccent(lower(${testAttempts.lastName} || ' ' || ${testAttempts.firstName} || ' ' || ${testAttempts.email}))`,
  sortable: {
    lastName: testAttempts.lastName,
    firstName: testAttempts.firstName,
    score: testAttempts.score,
    level: testAttempts.level,
    finishedAt: testAttempts.finishedAt,
    createdAt: testAttempts.createdAt,
  },
  defaultSort: 'createdAt',
});

/** A Teacher reads the results of her groups' codes only (scope 'own'); staff with 'all' read every one. */
export const resultConditions = (list: ParsedList, reader: Reader): Where =>
  and(crud.conditions(list), ownGroups(reader, testAttempts.groupId));

export const placementResults = {
  rows: crud.rows,
  count: crud.count,
  get: (db: Database, id: string, reader: Reader) =>
    crud.get(db, id, ownGroups(reader, testAttempts.groupId)),
};
