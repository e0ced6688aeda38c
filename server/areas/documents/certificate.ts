import { sql } from 'drizzle-orm';
import { ACTION_NATURES } from '../../../domain/entities/group-funding';
import { formatIn } from '../../../domain/rules/dates';
import { signatureSlots } from '../../../domain/rules/signature';
import type { Lang } from '../../../locales/merge';
import type { Block, DocumentModel } from '../../lib/document-blocks';
import { t } from '../../lib/i18n';
import { num, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { documentContext, objectivesReached } from './context';

/**
 * The certificate of completion (the French "certificat de réalisation") of a learner in a group,
 * on the ministry's model: the provider's signer certifies that the learner, employee of the client,
 * followed the action, of its nature (the funding plan's), from its first to its last day, for the
 * hours done as the follow-up counts them (in class from the half-days attended, at a distance from
 * the e-learning tracked); the retention of the proof; where and when, the stamp and signature.
 * Its detail follows: the trainers, the hours planned, the objectives reached and each half-day.
 * Needs the provider's legal name, address and signer, and the plan's nature.
 */
export async function certificateModel(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<DocumentModel> {
  const c = await documentContext(db, groupId, studentId, reader, lang, {
    identity: ['legalName', 'address', 'signer'],
    nature: true,
  });
  const [halfDays, objectives, [membership]] = await Promise.all([
    rowsOf(
      db,
      sql`select se.title, se.start, se."end", se.time_zone, sa.slot, sa.status, sa.minutes
          from slot_attendance sa
          join sessions se on se.id = sa.session_id
          where sa.student_id = ${studentId}
            and sa.session_id in (select session_id from session_groups where group_id = ${groupId})
          order by se.start, sa.slot`,
    ),
    objectivesReached(db, groupId, studentId),
    rowsOf(
      db,
      sql`select status from group_students where group_id = ${groupId} and student_id = ${studentId}`,
    ),
  ]);
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.group_results.certificate.${key}`, params);
  const mine = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.exports_screen.certificate.${key}`, params);
  const { head, identity, learner } = c;
  const reached = objectives.filter((r) => r.reached).length;
  const halfDayLines: string[] = [];
  for (const r of halfDays) {
    const zone = str(r.time_zone);
    const slot = signatureSlots(new Date(str(r.start)), new Date(str(r.end)), zone)[num(r.slot)];
    if (!slot) continue;
    const when = `${formatIn(slot.start, zone, 'EEE P p', lang)}–${formatIn(slot.end, zone, 'p', lang)}`;
    const status = t(lang, `app.sessions.statuses.${str(r.status)}`);
    halfDayLines.push(`${when} · ${str(r.title)} · ${status} · ${c.hours(num(r.minutes) / 60)}`);
  }
  const status = str(membership?.status);
  const blocks: Block[] = [
    { kind: 'title', text: label('title') },
    {
      kind: 'paragraph',
      text: label('statement', {
        signer: identity.signer.name,
        title: identity.signer.title,
        provider: identity.legalName,
      }),
    },
    { kind: 'field', label: label('beneficiary'), value: c.name },
    {
      kind: 'field',
      label: status === '' || status === 'employee' ? label('employer') : label('client'),
      value: head.companyName,
    },
    { kind: 'field', label: label('action'), value: head.name },
    {
      kind: 'list',
      label: label('nature'),
      lines: ACTION_NATURES.map(
        (n) => `${n === c.action?.nature ? '[X]' : '[ ]'} ${label(`natures.${n}`)}`,
      ),
    },
    {
      kind: 'field',
      label: label('period'),
      value: label('period_value', { from: c.day(head.beginDate), to: c.day(head.endDate) }),
    },
    {
      kind: 'field',
      label: label('duration'),
      value: label('duration_value', {
        done: c.hours(learner.doneHours),
        presential: c.hours(learner.presentialHours ?? 0),
        distance: c.hours(learner.elearningHours),
      }),
    },
    { kind: 'paragraph', text: label('retention'), small: true },
    { kind: 'paragraph', text: c.issued },
    {
      kind: 'signature',
      label: label('signature'),
      signer: `${identity.signer.name}, ${identity.signer.title}`,
      provider: true,
    },
    { kind: 'heading', text: label('annex') },
    { kind: 'field', label: label('trainers'), value: c.trainers.join(', ') || '…' },
    { kind: 'field', label: label('planned'), value: c.hours(learner.plannedHours) },
    {
      kind: 'field',
      label: mine('reached'),
      value: mine('reached_count', { reached, total: objectives.length }),
    },
    {
      kind: 'list',
      label: mine('objectives'),
      lines:
        objectives.length === 0
          ? [mine('no_objective')]
          : objectives.map((r) =>
              mine(r.reached ? 'objective_reached' : 'objective_not_reached', {
                objective: r.name,
              }),
            ),
    },
    {
      kind: 'list',
      label: label('half_days'),
      lines: halfDayLines.length === 0 ? [label('no_half_day')] : halfDayLines,
    },
  ];
  return {
    docTitle: `${label('title')}: ${c.name}`,
    blocks,
    fileBase: `${label('file')}-${learner.name}-${learner.firstname}`,
  };
}
