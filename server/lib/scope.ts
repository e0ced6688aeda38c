import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../domain/permissions';
import { groupStudents, groups, groupTeachers } from '../db/schema';

/**
 * A Teacher's "own" scope (DESIGN.md permission matrix): the groups she teaches (group_teachers),
 * their learners and their clients. Each helper answers the condition to add to a query, or
 * undefined for the whole table (scope 'all'). A scope of false never reaches a handler (403).
 */
export interface Reader {
  scope: Scope;
  /** The signed-in staff member's id. */
  staffId: string;
}

const teaches = (staffId: string) =>
  sql`select ${groupTeachers.groupId} from ${groupTeachers} where ${groupTeachers.staffId} = ${staffId}`;

/** Rows whose group column is one of the reader's groups. */
export const ownGroups = (reader: Reader, groupId: AnyColumn | SQL): SQL | undefined =>
  reader.scope === 'all' ? undefined : sql`${groupId} in (${teaches(reader.staffId)})`;

/** Rows whose student column is a learner of one of the reader's groups. */
export const ownStudents = (reader: Reader, studentId: AnyColumn | SQL): SQL | undefined =>
  reader.scope === 'all'
    ? undefined
    : sql`${studentId} in (select ${groupStudents.studentId} from ${groupStudents} where ${groupStudents.groupId} in (${teaches(reader.staffId)}))`;

/** Rows whose company column is the client of one of the reader's groups. */
export const ownCompanies = (reader: Reader, companyId: AnyColumn | SQL): SQL | undefined =>
  reader.scope === 'all'
    ? undefined
    : sql`${companyId} in (select ${groups.companyId} from ${groups} where ${groups.id} in (${teaches(reader.staffId)}))`;

/** The reader of a request that passed the auth hook. */
export const readerOf = (request: { scope: Scope; user: { id: string } | null }): Reader => ({
  scope: request.scope,
  staffId: request.user?.id ?? '00000000-0000-0000-0000-000000000000',
});
