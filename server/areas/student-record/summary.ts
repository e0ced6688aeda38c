import type { RecordResult, RecordSummary } from '../../../domain/entities/student-record';
import { attendanceRate } from '../../../domain/rules/student-record';
import type { Database } from '../../db/connect';
import type { ParsedList } from '../../lib/list-query';
import type { Reader } from '../../lib/scope';
import { openFlagsOf } from '../at-risk';
import { recordElearning } from './elearning';
import { recordGroupRows, recordGroupsQuery } from './groups';
import { learnerOf } from './learner';
import { recordResultRows, recordResultsQuery } from './results';

/** Every row of a section's list, filtered by her (and a kind), in an order. */
const whole = (
  filter: Record<string, unknown>,
  sortField?: string,
  sortOrder: 'ASC' | 'DESC' = 'DESC',
): ParsedList => ({
  paged: false,
  offset: 0,
  limit: undefined,
  sortField,
  sortOrder,
  filter,
});

const round1 = (hours: number) => Math.round(hours * 10) / 10;

const levelOf = (result: RecordResult | undefined) =>
  result?.level
    ? { level: result.level, at: result.at, title: result.title, kind: result.kind }
    : null;

/**
 * GET /student/record/summary/{id}: the top of her record, added up from the sections' own
 * queries (her groups, her results, her e-learning), in the reader's scope.
 */
export async function recordSummary(
  db: Database,
  studentId: string,
  reader: Reader,
): Promise<RecordSummary> {
  await learnerOf(db, studentId, reader);
  const groupsList = whole({ studentId });
  const entryList = whole({ studentId, kind: 'placement' }, 'at', 'ASC');
  const nowList = whole({ studentId, kind: ['exam', 'grade'] }, 'at', 'DESC');
  const [groups, placements, latest, elearning, flags] = await Promise.all([
    recordGroupsQuery(db, groupsList, reader).then((q) => recordGroupRows(db, groupsList, q)),
    recordResultsQuery(db, entryList, reader).then((q) => recordResultRows(db, entryList, q)),
    recordResultsQuery(db, nowList, reader).then((q) => recordResultRows(db, nowList, q)),
    recordElearning(db, whole({ studentId }), reader),
    openFlagsOf(db, studentId, reader),
  ]);
  const sum = (f: (g: (typeof groups)[number]) => number) =>
    groups.reduce((total, g) => total + f(g), 0);
  const plannedElearning = groups.filter((g) => g.hours.plannedElearningHours !== null);
  const halfDays = {
    attended: sum((g) => g.halfDays.attended),
    absent: sum((g) => g.halfDays.absent),
    excused: sum((g) => g.halfDays.excused),
  };
  const completed = elearning.rows.reduce((t, r) => t + r.completedActivities, 0);
  const total = elearning.rows.reduce((t, r) => t + r.totalActivities, 0);
  return {
    studentId,
    levelAtEntry: levelOf(placements.find((p) => p.level !== null)),
    levelNow: levelOf(latest.find((r) => r.level !== null)),
    hours: {
      plannedHours: round1(sum((g) => g.hours.plannedHours)),
      presentialHours: round1(sum((g) => g.hours.presentialHours)),
      // A group whose e-learning details give no hours in class plans all of its hours there.
      plannedPresentialHours: round1(
        sum((g) => g.hours.plannedPresentialHours ?? g.hours.plannedHours),
      ),
      elearningHours: round1(sum((g) => g.hours.elearningHours)),
      plannedElearningHours:
        plannedElearning.length === 0
          ? null
          : round1(plannedElearning.reduce((t, g) => t + (g.hours.plannedElearningHours ?? 0), 0)),
    },
    halfDays: { ...halfDays, attendanceRate: attendanceRate(halfDays) },
    elearning: {
      completedActivities: completed,
      totalActivities: total,
      percentage: total === 0 ? null : Math.round((completed / total) * 100),
    },
    groups: {
      coming: groups.filter((g) => g.state === 'coming').length,
      running: groups.filter((g) => g.state === 'running').length,
      ended: groups.filter((g) => g.state === 'ended').length,
    },
    atRisk: flags.map(({ _id, groupId, groupName, rule, figures, raisedAt }) => ({
      _id,
      groupId,
      groupName,
      rule,
      figures,
      raisedAt,
    })),
  };
}
