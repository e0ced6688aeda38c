import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageNameKey } from '../../../domain/entities/language';
import { companies, languages } from '../../db/schema';
import { langOf, t } from '../../lib/i18n';
import { getCompanyData } from '../company-panel/service';
import { getStudent } from '../students/service';
import { companyPdf } from './company-pdf';
import { attachment, sendFile } from './files';
import { studentPdf } from './pdf';

const IdParams = z.object({ id: z.uuid() });

/**
 * Documents of spec section 7: GET /export/pdf/user/{id}, the record of a student, and
 * GET /export/pdf/company/{id}, a client's administration panel (issue 7).
 */
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
      const pdf = await studentPdf(student, languageName, lang);
      const base = `${t(lang, 'app.people.files.student')}-${student.name}-${student.firstname}`;
      return sendFile(reply, 'application/pdf', attachment(base, 'pdf'), pdf);
    },
  );

  app.get(
    '/export/pdf/company/:id',
    {
      config: { access: ['clients', 'read'] },
      schema: {
        tags: ['exports'],
        summary: "A PDF of a client's administration panel",
        description:
          'The administrative data, pedagogic contacts, semester entries, exam sessions and criteria of the client, in the language of Accept-Language.',
        params: IdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const panel = await getCompanyData(app.db, id, request.scope);
      const [company] = await app.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, id));
      const lang = langOf(request.headers['accept-language']);
      const companyName = company?.name ?? panel.adminData?.denomination ?? '';
      const pdf = await companyPdf({ companyName, panel, exams: panel.exams }, lang);
      const base = `${t(lang, 'app.company_panel.pdf.file')}-${companyName}`;
      return sendFile(reply, 'application/pdf', attachment(base, 'pdf'), pdf);
    },
  );
};
