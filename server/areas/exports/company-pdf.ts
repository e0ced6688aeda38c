import {
  type CompanyData,
  CRITERIA,
  type Criterion,
  SPECIAL_CRITERIA_SCHOOL_TYPES,
} from '../../../domain/entities/company-panel';
import type { ExamSession } from '../../../domain/entities/exam';
import { EXAM_MODALITY_KEYS, type ExamModality } from '../../../domain/entities/programmes';
import { splitMinutes } from '../../../domain/rules/company-panel';
import { formatDate, formatDateTime } from '../../../domain/rules/dates';
import { gradesDueAt } from '../../../domain/rules/exam-session';
import { personName } from '../../../domain/rules/person-name';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { PdfWriter } from '../../lib/pdf-writer';

export interface CompanyPdfInput {
  companyName: string;
  panel: CompanyData;
  exams: readonly ExamSession[];
}

/** "12 h 30", "8 h": minutes as stored, shown as hours and minutes (spec section 9). */
export const hoursText = (minutes: number) => {
  const { hours, minutes: rest } = splitMinutes(minutes);
  return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
};

/**
 * The company panel as a PDF, in the reader's language: the client's name, then its administrative
 * data, pedagogic contacts, semester entries, exam sessions and criteria; as many pages as it takes.
 */
export async function companyPdf(input: CompanyPdfInput, lang: Lang): Promise<Buffer> {
  const { companyName, panel, exams } = input;
  const doc = await newPdf();
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.company_panel.pdf.${key}`, params);
  const field = (key: string) => t(lang, `app.company_panel.fields.${key}`);
  const orNotSet = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? label('not_set') : String(value);
  const date = (value: string | Date | null | undefined) => formatDate(value, lang) ?? '';
  const dateTime = (value: string | Date | null | undefined) => formatDateTime(value, lang) ?? '';
  const w = new PdfWriter(doc);

  doc.setProperties({ title: `${label('title')}: ${companyName}` });
  w.text(label('title'), 18, 'bold', 3);
  w.text(companyName, 14, 'bold', 1);
  w.text(label('generated', { date: date(new Date()) }), 9.5);

  // Administrative data
  w.heading(label('admin'));
  const admin = panel.adminData;
  if (!admin) {
    w.text(label('not_set'), 10.5);
  } else {
    w.field(field('denomination'), orNotSet(admin.denomination));
    w.field(field('address'), orNotSet(admin.address));
    w.field(field('phone'), orNotSet(admin.phone));
    w.field(field('siret'), String(admin.siret));
    w.field(field('type'), admin.type);
    w.gap(1);
    w.text(t(lang, 'app.company_panel.billing_contact'), 11, 'bold', 1);
    const contact = admin.billingContact;
    w.field(field('name'), orNotSet(contact.name));
    w.field(field('firstname'), orNotSet(contact.firstname));
    w.field(field('address'), orNotSet(contact.address));
    w.field(field('phone'), orNotSet(contact.phone));
    w.field(field('email'), orNotSet(contact.email));
  }

  // Pedagogic contacts
  w.heading(label('pedagogic'));
  if (panel.pedagogicData.length === 0) w.text(label('none'), 10.5);
  for (const referent of panel.pedagogicData) {
    w.field(personName(referent), [referent.phone, referent.email].filter(Boolean).join(' · '));
  }

  // Semester entries
  w.heading(label('semesters'));
  if (panel.semesters.length === 0) w.text(label('none'), 10.5);
  const referentNames = new Map(panel.pedagogicData.map((r) => [r._id, personName(r)]));
  for (const entry of panel.semesters) {
    w.text(label('semester', { value: entry.semesterValue }), 11, 'bold', 1);
    w.field(
      label('period'),
      label('dates', { begin: date(entry.beginDate), end: date(entry.endDate) }),
    );
    w.field(label('elearning_hours'), hoursText(entry.elearningHours));
    w.field(
      label('need_former'),
      `${label(entry.needFormer ? 'yes' : 'no')} · ${label('presential', {
        groups: entry.presentialGroups,
        hours: hoursText(entry.presentialHours),
      })}`,
    );
    const names = entry.referents.map((id) => referentNames.get(id)).filter(Boolean);
    w.field(label('referents'), names.length > 0 ? names.join(', ') : label('none'));
    if (entry.closedAt) w.text(label('closed', { date: date(entry.closedAt) }), 10);
    w.gap(1.5);
  }

  // Exam sessions
  w.heading(label('exams'));
  if (exams.length === 0) w.text(label('none'), 10.5);
  for (const exam of exams) {
    w.text(label('semester', { value: exam.semester }), 11, 'bold', 1);
    const modalityKey = EXAM_MODALITY_KEYS[exam.modality as ExamModality];
    w.field(label('modality'), t(lang, modalityKey ?? exam.modality, { _: exam.modality }));
    w.field(label('subject'), exam.examSubject?.name ?? label('none'));
    w.field(label('exam'), `${dateTime(exam.examBegin)} – ${dateTime(exam.examEnd)}`);
    if (exam.catchUp) {
      w.field(label('catch_up'), `${dateTime(exam.catchUp.begin)} – ${dateTime(exam.catchUp.end)}`);
    }
    const status = exam.status.name ?? 'pending';
    w.field(label('status'), t(lang, `app.company_panel.exams.status.${status}`, { _: status }));
    w.field(label('grades_back'), date(gradesDueAt(exam)));
    w.gap(1.5);
  }

  // Criteria
  w.heading(label('criteria'));
  const special = (SPECIAL_CRITERIA_SCHOOL_TYPES as readonly string[]).includes(admin?.type ?? '');
  const shown: readonly Criterion[] = special ? ['attendance', 'elearning'] : CRITERIA;
  if (special) w.text(t(lang, 'app.company_panel.validation_conditions'), 11, 'bold', 1);
  for (const criterion of shown) {
    const value = panel.criteria[criterion];
    w.field(
      t(lang, `app.company_panel.criterion.${criterion}`),
      value ? t(lang, `app.company_panel.choice.${value}`) : label('not_set'),
    );
  }

  return Buffer.from(doc.output('arraybuffer'));
}
