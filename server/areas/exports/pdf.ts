import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Student } from '../../../domain/entities/student';
import { formatDate } from '../../../domain/rules/dates';
import { levelLabel } from '../../../domain/rules/levels';
import { personName } from '../../../domain/rules/person-name';
import type { Lang } from '../../../locales/merge';
import { loadJsPdf } from '../../lib/document-libraries';
import { t } from '../../lib/i18n';

export const FONT = 'NotoSans';
// Resolved through node_modules from this file, so it works from server/ (tsx) and from a bundle.
const FONT_FILES = {
  normal: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type FontStyle = keyof typeof FONT_FILES;

let fonts: Promise<Record<FontStyle, string>> | undefined;

/** Noto Sans regular and bold as base64 (what jsPDF's VFS takes), read once on the first PDF. */
export function loadFonts(): Promise<Record<FontStyle, string>> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = (style: FontStyle) =>
      readFile(require.resolve(FONT_FILES[style])).then((b) => b.toString('base64'));
    const [normal, bold] = await Promise.all([read('normal'), read('bold')]);
    return { normal, bold };
  })().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** An A4 document in millimetres with Noto Sans regular and bold. */
export async function newPdf() {
  const [jsPDF, files] = await Promise.all([loadJsPdf(), loadFonts()]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  for (const style of ['normal', 'bold'] as const) {
    doc.addFileToVFS(`${FONT}-${style}.ttf`, files[style]);
    doc.addFont(`${FONT}-${style}.ttf`, FONT, style);
  }
  return doc;
}

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
