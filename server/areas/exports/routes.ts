import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CoursePlan } from '../../../domain/entities/group-results';
import {
  GroupExportSchema,
  SemesterExportParams,
  SemesterExportSchema,
} from '../../../domain/entities/group-results';
import { languageNameKey } from '../../../domain/entities/language';
import type { Lang } from '../../../locales/merge';
import { companies, languages } from '../../db/schema';
import { IdParams } from '../../lib/crud-routes';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf, t } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { getCompanyData } from '../company-panel';
import { getResults } from '../group-results';
import { getStudent } from '../students';
import { companyPdf } from './company-pdf';
import { coursePlan, semesterExport } from './course-plan';
import { groupDocx } from './group-docx';
import { groupPdf } from './group-pdf';
import { studentPdf } from './pdf';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const GROUP_EXPORT = ['exports', 'read'] as const;

/**
 * Documents of spec section 7: GET /export/pdf/user/{id}, the record of a student,
 * GET /export/pdf/company/{id}, a client's administration panel, and a group's course
 * plan as PDF, Word and JSON, and a client's semester as JSON.
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
      const student = await getStudent(app.db, request.params.id, readerOf(request));
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
      const panel = await getCompanyData(app.db, id, readerOf(request));
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

  /** The course plan as a document to sign, one route per format. */
  const planDocuments = [
    {
      format: 'pdf',
      type: 'application/pdf',
      summary: "A group's course plan as a PDF",
      description:
        'The client, group, trainers, dates, duration, training and language types, tests and exam, objectives, courses and their modules, e-learning details and learners, then signature boxes, in the language of Accept-Language. A Teacher exports the groups she teaches (404 for another).',
      render: async (plan: CoursePlan, lang: Lang) => {
        const { pdf, fileBase } = await groupPdf(plan, lang);
        return { file: pdf, fileBase };
      },
    },
    {
      format: 'docx',
      type: DOCX,
      summary: "A group's course plan as a Word document the client signs",
      description:
        'The same text as the PDF course plan, then two signature boxes (client, training provider) with name, date and signature lines. A Teacher exports the groups she teaches (404 for another).',
      render: async (plan: CoursePlan, lang: Lang) => {
        const { docx, fileBase } = await groupDocx(plan, lang);
        return { file: docx, fileBase };
      },
    },
  ];
  for (const document of planDocuments) {
    app.get(
      `/export/${document.format}/group/:id`,
      {
        config: { access: GROUP_EXPORT },
        schema: {
          tags: ['exports'],
          summary: document.summary,
          description: document.description,
          params: IdParams,
          produces: [document.type],
        },
      },
      async (request, reply) => {
        const plan = await coursePlan(app.db, request.params.id, readerOf(request));
        const lang = langOf(request.headers['accept-language']);
        const { file, fileBase } = await document.render(plan, lang);
        return sendFile(reply, document.type, attachment(fileBase, document.format), file);
      },
    );
  }

  app.get(
    '/export/json/group/:id',
    {
      config: { access: GROUP_EXPORT },
      schema: {
        tags: ['exports'],
        summary:
          'A group as JSON: its course plan (with e-learning details) and its learners with their results',
        description:
          'group is the course plan (hours, not minutes); results is GET /group/results/{id}. A Teacher exports the groups she teaches (404 for another).',
        params: IdParams,
        response: { 200: GroupExportSchema },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const group = await coursePlan(app.db, request.params.id, reader);
      return { group, results: await getResults(app.db, request.params.id, reader) };
    },
  );

  app.get(
    '/export/json/semester/:companyId/:semester/:begin/:end',
    {
      config: { access: GROUP_EXPORT },
      schema: {
        tags: ['exports'],
        summary: "A client's semester as JSON: its groups' course plans within a window",
        description:
          "A client's semester as JSON: {companyId} the client, {semester} the group semester value (0..10), {begin} and {end} the window (YYYY-MM-DD); the client's groups of that semester whose dates meet the window, each as its course plan with e-learning details. A group meets the window when it begins on or before {end} and ends on or after {begin}; a missing group date is open-ended. 400 when {end} is before {begin}; 404 for an unknown client or, for a Teacher, a client of none of her groups (she gets her groups only).",
        params: SemesterExportParams,
        response: { 200: SemesterExportSchema, 404: ErrorSchema },
      },
    },
    (request) => semesterExport(app.db, request.params, readerOf(request)),
  );
};
