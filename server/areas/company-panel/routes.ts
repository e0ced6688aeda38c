import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDataBodySchema,
  CompanyDataSchema,
  CriteriaBodySchema,
  ExamConcernedBodySchema,
  PedagogicBodySchema,
  RoadMapRowSchema,
  SemestersBodySchema,
} from '../../../domain/entities/company-panel';
import { updatedAtField } from '../../../domain/entities/fields';
import { answerList, areaAccess, hasListParams, IdParams } from '../../lib/crud-routes';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
import { ErrorSchema } from '../../plugins/errors';
import {
  countRoadMap,
  ROADMAP_COLUMNS,
  roadMapCells,
  roadMapConditions,
  roadMapRows,
} from './roadmap';
import {
  getCompanyData,
  nextSemester,
  putAdminData,
  putCriteria,
  putExamConcerned,
  putPedagogicData,
  putSemesters,
} from './service';

const tags = ['company panel'];
const { read: READ, write: WRITE } = areaAccess('clients');

const written = { 200: CompanyDataSchema, 400: ErrorSchema, 409: ErrorSchema };

/** The company administration panel (spec section 7: /companyData, /company/nextsemester, /company/fdr). */
export const companyPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companyData/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "A client's administration panel",
        description:
          "A client never written answers the empty panel, versioned by the client's creation time.",
        params: IdParams,
        response: { 200: CompanyDataSchema },
      },
    },
    (request) => getCompanyData(app.db, request.params.id, readerOf(request)),
  );

  const sections = [
    {
      path: 'admin',
      body: AdminDataBodySchema,
      write: putAdminData,
      summary: 'Saves the administrative data',
      detail:
        'Every field required, SIRET digits only (at least 14); the school type is locked once saved (409)',
    },
    {
      path: 'pedagogic',
      body: PedagogicBodySchema,
      write: putPedagogicData,
      summary: 'Saves the whole list of pedagogic contacts',
      detail:
        "Client contacts of the company, names upper case; those left out stop being pedagogic and leave the semester entries' referents",
    },
    {
      path: 'semesters',
      body: SemestersBodySchema,
      write: putSemesters,
      summary: 'Saves the whole list of semester entries',
      detail: 'Hours in minutes; an entry is kept by _id, dropped when absent, created when new',
    },
    {
      path: 'criterias',
      body: CriteriaBodySchema,
      write: putCriteria,
      summary: 'Saves the criteria',
      detail: '',
    },
    {
      path: 'examConcerned',
      body: ExamConcernedBodySchema,
      write: putExamConcerned,
      summary: 'Saves the exam type and the exam semesters',
      detail: 'Semester values 3 to 6, each once',
    },
  ] as const;

  for (const section of sections) {
    app.put(
      `/companyData/${section.path}/:id`,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: section.summary,
          description: `${section.detail ? `${section.detail}. ` : ''}Guarded by the panel's updatedAt (409 when stale, nothing written)${
            section.path === 'admin' ? '' : '; 409 until the administrative data is saved'
          }; answers the whole panel.`,
          params: IdParams,
          body: section.body,
          response: written,
        },
      },
      // biome-ignore lint/suspicious/noExplicitAny: each section's body is its own schema's output.
      (request) => section.write(app.db, request.params.id, request.body as any),
    );
  }

  app.put(
    '/company/nextsemester/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Moves the client to its next semester',
        description:
          "The current entry (the open one, closedAt null, with the earliest begin date) is closed (closedAt = now) and the next open entry becomes current; 409 when no entry is open or none follows it. Guarded by the panel's updatedAt; answers the whole panel.",
        params: IdParams,
        body: z.strictObject({ updatedAt: updatedAtField }),
        response: written,
      },
    },
    (request) => nextSemester(app.db, request.params.id, request.body),
  );

  app.get(
    '/company/fdr',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The clients' road map for the current school year",
        description:
          'The school year runs from 1 September to 31 August: one row per client and semester entry meeting the year, with the exam sessions of that semester value; with range/sort (companyName, schoolType, semesterValue, beginDate, endDate)/filter (q, company, schoolType, semesterValue) a page and Content-Range.',
        querystring: ListQuerySchema,
        response: { 200: z.array(RoadMapRowSchema) },
      },
    },
    (request, reply) => {
      const parsed = parseListQuery(request.query);
      const where = roadMapConditions(parsed, readerOf(request));
      return answerList(
        reply,
        parsed,
        hasListParams(request.query),
        () => roadMapRows(app.db, parsed, where),
        () => countRoadMap(app.db, where),
      );
    },
  );

  registerXlsxListExport(app, {
    path: '/company/fdr/export',
    access: ['exports', 'read'],
    tags,
    summary: 'The road map as an xlsx file in the reader’s language',
    description:
      'Filtered and sorted as the list dialect says; hours as hours and minutes; at most 10,000 rows.',
    file: 'roadmap',
    columns: ROADMAP_COLUMNS,
    keys: 'app.company_panel.rules.roadmap',
    rows: async (parsed, request, lang) =>
      (await roadMapRows(app.db, parsed, roadMapConditions(parsed, readerOf(request)))).map((r) =>
        roadMapCells(lang, r),
      ),
  });
};
