import { eq, sql } from 'drizzle-orm';
import type {
  FundingAnswer,
  FundingBody,
  FundingLearner,
  FundingPlan,
} from '../../../domain/entities/group-funding';
import {
  fundingErrors,
  fundingSplit,
  hoursOf,
  type LearnerMinutes,
  minutesOf,
  priceOf,
} from '../../../domain/rules/group-funding';
import { signatureSlots } from '../../../domain/rules/signature';
import type { Database } from '../../db/connect';
import { groupFunders, groupFunding } from '../../db/schema';
import { rejectFields } from '../../lib/field-errors';
import { notFound } from '../../lib/http-errors';
import { num, numOrNull, type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import { NEVER_SAVED, nextVersionTime, savedVersion } from '../../lib/stale-write';

/** The group as its plan reads it: its client's name and its duration; 404 when there is none. */
async function groupOf(db: Runner, groupId: string) {
  const [row] = await rowsOf(
    db,
    sql`select c.name as company_name, g.duration_minutes
        from groups g join companies c on c.id = g.company_id where g.id = ${groupId}`,
  );
  if (!row) throw notFound();
  return { companyName: str(row.company_name), durationMinutes: num(row.duration_minutes) };
}

/** The group's learners with their planned minutes (hers, else the group's) and status. */
async function learnersOf(db: Runner, groupId: string) {
  const rows = await rowsOf(
    db,
    sql`select gs.student_id, s.name, s.firstname, gs.status,
          coalesce(gs.planned_minutes, g.duration_minutes) as planned
        from group_students gs
        join students s on s.id = gs.student_id
        join groups g on g.id = gs.group_id
        where gs.group_id = ${groupId}
        order by lower(s.name), lower(s.firstname), s.id`,
  );
  return rows.map((r) => ({
    studentId: str(r.student_id),
    name: str(r.name),
    firstname: str(r.firstname),
    status: strOrNull(r.status) as FundingLearner['status'],
    planned: num(r.planned),
  }));
}

type Recorded = Omit<LearnerMinutes, 'planned' | 'studentId'>;

/**
 * Each learner's minutes in the half-days marked so far in the group's sessions: attended (as the
 * follow-up counts them), absent without justification (an absence, or what a late arrival or an
 * early departure missed), and absent with one.
 */
async function recordedMinutes(db: Runner, groupId: string): Promise<Map<string, Recorded>> {
  const sessions = await rowsOf(
    db,
    sql`select s.id, s.start, s."end", s.time_zone from session_groups sg
        join sessions s on s.id = sg.session_id where sg.group_id = ${groupId}`,
  );
  const marks = await rowsOf(
    db,
    sql`select sa.session_id, sa.student_id, sa.slot, sa.status, sa.minutes
        from session_groups sg
        join slot_attendance sa on sa.session_id = sg.session_id
        join group_students gs on gs.group_id = sg.group_id and gs.student_id = sa.student_id
        where sg.group_id = ${groupId}`,
  );
  const lengths = new Map(
    sessions.map((s) => [
      str(s.id),
      signatureSlots(new Date(s.start as string), new Date(s.end as string), str(s.time_zone)).map(
        (slot) => Math.round((slot.end.getTime() - slot.start.getTime()) / 60_000),
      ),
    ]),
  );
  const byLearner = new Map<string, Recorded>();
  for (const m of marks) {
    const id = str(m.student_id);
    const minutes = num(m.minutes);
    const length = lengths.get(str(m.session_id))?.[num(m.slot)] ?? minutes;
    const recorded = byLearner.get(id) ?? { attended: 0, unjustified: 0, excused: 0 };
    recorded.attended += minutes;
    if (m.status === 'excused') recorded.excused += length;
    else recorded.unjustified += Math.max(0, length - minutes);
    byLearner.set(id, recorded);
  }
  return byLearner;
}

const NONE: Omit<FundingPlan, 'funders' | 'learners'> = {
  priceMode: null,
  unitPriceCents: null,
  nature: null,
  objective: null,
  certificationCode: null,
  certificationTitle: null,
  nsfCode: null,
  modality: null,
  prerequisites: null,
  equipment: null,
};

/** GET /group/funding/{id}: the plan (empty while never saved), the learners, the price, the split. */
export async function fundingAnswer(db: Runner, groupId: string): Promise<FundingAnswer> {
  const group = await groupOf(db, groupId);
  const [[plan], funderRows, learners, recorded] = await Promise.all([
    rowsOf(
      db,
      sql`select f.*, (select concat_ws(' ', st.firstname, st.name) from staff st
            where st.id = f.updated_by) as author
          from group_funding f where f.group_id = ${groupId}`,
    ),
    rowsOf(db, sql`select * from group_funders where group_id = ${groupId} order by position`),
    learnersOf(db, groupId),
    recordedMinutes(db, groupId),
  ]);
  const version = plan ? savedVersion(new Date(plan.updated_at as string)) : null;
  const fields = {
    priceMode: strOrNull(plan?.price_mode),
    unitPriceCents: numOrNull(plan?.unit_price_cents),
    nature: strOrNull(plan?.nature),
    objective: strOrNull(plan?.objective),
    certificationCode: strOrNull(plan?.certification_code),
    certificationTitle: strOrNull(plan?.certification_title),
    nsfCode: strOrNull(plan?.nsf_code),
    modality: strOrNull(plan?.modality),
    prerequisites: strOrNull(plan?.prerequisites),
    equipment: strOrNull(plan?.equipment),
  } as typeof NONE;
  const funders = funderRows.map((f) => ({
    kind: str(f.kind) as FundingPlan['funders'][number]['kind'],
    name: str(f.name),
    studentId: strOrNull(f.student_id),
    amountCents: num(f.amount_cents),
    hours: hoursOf(num(f.minutes)),
    subrogation: f.subrogation === true,
    email: strOrNull(f.email),
  }));
  const minutes = learners.map((l) => ({
    studentId: l.studentId,
    planned: l.planned,
    ...(recorded.get(l.studentId) ?? { attended: 0, unjustified: 0, excused: 0 }),
  }));
  return {
    ...(version === null ? NONE : fields),
    groupId,
    companyName: group.companyName,
    durationHours: hoursOf(group.durationMinutes),
    funders,
    learners: learners.map((l, i) => {
      const m = minutes[i] as LearnerMinutes;
      return {
        studentId: l.studentId,
        name: l.name,
        firstname: l.firstname,
        status: l.status,
        plannedHours: hoursOf(m.planned),
        attendedHours: hoursOf(m.attended),
        unjustifiedHours: hoursOf(m.unjustified),
        excusedHours: hoursOf(m.excused),
      };
    }),
    priceCents: priceOf(fields, {
      learners: learners.length,
      durationMinutes: group.durationMinutes,
    }),
    split: fundingSplit(funders, minutes),
    updatedAt: version,
    updatedBy: version === null ? null : strOrNull(plan?.author),
  };
}

/**
 * PUT /group/funding/{id}: the plan written whole (its fields, its funders in order, the statuses of
 * the learners it names) if it is still as the writer read it (its updatedAt, null while never
 * saved); 409 otherwise. Its rules (domain/rules/group-funding.ts) are checked on the group as it is
 * in the same transaction: any broken is a 400 naming the fields, and nothing is written.
 */
export async function saveFunding(
  db: Database,
  groupId: string,
  body: FundingBody,
  staffId: string,
): Promise<FundingAnswer> {
  const { updatedAt, funders, learners: statuses, ...fields } = body;
  await db.transaction(async (tx) => {
    const group = await groupOf(tx, groupId);
    await tx
      .insert(groupFunding)
      .values({ groupId, createdAt: NEVER_SAVED, updatedAt: NEVER_SAVED })
      .onConflictDoNothing({ target: groupFunding.groupId });
    const [row] = await tx
      .select({ updatedAt: groupFunding.updatedAt })
      .from(groupFunding)
      .where(eq(groupFunding.groupId, groupId))
      .for('update');
    const current = savedVersion(row?.updatedAt);
    const at = nextVersionTime(current, updatedAt);
    const members = await learnersOf(tx, groupId);
    const price = priceOf(fields, {
      learners: members.length,
      durationMinutes: group.durationMinutes,
    });
    rejectFields(
      fundingErrors(
        { ...fields, funders, learners: statuses },
        { learnerIds: members.map((m) => m.studentId), price },
      ),
    );
    await tx
      .update(groupFunding)
      .set({
        ...fields,
        certificationCode: fields.certificationCode || null,
        certificationTitle: fields.certificationTitle || null,
        nsfCode: fields.nsfCode || null,
        prerequisites: fields.prerequisites || null,
        equipment: fields.equipment || null,
        updatedBy: staffId,
        updatedAt: at,
        ...(current === null ? { createdAt: at } : {}),
      })
      .where(eq(groupFunding.groupId, groupId));
    await tx.delete(groupFunders).where(eq(groupFunders.groupId, groupId));
    if (funders.length > 0)
      await tx.insert(groupFunders).values(
        funders.map((f, position) => ({
          groupId,
          position,
          kind: f.kind,
          name: f.name,
          studentId: f.studentId,
          amountCents: f.amountCents,
          minutes: minutesOf(f.hours),
          subrogation: f.subrogation,
          email: f.email ? f.email.trim().toLowerCase() : null,
        })),
      );
    if (statuses.length > 0)
      await tx.execute(
        sql`update group_students gs set status = v.status
            from jsonb_to_recordset(${JSON.stringify(statuses)}::jsonb)
              as v("studentId" uuid, status text)
            where gs.group_id = ${groupId} and gs.student_id = v."studentId"`,
      );
  });
  return fundingAnswer(db, groupId);
}

/** What the documents read of a group's action in its plan (null while never saved). */
export interface ActionDetails {
  nature: FundingPlan['nature'];
  objective: FundingPlan['objective'];
  certificationCode: string | null;
  certificationTitle: string | null;
  modality: FundingPlan['modality'];
  prerequisites: string | null;
  equipment: string | null;
}

/** A group's action as its plan describes it; null while the plan was never saved. */
export async function actionOf(db: Runner, groupId: string): Promise<ActionDetails | null> {
  const [row] = await rowsOf(
    db,
    sql`select * from group_funding
        where group_id = ${groupId} and updated_at > ${NEVER_SAVED.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  return {
    nature: strOrNull(row.nature) as FundingPlan['nature'],
    objective: strOrNull(row.objective) as FundingPlan['objective'],
    certificationCode: strOrNull(row.certification_code),
    certificationTitle: strOrNull(row.certification_title),
    modality: strOrNull(row.modality) as FundingPlan['modality'],
    prerequisites: strOrNull(row.prerequisites),
    equipment: strOrNull(row.equipment),
  };
}
