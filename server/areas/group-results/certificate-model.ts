import { sql } from 'drizzle-orm';
import { formatDate, formatIn } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { signatureSlots } from '../../../domain/rules/signature';
import type { Lang } from '../../../locales/merge';
import { notFound } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { num, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { followUpLearners } from './follow-up';
import { groupHead, isMember } from './head';

/** A learner's certificate of attendance, as text in the reader's language: both writers render it. */
const bool = (v: unknown) => v === true || v === 't' || v === 'true';

export interface CertificateModel {
  title: string;
  docTitle: string;
  statement: string;
  fields: [label: string, value: string][];
  objectives: { heading: string; lines: string[] };
  halfDays: { heading: string; lines: string[] };
  issued: string;
  signature: string;
  fileBase: string;
}

/**
 * The certificate of attendance (the French "certificat de réalisation") of a learner in a group:
 * the training, its dates and trainers, the hours planned and done as the follow-up counts them
 * (presential hours from the half-days attended), the group's objectives with those the learner
 * reached, and each half-day with its status and the minutes attended. 404 outside the reader's
 * groups or for a learner not in the group.
 */
export async function certificateModel(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<CertificateModel> {
  const head = await groupHead(db, groupId, reader);
  if (!(await isMember(db, groupId, studentId))) throw notFound();
  const [[learner], trainers, halfDays, objectives] = await Promise.all([
    followUpLearners(db, head, studentId),
    rowsOf(
      db,
      sql`select st.name, st.firstname from group_teachers gt join staff st on st.id = gt.staff_id
          where gt.group_id = ${groupId} order by lower(st.name), lower(st.firstname), st.id`,
    ),
    rowsOf(
      db,
      sql`select se.title, se.start, se."end", se.time_zone, sa.slot, sa.status, sa.minutes
          from slot_attendance sa
          join sessions se on se.id = sa.session_id
          where sa.student_id = ${studentId}
            and sa.session_id in (select session_id from session_groups where group_id = ${groupId})
          order by se.start, sa.slot`,
    ),
    rowsOf(
      db,
      sql`select o.name, (r.objective_id is not null) as reached
          from group_objectives go
          join objectives o on o.id = go.objective_id
          left join group_objectives_reached r on r.group_id = go.group_id
            and r.objective_id = go.objective_id and r.student_id = ${studentId}
          where go.group_id = ${groupId}
          order by go.position, lower(o.name)`,
    ),
  ]);
  if (!learner) throw notFound();
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.group_results.certificate.${key}`, params);
  const mine = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.exports_screen.certificate.${key}`, params);
  const hours = (h: number) =>
    t(lang, 'app.group_results.doc.hours', {
      hours: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(h),
    });
  const day = (d: string | null) => formatDate(d, lang) ?? '…';
  const name = personName(learner);
  const reached = objectives.filter((r) => bool(r.reached)).length;

  const halfDayLines: string[] = [];
  for (const r of halfDays) {
    const zone = str(r.time_zone);
    const slot = signatureSlots(new Date(str(r.start)), new Date(str(r.end)), zone)[num(r.slot)];
    if (!slot) continue;
    const when = `${formatIn(slot.start, zone, 'EEE P p', lang)}–${formatIn(slot.end, zone, 'p', lang)}`;
    const status = t(lang, `app.sessions.statuses.${str(r.status)}`);
    halfDayLines.push(`${when} · ${str(r.title)} · ${status} · ${hours(num(r.minutes) / 60)}`);
  }
  return {
    title: label('title'),
    docTitle: `${label('title')}: ${name}`,
    statement: label('statement', {
      name,
      company: head.companyName,
      group: head.name,
      from: day(head.beginDate),
      to: day(head.endDate),
    }),
    fields: [
      [label('learner'), name],
      [label('client'), head.companyName],
      [label('training'), head.name],
      [label('period'), `${day(head.beginDate)} – ${day(head.endDate)}`],
      [
        label('trainers'),
        trainers
          .map((r) => personName({ name: str(r.name), firstname: str(r.firstname) }))
          .join(', ') || '…',
      ],
      [label('planned'), hours(learner.plannedHours)],
      [label('presential'), hours(learner.presentialHours ?? 0)],
      [label('elearning'), hours(learner.elearningHours)],
      [label('done'), hours(learner.doneHours)],
      [mine('reached'), mine('reached_count', { reached, total: objectives.length })],
    ],
    objectives: {
      heading: mine('objectives'),
      lines:
        objectives.length === 0
          ? [mine('no_objective')]
          : objectives.map((r) =>
              mine(bool(r.reached) ? 'objective_reached' : 'objective_not_reached', {
                objective: str(r.name),
              }),
            ),
    },
    halfDays: {
      heading: label('half_days'),
      lines: halfDayLines.length === 0 ? [label('no_half_day')] : halfDayLines,
    },
    issued: label('issued', { date: formatDate(new Date(), lang) ?? '' }),
    signature: label('signature'),
    fileBase: `${label('file')}-${learner.name}-${learner.firstname}`,
  };
}
