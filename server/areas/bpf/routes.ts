import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BpfAnswerSchema } from '../../../domain/entities/bpf';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf, t } from '../../lib/i18n';
import { XLSX_TYPE } from '../../lib/xlsx';
import { ErrorSchema } from '../../plugins/errors';
import { bpfPdf } from './pdf';
import { bpfOfYear, bpfWorkbook } from './service';

const tags = ['quality'];
const access = ['bpf', 'read'] as const;
const YearParams = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const PeriodQuery = z.object({
  /** The month the fiscal year starts in; 1 (the default): the civil year. */
  fiscalStartMonth: z.coerce.number().int().min(1).max(12).optional(),
});

const COUNTING =
  'A half-day is held once its session has ended, and counts in the period its start falls in. Frame C: each funder’s amount times the share of the group’s held minutes that fall in the period; E: each trainer once by her kind (own staff or outside, from her record); F: a learner once per group she followed in the period, her minutes attended plus her e-learning. missing lists each group, learner or trainer whose missing data keeps it out of a line, with what it leaves out; leftOut adds them up. Amounts in cents, time in minutes.';

/**
 * The Bilan pédagogique et financier (/bpf/{year}): the cerfa 10443's frames C, E and F counted from
 * the funding plans, the half-days held and the trainers' records (domain/rules/bpf.ts), and what
 * is missing to count the rest. Super Administrators and Admins only (the bpf area).
 */
export const bpfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bpf/:year',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The BPF of a year: frames C, E, F-1, F-3 and F-4, and what is missing',
        description: `The civil year, or with fiscalStartMonth the fiscal year that starts in that month and ends in the year given (fiscalStartMonth=9, year 2026: 2025-09-01 to 2026-08-31). ${COUNTING}`,
        params: YearParams,
        querystring: PeriodQuery,
        response: { 200: BpfAnswerSchema },
      },
    },
    (request) => bpfOfYear(app.db, request.params.year, request.query.fiscalStartMonth),
  );

  app.get(
    '/bpf/:year/xlsx',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The BPF of a year as an xlsx file: its lines, and what is missing',
        description:
          'Two sheets: the cerfa’s lines in its order with its French labels (frame, code, label, learners or trainers, hours, euros), and the missing data (what, name, why, euros, hours and learners left out), headers and reasons in the language of Accept-Language. Same period as GET /bpf/{year}.',
        params: YearParams,
        querystring: PeriodQuery,
        produces: [XLSX_TYPE],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { year } = request.params;
      const answer = await bpfOfYear(app.db, year, request.query.fiscalStartMonth);
      const file = await bpfWorkbook(answer, lang);
      return sendFile(
        reply,
        XLSX_TYPE,
        attachment(`${t(lang, 'app.bpf.file')}-${year}`, 'xlsx'),
        file,
      );
    },
  );

  app.get(
    '/bpf/:year/pdf',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The BPF of a year as a PDF laid out like the cerfa’s frames',
        description:
          'An A4 document to type the BPF from: the period and the day printed, then frames C (euros), E (trainers and hours), F-1 (with those trained at a distance), F-3 and F-4 (learners and hours) as ruled tables of the cerfa’s lines with its French labels, and what the missing data leaves out of each frame. Figures written the French way; the other words in the language of Accept-Language. Same period as GET /bpf/{year}.',
        params: YearParams,
        querystring: PeriodQuery,
        produces: ['application/pdf'],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { year } = request.params;
      const answer = await bpfOfYear(app.db, year, request.query.fiscalStartMonth);
      const pdf = await bpfPdf(answer, lang);
      return sendFile(
        reply,
        'application/pdf',
        attachment(`${t(lang, 'app.bpf.file')}-${year}`, 'pdf'),
        pdf,
      );
    },
  );
};
