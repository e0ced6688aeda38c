import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOT_MEMBER } from '../../../domain/entities/group-results';
import {
  MAIL_FAILED,
  MODULE_NOT_FOUND,
  NO_STUDENT,
  type ProgressRow,
  TEST_TOO_SOON,
  type UserProgress,
} from '../../../domain/entities/module-progress';
import { emailError, normalizeEmail } from '../../../domain/rules/email';
import {
  averageOf,
  MODULE_TEST_INTERVAL_MS,
  MODULE_TEST_TTL_MS,
  mailLanguageOf,
  percentOf,
  summarizeModule,
  type TrackedUnit,
} from '../../../domain/rules/module-progress';
import type { Lang } from '../../../locales/merge';
import type { Database } from '../../db/connect';
import { languages, modules, moduleTests, students } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { type ParsedList, sortKey } from '../../lib/list-query';
import { hashToken } from '../../lib/tokens';
import { testLink } from '../access-codes';

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

export interface ProgressFilter {
  moduleId?: string;
  studentId?: string;
  companyId?: string;
  /** The group's learners in the modules of the group's courses. */
  groupId?: string;
  /** Only these modules (a subquery of module ids): a learner's record read by a Teacher. */
  modulesIn?: SQL;
}

/** The modules of a group's courses (group_courses, course_modules). */
const groupModules = (groupId: string) =>
  sql`select cm.module_id from group_courses gc join course_modules cm on cm.course_id = gc.course_id where gc.group_id = ${groupId}`;
/** The learners of a group. */
const groupLearners = (groupId: string) =>
  sql`select gs.student_id from group_students gs where gs.group_id = ${groupId}`;

/**
 * The per learner and module figures, in one statement: the module's units with their activity
 * counts, the learner trackers of those units grouped per unit (then per learner and module),
 * and the idle seconds. Learners are the students with any tracker in the module's units.
 */
export function progressQuery(filter: ProgressFilter, tail: ReturnType<typeof sql>) {
  const moduleCond = sql.join(
    [
      filter.moduleId ? sql`mu.module_id = ${filter.moduleId}` : sql`true`,
      filter.groupId ? sql`mu.module_id in (${groupModules(filter.groupId)})` : sql`true`,
      filter.modulesIn ? sql`mu.module_id in (${filter.modulesIn})` : sql`true`,
    ],
    sql` and `,
  );
  const studentCond = sql.join(
    [
      filter.studentId ? sql`student_id = ${filter.studentId}` : sql`true`,
      filter.groupId ? sql`student_id in (${groupLearners(filter.groupId)})` : sql`true`,
    ],
    sql` and `,
  );
  const companyCond = filter.companyId ? sql`s.company_id = ${filter.companyId}` : sql`true`;
  return sql`
    with mu as (
      select mu.module_id, mu.unit_id, jsonb_array_length(u.activities) as n
      from module_units mu join units u on u.id = mu.unit_id
      where ${moduleCond}
    ),
    totals as (
      select module_id, count(*)::int as units, coalesce(sum(n), 0)::int as activities
      from mu group by module_id
    ),
    per_unit as (
      select t.student_id, mu.module_id, mu.unit_id, mu.n,
        count(*) filter (where t.status in ('completed', 'passed'))::int as done,
        count(t.score)::int as scored,
        coalesce(sum(t.score), 0)::float8 as score_sum,
        max(t.updated_at) as last_at
      from unit_trackers t join mu on mu.unit_id = t.unit_id
      where t.student_id is not null and ${studentCond}
      group by t.student_id, mu.module_id, mu.unit_id, mu.n
    ),
    per_module as (
      select student_id, module_id,
        sum(least(done, n))::int as done,
        (count(*) filter (where n > 0 and done >= n))::int as units_done,
        sum(scored)::int as scored,
        sum(score_sum)::float8 as score_sum,
        max(last_at) as last_at
      from per_unit group by student_id, module_id
    ),
    idle as (
      select i.student_id, mu.module_id, sum(i.seconds)::int as seconds, max(i.updated_at) as last_at
      from idle_trackers i join mu on mu.unit_id = i.unit_id
      where i.student_id is not null and ${studentCond}
      group by i.student_id, mu.module_id
    ),
    learners as (
      select student_id, module_id from per_module
      union select student_id, module_id from idle
    ),
    rows as (
      select l.module_id, m.name as module_name, l.student_id, s.name, s.firstname, s.email,
        s.company_id,
        coalesce(pm.units_done, 0) as completed_units, tt.units as total_units,
        coalesce(pm.done, 0) as completed_activities, tt.activities as total_activities,
        case when tt.activities > 0
          then round(100.0 * coalesce(pm.done, 0) / tt.activities)::int else 0 end as percentage,
        coalesce(pm.scored, 0) as scored, coalesce(pm.score_sum, 0)::float8 as score_sum,
        case when pm.scored > 0 then round((pm.score_sum / pm.scored)::numeric, 1)::float8 end
          as average_score,
        coalesce(i.seconds, 0) as seconds,
        greatest(pm.last_at, i.last_at) as last_activity_at
      from learners l
      join students s on s.id = l.student_id
      join modules m on m.id = l.module_id
      join totals tt on tt.module_id = l.module_id
      left join per_module pm on pm.student_id = l.student_id and pm.module_id = l.module_id
      left join idle i on i.student_id = l.student_id and i.module_id = l.module_id
      where ${companyCond}
    )
    ${tail}`;
}

