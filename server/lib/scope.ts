import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../domain/permissions';
import { groupStudents, groups, groupTeachers } from '../db/schema';
import { unauthorized } from './http-errors';

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

/** Scope false reads nothing, whoever asks (the auth hook answers 403 before; this is a backstop). */
const NOTHING = sql`false`;

/** Rows whose group column is one of the reader's groups. */
export const ownGroups = (reader: Reader, groupId: AnyColumn | SQL): SQL | undefined =>
  reader.scope === 'all'
    ? undefined
    : reader.scope === false
      ? NOTHING
      : sql`${groupId} in (${teaches(reader.staffId)})`;

/** Rows whose student column is a learner of one of the reader's groups. */
export const ownStudents = (reader: Reader, studentId: AnyColumn | SQL): SQL | undefined =>
  reader.scope === 'all'
    ? undefined
    : reader.scope === false
      ? NOTHING
      : sql`${studentId} in (select ${groupStudents.studentId} from ${groupStudents} where ${groupStudents.groupId} in (${teaches(reader.staffId)}))`;

/** Rows whose company column is the client of one of the reader's groups. */
export const ownCompanies = (reader: Reader, companyId: AnyColumn | SQL): SQL | undefined =>
  reader.scope === 'all'
    ? undefined
    : reader.scope === false
      ? NOTHING
      : sql`${companyId} in (select ${groups.companyId} from ${groups} where ${groups.id} in (${teaches(reader.staffId)}))`;

/** No staff row has this id: an 'own' reader without a known staff member reads nothing. */
const NO_STAFF = '00000000-0000-0000-0000-000000000000';

/** The reader of a request that passed the auth hook; a route open to anyone has none (401). */
export const readerOf = (request: { scope: Scope; user: { id: string } | null }): Reader => {
  if (!request.user) throw unauthorized();
  return { scope: request.scope, staffId: request.user.id };
};

/**
 * A reader, or a bare scope from a caller that does not know the staff member yet: 'all' reads
 * everything, and a bare 'own' (or false) reads nothing, never another teacher's records.
 */
export type ReaderOrScope = Reader | Scope;

export const asReader = (who: ReaderOrScope): Reader =>
  typeof who === 'object' ? who : { scope: who, staffId: NO_STAFF };

/** Every record: the server's own reads (after a write it checked) and the seeds. */
export const EVERYONE: Reader = { scope: 'all', staffId: NO_STAFF };
