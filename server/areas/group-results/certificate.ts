import { sql } from 'drizzle-orm';
import { formatDate, formatIn } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { signatureSlots } from '../../../domain/rules/signature';
import type { Lang } from '../../../locales/merge';
import { notFound } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { FONT, newPdf } from '../../lib/pdf';
import { FULL_WIDTH, LEFT, PdfWriter } from '../../lib/pdf-writer';
import { num, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { followUpLearners } from './follow-up';
import { groupHead, isMember } from './head';

/** The certificate's writer: the shared lines, and the provider's signature line. */
class CertificateWriter extends PdfWriter {
  signatureLine(label: string) {
    this.room(30);
    this.doc.setFont(FONT, 'normal');
    this.doc.setFontSize(10.5);
    this.doc.text(label, LEFT + FULL_WIDTH / 2, this.y + 8);
    this.doc.line(LEFT + FULL_WIDTH / 2, this.y + 25, LEFT + FULL_WIDTH, this.y + 25);
    this.y += 30;
  }
}

/**
 * GET /group/trainingfollowup/certificate/{groupId}/{studentId}: a learner's certificate of
 * attendance in a group (the French "certificat de réalisation"): the training, its dates and
 * trainers, the hours planned and done as the follow-up counts them (presential hours from the
 * half-days attended), and each half-day with its status and the minutes attended.
 */
export async function certificatePdf(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<{ pdf: Buffer; fileBase: string }> {
  const head = await groupHead(db, groupId, reader);
  if (!(await isMember(db, groupId, studentId))) throw notFound();
  const [[learner], trainers, halfDays] = await Promise.all([
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
  ]);
  if (!learner) throw notFound();
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.group_results.certificate.${key}`, params);
  const hours = (h: number) =>
    t(lang, 'app.group_results.doc.hours', {
      hours: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(h),
    });
  const day = (d: string | null) => formatDate(d, lang) ?? '…';
  const name = personName(learner);

  const doc = await newPdf();
  doc.setProperties({ title: `${label('title')}: ${name}` });
  const w = new CertificateWriter(doc);
  w.text(label('title'), 18, 'bold', 3);
  w.text(
    label('statement', {
      name,
      company: head.companyName,
      group: head.name,
      from: day(head.beginDate),
      to: day(head.endDate),
    }),
    11,
    'normal',
    4,
  );
  w.field(label('learner'), name);
  w.field(label('client'), head.companyName);
  w.field(label('training'), head.name);
  w.field(label('period'), `${day(head.beginDate)} – ${day(head.endDate)}`);
  w.field(
    label('trainers'),
    trainers
      .map((r) => personName({ name: str(r.name), firstname: str(r.firstname) }))
      .join(', ') || '…',
  );
  w.field(label('planned'), hours(learner.plannedHours));
  w.field(label('presential'), hours(learner.presentialHours ?? 0));
  w.field(label('elearning'), hours(learner.elearningHours));
  w.field(label('done'), hours(learner.doneHours));
  w.heading(label('half_days'));
  if (halfDays.length === 0) w.text(label('no_half_day'), 10.5);
  for (const r of halfDays) {
    const zone = str(r.time_zone);
    const slot = signatureSlots(new Date(str(r.start)), new Date(str(r.end)), zone)[num(r.slot)];
    if (!slot) continue;
    const when = `${formatIn(slot.start, zone, 'EEE P p', lang)}–${formatIn(slot.end, zone, 'p', lang)}`;
    const status = t(lang, `app.sessions.statuses.${str(r.status)}`);
    w.text(
      `${when} · ${str(r.title)} · ${status} · ${hours(num(r.minutes) / 60)}`,
      10,
      'normal',
      1,
    );
  }
  w.gap(6);
  w.text(label('issued', { date: formatDate(new Date(), lang) ?? '' }), 10.5, 'normal', 2);
  w.signatureLine(label('signature'));
  const fileBase = `${label('file')}-${learner.name}-${learner.firstname}`;
  return { pdf: Buffer.from(doc.output('arraybuffer')), fileBase };
}
