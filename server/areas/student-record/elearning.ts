import { type SQL, sql } from 'drizzle-orm';
import { RecordElearningFilterSchema } from '../../../domain/entities/student-record';
import type { Database } from '../../db/connect';
import { type ParsedList, parseFilter } from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';
import { progressPage } from '../module-progress';
import { learnerOf } from './learner';

/**
 * The modules a reader sees in a learner's e-learning: every one for the others; for a Teacher,
 * those of the courses of the groups she teaches that the learner is in.
 */
function modulesInScope(studentId: string, reader: Reader): SQL | undefined {
  const taught = ownGroups(reader, sql.raw('gc.group_id'));
  if (taught === undefined) return undefined;
  return sql`select cm.module_id from group_courses gc
    join course_modules cm on cm.course_id = gc.course_id
    join group_students gs on gs.group_id = gc.group_id and gs.student_id = ${studentId}
    where ${taught}`;
}

/**
 * A page of her e-learning, one row per module she has tracked: the rows of GET /module/progress
 * (server/areas/module-progress/service.ts's one query), filtered by her and, for a Teacher, by the
 * modules of her groups. Newest activity first unless sorted otherwise.
 */
export async function recordElearning(db: Database, list: ParsedList, reader: Reader) {
  const f = parseFilter(RecordElearningFilterSchema, list);
  const studentId = await learnerOf(db, f.studentId, reader);
  const sorted: ParsedList =
    list.sortField === undefined
      ? { ...list, sortField: 'lastActivityAt', sortOrder: 'DESC' }
      : list;
  return progressPage(
    db,
    {
      studentId,
      moduleId: f.moduleId,
      companyId: f.companyId,
      modulesIn: modulesInScope(studentId, reader),
    },
    sorted,
  );
}
