import type { Student } from '../../../domain/entities/student';
import { formatDate } from '../../../domain/rules/dates';
import { levelLabel } from '../../../domain/rules/levels';
import { personName } from '../../../domain/rules/person-name';
import type { Lang } from '../../../locales/merge';
import { t } from '../../lib/i18n';
import { FONT, newPdf } from '../../lib/pdf';

const dateOf = (iso: string | null, lang: Lang) => formatDate(iso, lang) ?? null;

/**
 * One page: a title, then label / value lines of the student's record, in Noto Sans: jsPDF's
 * built-in fonts are WinAnsi only and print ’, œ or € wrong.
 */
export async function studentPdf(
  student: Student,
  languageName: string | null,
  lang: Lang,
): Promise<Buffer> {
  const label = (key: string) => t(lang, `app.people.pdf.${key}`);
  const doc = await newPdf();
  doc.setProperties({ title: `${label('title')}: ${personName(student)}` });
  doc.setFont(FONT, 'bold');
  doc.setFontSize(18);
  doc.text(label('title'), 20, 25);
  doc.setFontSize(14);
  doc.text(personName(student), 20, 35);
  const lines: [string, string | null][] = [
    ['name', student.name],
    ['firstname', student.firstname],
    ['email', student.email],
    ['phone', student.phone],
    ['company', student.companyName],
    ['level', levelLabel(student.level) ?? null],
    ['language', languageName],
    ['created', dateOf(student.createdAt, lang)],
    ['updated', dateOf(student.updatedAt, lang)],
    ['archived', dateOf(student.archivedAt, lang)],
  ];
  doc.setFontSize(11);
  let y = 50;
  for (const [key, value] of lines) {
    if (key === 'archived' && value === null) continue;
    doc.setFont(FONT, 'bold');
    doc.text(label(key), 20, y);
    doc.setFont(FONT, 'normal');
    const wrapped = doc.splitTextToSize(value || label('none'), 120) as string[];
    doc.text(wrapped, 65, y);
    y += 9 + 5 * (wrapped.length - 1);
  }
  return Buffer.from(doc.output('arraybuffer'));
}