const SORT_SQL: Record<string, string> = {
  // A row's _id is `${module_id}.${student_id}`: the pair orders the rows as their ids.
  id: '(module_id, student_id)',
  name: 'lower(name)',
  firstname: 'lower(firstname)',
  moduleName: 'lower(module_name)',
  percentage: 'percentage',
  completedActivities: 'completed_activities',
  completedUnits: 'completed_units',
  averageScore: 'average_score',
  seconds: 'seconds',
  lastActivityAt: 'last_activity_at',
};

const toProgressRow = (r: Row): ProgressRow => ({
  _id: `${r.module_id}.${r.student_id}`,
  moduleId: String(r.module_id),
  moduleName: String(r.module_name),
  studentId: String(r.student_id),
  name: String(r.name),
  firstname: String(r.firstname),
  email: String(r.email),
  companyId: r.company_id === null ? null : String(r.company_id),
  completedUnits: num(r.completed_units),
  totalUnits: num(r.total_units),
  completedActivities: num(r.completed_activities),
  totalActivities: num(r.total_activities),
  percentage: num(r.percentage),
  scored: num(r.scored),
  averageScore: numOrNull(r.average_score),
  seconds: num(r.seconds),
  lastActivityAt: isoOrNull(r.last_activity_at),
});

/** A page of learner rows and the total, in one statement (count over the filtered rows). */
export async function progressPage(
  db: Database,
  filter: ProgressFilter,
  list: ParsedList,
): Promise<{ rows: ProgressRow[]; total: () => Promise<number> }> {
  const column = SORT_SQL[sortKey(list, SORT_SQL) ?? 'name'];
  const dir = list.sortOrder === 'DESC' ? sql.raw('desc nulls last') : sql.raw('asc nulls last');
  const limit = list.limit === undefined ? sql`` : sql`limit ${list.limit}`;
  const rows = await rowsOf(
    db,
    progressQuery(
      filter,
      sql`select *, count(*) over () as total from rows
        order by ${sql.raw(column)} ${dir}, student_id, module_id
        ${limit} offset ${list.offset}`,
    ),
  );
  const total = async () => (rows.length > 0 ? num(rows[0].total) : countProgress(db, filter));
  return { rows: rows.map(toProgressRow), total };
}

/** Only asked for a page past the end, to tell the total. */
async function countProgress(db: Database, filter: ProgressFilter) {
  const [r] = await rowsOf(db, progressQuery(filter, sql`select count(*)::int as n from rows`));
  return num(r?.n);
}

/**
 * One learner's percentage, or the average over the module's learners (of one group, with
 * groupId), and the quiz totals, in one statement; 404 when the module does not exist.
 */
