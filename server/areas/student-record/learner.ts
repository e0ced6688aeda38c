import { type SQL, sql } from 'drizzle-orm';
import { STUDENT_REQUIRED } from '../../../domain/entities/student-record';
import { badRequest, notFound } from '../../lib/http-errors';
import { type Runner, rowsOf } from '../../lib/raw-rows';
import { ownGroups, ownStudents, type Reader } from '../../lib/scope';

/**
 * The learner a section reads: the filter's studentId, required (400), a student the reader may
 * see (a Teacher: a learner of a group she teaches), else 404 as for GET /student/{id}.
 */
export async function learnerOf(
  db: Runner,
  studentId: string | undefined,
  reader: Reader,
): Promise<string> {
  if (studentId === undefined) throw badRequest(STUDENT_REQUIRED, { studentId: STUDENT_REQUIRED });
  const scope = ownStudents(reader, sql.raw('s.id')) ?? sql`true`;
  const [row] = await rowsOf(
    db,
    sql`select 1 as one from students s where s.id = ${studentId} and ${scope}`,
  );
  if (!row) throw notFound();
  return studentId;
}

/** The groups of the reader's scope, as a condition on a group id column (true for 'all'). */
export const groupInScope = (reader: Reader, groupId: SQL): SQL =>
  ownGroups(reader, groupId) ?? sql`true`;
