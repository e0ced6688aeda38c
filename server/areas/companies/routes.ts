import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanySchema,
  CreateCompanySchema,
  UpdateCompanySchema,
} from '../../../domain/entities/company';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { areaAccess } from '../../lib/crud-routes';
import { searchPage } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { companyCells } from '../../lib/xlsx';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
import {
  archiveCompany,
  companyConditions,
  companyRows,
  countCompanies,
  createCompany,
  deleteCompany,
  getCompany,
  updateCompany,
} from './service';

const tags = ['companies'];
const { read: READ, write: WRITE } = areaAccess('clients');
/** Matches of GET /company/search/{text}, best first by name. */
const SEARCH_LIMIT = 20;

/** Companies: clients and schools of both language areas (spec sections 3 and 7). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerArchivableCrud(app, {
    base: '/company',
    tags,
    access: { read: READ, write: WRITE },
    schemas: { record: CompanySchema, create: CreateCompanySchema, update: UpdateCompanySchema },
    service: {
      conditions: companyConditions,
      rows: companyRows,
      count: countCompanies,
      get: getCompany,
      create: createCompany,
      update: updateCompany,
      remove: deleteCompany,
      archive: archiveCompany,
    },
    summaries: {
      list: 'Companies; with range/sort/filter (q, country, type, languageArea, archived, id) a page and Content-Range',
      create: 'Creates a company',
      archived: 'Archived companies (same dialect)',
      get: 'A company',
      update: 'Updates a company; a stale updatedAt is a 409',
      remove: 'Deletes a company; 409 while students or contacts belong to it',
      archive: 'Archives (archived: true) or restores (false) a company',
    },
  });

  app.get(
    '/company/search/:text',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Companies whose name matches the text, accents and case ignored',
        params: z.object({ text: z.string().max(200) }),
        response: { 200: z.array(CompanySchema) },
      },
    },
    (request) => {
      const parsed = searchPage(request.params.text, SEARCH_LIMIT);
      return companyRows(app.db, parsed, companyConditions(parsed, readerOf(request)));
    },
  );

  registerXlsxListExport(app, {
    path: '/company/export',
    access: ['exports', 'read'],
    tags,
    summary: 'The companies of the list dialect as an xlsx file (at most 10,000 rows)',
    file: 'companies',
    columns: ['name', 'country', 'type', 'languageArea', 'referent', 'createdAt'],
    rows: async (parsed, request, lang) =>
      (await companyRows(app.db, parsed, companyConditions(parsed, readerOf(request)))).map((c) =>
        companyCells(lang, c),
      ),
  });
};