export async function moduleFigures(
  db: Database,
  moduleId: string,
  studentId?: string,
  groupId?: string,
) {
  const [r] = await rowsOf(
    db,
    sql`
      with mu as (
        select mu.unit_id, jsonb_array_length(u.activities) as n
        from module_units mu join units u on u.id = mu.unit_id where mu.module_id = ${moduleId}
      ),
      total as (select coalesce(sum(n), 0)::int as activities from mu),
      tr as (
        select t.student_id, t.status, t.score, mu.n, t.unit_id
        from unit_trackers t join mu on mu.unit_id = t.unit_id
        where t.student_id is not null
          and ${studentId ? sql`t.student_id = ${studentId}` : sql`true`}
          and ${groupId ? sql`t.student_id in (${groupLearners(groupId)})` : sql`true`}
      ),
      per_learner as (
        select student_id, count(*) filter (where status in ('completed', 'passed'))::int as done
        from tr group by student_id
      )
      select
        exists (select 1 from modules where id = ${moduleId}) as found,
        (select activities from total) as activities,
        (select count(*)::int from per_learner) as learners,
        (select coalesce(avg(least(done, (select activities from total))), 0)::float8
          from per_learner) as average_done,
        (select count(score)::int from tr) as scored,
        (select count(*) filter (where status = 'passed')::int from tr) as passed,
        (select count(*) filter (where status = 'failed')::int from tr) as failed,
        (select avg(score)::float8 from tr) as average_score`,
  );
  if (!r?.found) throw new HttpError(404, MODULE_NOT_FOUND);
  const activities = num(r.activities);
  const averageScore = numOrNull(r.average_score);
  return {
    moduleId,
    learners: num(r.learners),
    percentage: percentOf(num(r.average_done), activities),
    scored: num(r.scored),
    passed: num(r.passed),
    failed: num(r.failed),
    averageScore: averageScore === null ? null : averageOf([averageScore]),
  };
}

/**
 * GET /module/user/{a}/{b}: every unit of module b in order, each activity with the tracker of
 * owner a (a student, or the signed-in staff member's preview), and the idle seconds; one
 * statement. 404 when the module, or (not a preview) the student, does not exist.
 */
export async function userProgress(
  db: Database,
  ownerId: string,
  moduleId: string,
  preview: boolean,
): Promise<UserProgress> {
  const owner = preview ? sql`staff_id = ${ownerId}` : sql`student_id = ${ownerId}`;
  const rows = await rowsOf(
    db,
    sql`
      select
        ${preview ? sql`true` : sql`exists (select 1 from students where id = ${ownerId})`}
          as owner_found,
        u.id as unit_id, u.title, u.activities, mu.position,
        (select coalesce(jsonb_agg(jsonb_build_object(
            'activityId', t.activity_id, 'status', t.status, 'score', t.score,
            'totalSeconds', t.total_seconds, 'updatedAt', t.updated_at)), '[]'::jsonb)
          from unit_trackers t where t.unit_id = u.id and t.${owner}) as trackers,
        (select jsonb_build_object('seconds', coalesce(sum(i.seconds), 0), 'last', max(i.updated_at))
          from idle_trackers i where i.unit_id = u.id and i.${owner}) as idle
      from modules m
      left join module_units mu on mu.module_id = m.id
      left join units u on u.id = mu.unit_id
      where m.id = ${moduleId}
      order by mu.position`,
  );
  if (rows.length === 0) throw new HttpError(404, MODULE_NOT_FOUND);
  if (!rows[0].owner_found) throw new HttpError(404, 'app.module_progress.learner_not_found');
  let seconds = 0;
  let last: string | null = null;
  const later = (a: string | null, b: string | null) =>
    a === null || (b !== null && b > a) ? b : a;
  const units: TrackedUnit[] = rows
    .filter((r) => r.unit_id !== null)
    .map((r) => {
      const trackers = new Map(
        (r.trackers as Row[]).map((tr) => [String(tr.activityId), tr] as const),
      );
      const idle = (r.idle ?? {}) as Row;
      seconds += num(idle.seconds);
      last = later(last, isoOrNull(idle.last));
      const activities = Array.isArray(r.activities) ? (r.activities as Row[]) : [];
      return {
        unitId: String(r.unit_id),
        title: String(r.title),
        activities: activities.map((a) => {
          const tr = trackers.get(String(a.id));
          const updatedAt = isoOrNull(tr?.updatedAt);
          last = later(last, updatedAt);
          return {
            id: String(a.id),
            title: String(a.title ?? a.id),
            status: tr ? String(tr.status) : 'not attempted',
            score: numOrNull(tr?.score),
            totalSeconds: num(tr?.totalSeconds),
            updatedAt,
          };
        }),
      };
    });
  return { moduleId, ownerId, preview, ...summarizeModule(units), seconds, lastActivityAt: last };
}

