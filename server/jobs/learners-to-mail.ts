import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { groupStudents, languages, sessionRegistrants, students } from '../db/schema';
import type { Db } from '../lib/crud-table';

/** Where learners are listed: a group's members, a session's registrants. */
const LISTS = {
  group: {
    table: groupStudents,
    listId: groupStudents.groupId,
    studentId: groupStudents.studentId,
  },
  session: {
    table: sessionRegistrants,
    listId: sessionRegistrants.sessionId,
    studentId: sessionRegistrants.studentId,
  },
};

/**
 * The learners of the groups or sessions given who can be mailed: not archived, with an address.
 * flag is that of the language she learns, which her mails are written in (mailLanguageOf);
 * listedAt, when she joined the group or registered for the session. `only`: that learner alone.
 */
export function learnersToMail(db: Db, list: keyof typeof LISTS, ids: string[], only?: string) {
  const { table, listId, studentId } = LISTS[list];
  return db
    .select({
      listId,
      studentId: students.id,
      email: students.email,
      firstname: students.firstname,
      listedAt: table.createdAt,
      flag: languages.initial,
    })
    .from(table)
    .innerJoin(students, eq(students.id, studentId))
    .leftJoin(languages, eq(languages.id, students.languageId))
    .where(
      and(
        inArray(listId, ids),
        only === undefined ? undefined : eq(studentId, only),
        isNull(students.archivedAt),
        sql`trim(${students.email}) <> ''`,
      ),
    );
}
