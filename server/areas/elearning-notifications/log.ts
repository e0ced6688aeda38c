import { and, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  type ElearningNotificationLog,
  LogFilterSchema,
} from '../../../domain/entities/elearning-notification';
import type { Database } from '../../db/connect';
import { elearningNotifications, groups, students } from '../../db/schema';
import {
  asArray,
  iso,
  listPage,
  type ParsedList,
  parseFilter,
  searchCondition,
} from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';

const log = elearningNotifications;

const SORTABLE = {
  createdAt: log.createdAt,
  sentAt: log.sentAt,
  kind: log.kind,
  status: log.status,
  email: log.email,
};

/**
 * Log rows with their learner (names, address and archiving as they are now) and their group's name:
 * a row goes with its learner or its group, so both are always there.
 */
export const logRows = (db: Database) =>
  db
    .select({
      log,
      name: students.name,
      firstname: students.firstname,
      email: students.email,
      archivedAt: students.archivedAt,
      group: groups.name,
    })
    .from(log)
    .innerJoin(students, eq(students.id, log.studentId))
    .innerJoin(groups, eq(groups.id, log.groupId));

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * GET /elearningnotifications/log: the sending log, newest first unless sorted, filtered by kind,
 * status, group, learner (q: her name or e-mail; studentId) and date range (from, to: days, UTC);
 * a Teacher sees the messages of her groups only.
 */
export async function logPage(
  db: Database,
  list: ParsedList,
  reader: Reader,
): Promise<{ rows: ElearningNotificationLog[]; total: () => Promise<number> }> {
  if (list.sortField === undefined) list.sortOrder = 'DESC';
  const f = parseFilter(LogFilterSchema, list);
  const where: SQL | undefined = and(
    ownGroups(reader, log.groupId),
    f.id === undefined ? undefined : inArray(log.id, asArray(f.id)),
    f.kind === undefined ? undefined : inArray(log.kind, asArray(f.kind)),
    f.status === undefined ? undefined : inArray(log.status, asArray(f.status)),
    f.groupId === undefined ? undefined : inArray(log.groupId, asArray(f.groupId)),
    f.studentId === undefined ? undefined : inArray(log.studentId, asArray(f.studentId)),
    f.from === undefined ? undefined : gte(log.createdAt, new Date(`${f.from}T00:00:00Z`)),
    f.to === undefined ? undefined : lt(log.createdAt, nextDay(f.to)),
    searchCondition(students.searchText, f.q),
  );
  const query = logRows(db).where(where).$dynamic();
  const rows = await listPage(query, list, SORTABLE, log.createdAt, log.id);
  return {
    rows: rows.map(({ log: row, name, firstname, group: groupName }) => ({
      _id: row.id,
      kind: row.kind as ElearningNotificationLog['kind'],
      groupId: row.groupId,
      groupName,
      studentId: row.studentId,
      learner: `${firstname} ${name}`.trim(),
      email: row.email,
      language: row.language as ElearningNotificationLog['language'],
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
    total: async () => {
      const [{ n }] = await db
        .select({ n: count() })
        .from(log)
        .innerJoin(students, eq(students.id, log.studentId))
        .where(where);
      return n;
    },
  };
}