/**
 * POST /module/test/{id}: a module_tests row with a random 128-bit code (only its SHA-256 kept),
 * and the mail with the link, in the learner's language when known, else the sender's.
 */
export async function sendModuleTest(
  app: FastifyInstance,
  moduleId: string,
  body: { email: string; groupId?: string | null },
  sender: { id: string },
  senderLang: Lang,
) {
  const email = normalizeEmail(body.email);
  const bad = emailError(email);
  if (bad) throw badRequest(bad, { email: bad });
  const db = app.db;
  const [module] = await db
    .select({ name: modules.name })
    .from(modules)
    .where(eq(modules.id, moduleId))
    .limit(1);
  if (!module) throw new HttpError(404, MODULE_NOT_FOUND);
  const [student] = await db
    .select({
      id: students.id,
      firstname: students.firstname,
      email: students.email,
      initial: languages.initial,
    })
    .from(students)
    .leftJoin(languages, eq(languages.id, students.languageId))
    .where(and(sql`lower(${students.email}) = ${email}`, isNull(students.archivedAt)))
    .limit(1);
  if (!student) throw new HttpError(404, NO_STUDENT, {}, { email: NO_STUDENT });
  const groupId = body.groupId ?? null;
  if (groupId) {
    const [member] = await rowsOf(
      db,
      sql`select 1 as one from group_students where group_id = ${groupId} and student_id = ${student.id}`,
    );
    if (!member) throw badRequest(NOT_MEMBER, { groupId: NOT_MEMBER });
  }

  const now = Date.now();
  const [recent] = await db
    .select({ createdAt: moduleTests.createdAt })
    .from(moduleTests)
    .where(
      and(
        eq(moduleTests.moduleId, moduleId),
        eq(moduleTests.studentId, student.id),
        gt(moduleTests.createdAt, new Date(now - MODULE_TEST_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(moduleTests.createdAt))
    .limit(1);
  if (recent) {
    const wait = Math.max(
      1,
      Math.ceil((recent.createdAt.getTime() + MODULE_TEST_INTERVAL_MS - now) / 1000),
    );
    throw new HttpError(429, TEST_TOO_SOON, { seconds: wait });
  }

  const code = randomBytes(16).toString('hex');
  const expiresAt = new Date(now + MODULE_TEST_TTL_MS);
  const [row] = await db
    .insert(moduleTests)
    .values({
      moduleId,
      studentId: student.id,
      groupId,
      email: student.email,
      codeHash: hashToken(code),
      sentBy: sender.id,
      expiresAt,
    })
    .returning({ id: moduleTests.id });
  const lang = mailLanguageOf(student.initial) ?? senderLang;
  const link = testLink(app.config.APP_URL, code);
  try {
    await app.mailer.send({
      to: student.email,
      subject: t(lang, 'app.module_progress.mail.subject', { module: module.name }),
      text: t(lang, 'app.module_progress.mail.text', {
        firstname: student.firstname,
        module: module.name,
        link,
        date: expiresAt.toISOString().slice(0, 10),
      }),
    });
  } catch (err) {
    app.log.error({ err }, 'module test mail not sent');
    await db.delete(moduleTests).where(eq(moduleTests.id, row.id));
    throw new HttpError(503, MAIL_FAILED);
  }
  return { sentTo: student.email, expiresAt: expiresAt.toISOString() };
}
