import { randomUUID } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import { attendedMinutes, marksOfSessionStatus } from '../../../domain/rules/attendance';
import {
  DEFAULT_TIME_ZONE,
  expandRecurrence,
  type RecurrenceRow,
  type SessionType,
} from '../../../domain/rules/session';
import { signatureSlots } from '../../../domain/rules/signature';
import type { Database } from '../connect';
import {
  groupStudents,
  groups,
  groupTeachers,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
} from '../schema';
import { seededRandom } from './demo-people';
import { schoolYearStart } from './reference';

/** Learners registered to a demo session at most: a class, not the whole group. */
const MAX_REGISTRANTS = 12;
const INSERT_BATCH = 500;

const STARTS = ['08:30', '09:00', '10:00', '13:30', '14:00', '16:00', '17:30'];

const hoursAfter = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The demo agenda: each demo group has a weekly lesson from its first day through the school year (a tenth of them
 * twice a week), given by its first trainer to its learners in its language, in Paris time. The
 * past occurrences have their attendance taken. About 3,300 occurrences for 60 groups.
 */
export async function seedDemoSessions(db: Database, today = new Date()) {
  const [{ n }] = await db.select({ n: count() }).from(sessions);
  if (n > 0) return;
  const random = seededRandom(20_261_127);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random.next() * items.length)];

  const groupRows = await db
    .select({
      id: groups.id,
      name: groups.name,
      companyId: groups.companyId,
      languageId: groups.languageId,
      beginDate: groups.beginDate,
    })
    .from(groups)
    .orderBy(asc(groups.name), asc(groups.id));
  const trainers = new Map<string, string>();
  for (const t of await db
    .select()
    .from(groupTeachers)
    .orderBy(asc(groupTeachers.groupId), asc(groupTeachers.staffId))) {
    if (!trainers.has(t.groupId)) trainers.set(t.groupId, t.staffId);
  }
  const learners = new Map<string, string[]>();
  for (const s of await db
    .select({ groupId: groupStudents.groupId, studentId: groupStudents.studentId })
    .from(groupStudents)
    .orderBy(asc(groupStudents.groupId), asc(groupStudents.studentId))) {
    const list = learners.get(s.groupId) ?? [];
    if (list.length < MAX_REGISTRANTS) list.push(s.studentId);
    learners.set(s.groupId, list);
  }

  const year = schoolYearStart(today);
  const periodStart = new Date(`${year}-09-07T00:00:00Z`);
  // Through the summer too (intensive courses): the calendar around today is never empty.
  const periodEnd = new Date(`${year + 1}-08-31T00:00:00Z`);
  const rows: (typeof sessions.$inferInsert)[] = [];
  const registrants: (typeof sessionRegistrants.$inferInsert)[] = [];
  const marks: (typeof slotAttendance.$inferInsert)[] = [];
  const links: (typeof sessionGroups.$inferInsert)[] = [];

  for (const [i, group] of groupRows.entries()) {
    const teacherId = trainers.get(group.id);
    const students = learners.get(group.id) ?? [];
    if (!teacherId || students.length === 0) continue;
    const start = pick(STARTS);
    const dataTime: RecurrenceRow[] = [
      { day: 1 + (i % 5), start, end: hoursAfter(start, pick([60, 90, 120])) },
    ];
    if (i % 10 === 0) dataTime.push({ day: 1 + ((i + 2) % 5), start, end: hoursAfter(start, 90) });
    const type: SessionType = i % 3 === 0 ? 'Group-visio' : 'Group';
    const seriesId = randomUUID();
    // Not before the group begins: its certificate of attendance lists no lesson before its dates.
    const begins = group.beginDate ? new Date(`${group.beginDate}T00:00:00Z`) : periodStart;
    for (const occurrence of expandRecurrence(
      begins > periodStart ? begins : periodStart,
      periodEnd,
      dataTime,
      DEFAULT_TIME_ZONE,
    )) {
      const id = randomUUID();
      rows.push({
        id,
        seriesId,
        title: group.name,
        description: 'Weekly lesson',
        type,
        teacherId,
        languageId: group.languageId,
        slots: students.length,
        start: occurrence.start,
        end: occurrence.end,
        timeZone: DEFAULT_TIME_ZONE,
        isOpen: false,
        companyId: group.companyId,
        recurrent: true,
        dataTime,
        // Past lessons had their attendance sheet.
        appointmentAt: occurrence.end.getTime() < today.getTime() ? occurrence.start : null,
      });
      links.push({ sessionId: id, groupId: group.id });
      const past = occurrence.end.getTime() < today.getTime();
      for (const studentId of students) {
        const roll = random.next();
        const status = past ? (roll < 0.85 ? 'present' : roll < 0.95 ? 'absent' : 'late') : null;
        const arrivedAt =
          status === 'late' ? new Date(occurrence.start.getTime() + 15 * 60_000) : null;
        registrants.push({ sessionId: id, studentId, status, arrivedAt });
        // Each half-day's mark, as the attendance sheet writes them (domain/rules/attendance.ts).
        if (status) {
          const slots = signatureSlots(occurrence.start, occurrence.end, DEFAULT_TIME_ZONE);
          for (const mark of marksOfSessionStatus(slots, status, arrivedAt)) {
            const slot = slots[mark.slot];
            if (!slot) continue;
            marks.push({
              sessionId: id,
              studentId,
              slot: mark.slot,
              status: mark.status,
              at: mark.time,
              minutes: attendedMinutes(slot, mark.status, mark.time),
            });
          }
        }
      }
    }
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await tx.insert(sessions).values(rows.slice(i, i + INSERT_BATCH));
    for (let i = 0; i < links.length; i += INSERT_BATCH)
      await tx.insert(sessionGroups).values(links.slice(i, i + INSERT_BATCH));
    for (let i = 0; i < registrants.length; i += INSERT_BATCH * 4)
      await tx.insert(sessionRegistrants).values(registrants.slice(i, i + INSERT_BATCH * 4));
    for (let i = 0; i < marks.length; i += INSERT_BATCH * 4)
      await tx.insert(slotAttendance).values(marks.slice(i, i + INSERT_BATCH * 4));
  });
}
