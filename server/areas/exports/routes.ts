import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsPDF } from 'jspdf';
import { z } from 'zod';
import { languageNameKey } from '../../../domain/entities/language';
import type { Student } from '../../../domain/entities/student';
import { levelLabel } from '../../../domain/rules/levels';
import type { Lang } from '../../../locales/merge';
import { languages } from '../../db/schema';
import { langOf, t } from '../../lib/i18n';
import { getStudent } from '../students/service';
import { safeFilename } from './xlsx';

const IdParams = z.object({ id: z.uuid() });

const dateOf = (iso: string | null, lang: Lang) =>
  iso
    ? new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : lang, { timeZone: 'UTC' })
    : null;

/** One page: a title, then label / value lines of the student's record. */
export function studentPdf(student: Student, languageName: string | null, lang: Lang): Buffer {
  const label = (key: string) => t(lang, `app.people.pdf.${key}`);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${label('title')}: ${student.name} ${student.firstname}` });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(label('title'), 20, 25);
  doc.setFontSize(14);
  doc.text(`${student.name} ${student.firstname}`, 20, 35);
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
    doc.setFont('helvetica', 'bold');
    doc.text(label(key), 20, y);
    doc.setFont('helvetica', 'normal');
    doc.text(doc.splitTextToSize(value || label('none'), 120) as string[], 65, y);
    y += 9;
  }
  return Buffer.from(doc.output('arraybuffer'));
}

/** Documents of spec section 7: GET /export/pdf/user/{id}, the record of a student. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/pdf/user/:id',
    {
      config: { access: ['exports', 'read'] },
      schema: {
        tags: ['exports'],
        summary: "A PDF of a student's record",
        params: IdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const student = await getStudent(app.db, request.params.id, request.scope);
      const [language] = student.language
        ? await app.db
            .select({ name: languages.name, initial: languages.initial })
            .from(languages)
            .where(eq(languages.id, student.language))
        : [];
      const lang = langOf(request.headers['accept-language']);
      const languageName = language
        ? t(lang, languageNameKey(language.initial), { _: language.name })
        : null;
      const pdf = studentPdf(student, languageName, lang);
      const filename = safeFilename(`student-${student.name}-${student.firstname}`, 'pdf');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
