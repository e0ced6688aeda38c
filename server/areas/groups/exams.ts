import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { GroupExam } from '../../../domain/entities/group';
import { companies, groups } from '../../db/schema';
import type { ParsedList } from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';
import { type Db, dateText, fromGroups, groupNotFound, groupPage, learnersCount } from './read';

/** A group has an exam when it has an exam type or a middle or end test. */
export const hasExam = sql`(${groups.typeofexam} is not null or ${groups.middleTest} or ${groups.endTest})`;

const examColumns = {
  _id: groups.id,
  companyId: groups.companyId,
  companyName: companies.name,
  name: groups.name,
  typeofexam: groups.typeofexam,
  middleTest: groups.middleTest,
  endTest: groups.endTest,
  semester: groups.semester,
  beginDate: groups.beginDate,
  endDate: groups.endDate,
  learners: learnersCount,
};

const toExam = (r: Record<string, unknown>): GroupExam => ({
  ...(r as unknown as GroupExam),
  beginDate: dateText(r.beginDate),
  endDate: dateText(r.endDate),
  learners: Number(r.learners),
});

export async function examRows(db: Db, list: ParsedList, where: SQL | undefined) {
  const rows = await groupPage(
    fromGroups(db, examColumns).where(and(where, hasExam)).$dynamic(),
    list,
  );
  return rows.map(toExam);
}

export async function getExam(db: Db, id: string, reader: Reader): Promise<GroupExam> {
  const [row] = await fromGroups(db, examColumns).where(
    and(eq(groups.id, id), ownGroups(reader, groups.id), hasExam),
  );
  if (!row) throw groupNotFound();
  return toExam(row);
}
