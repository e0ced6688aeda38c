import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageNameKey } from '../../../domain/entities/language';
import { languages } from '../../db/schema';
import { langOf, t } from '../../lib/i18n';
import { getStudent } from '../students/service';
import { attachment, sendFile } from './files';
import { studentPdf } from './pdf';

const IdParams = z.object({ id: z.uuid() });

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
      const pdf = await studentPdf(student, languageName, lang);
      const base = `${t(lang, 'app.people.files.student')}-${student.name}-${student.firstname}`;
      return sendFile(reply, 'application/pdf', attachment(base, 'pdf'), pdf);
    },
  );
};
