import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateCustomerSchema,
  CustomerSchema,
  UpdateCustomerSchema,
} from '../../../domain/entities/customer';
import { registerArchivableCrud } from '../../lib/archivable-crud-routes';
import { areaAccess } from '../../lib/crud-routes';
import { searchPage } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { registerXlsxListExport } from '../../lib/xlsx-list-export';
import {
  archiveCustomer,
  countCustomers,
  createCustomer,
  customerConditions,
  customerRows,
  deleteCustomer,
  getCustomer,
  updateCustomer,
} from './service';

const tags = ['customers'];
const { read: READ, write: WRITE } = areaAccess('clients');
/** Matches of GET /customer/search/{text}, best first by name. */
const SEARCH_LIMIT = 20;

/** Client contacts (referents) of the companies (spec sections 3 and 7). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerArchivableCrud(app, {
    base: '/customer',
    tags,
    access: { read: READ, write: WRITE },
    schemas: { record: CustomerSchema, create: CreateCustomerSchema, update: UpdateCustomerSchema },
    service: {
      conditions: customerConditions,
      rows: customerRows,
      count: countCustomers,
      get: getCustomer,
      create: createCustomer,
      update: updateCustomer,
      remove: deleteCustomer,
      archive: archiveCustomer,
    },
    summaries: {
      list: 'Client contacts; with range/sort/filter (q, company, archived, id) a page and Content-Range',
      create: 'Creates a client contact',
      archived: 'Archived client contacts (same dialect)',
      get: 'A client contact',
      update: 'Updates a client contact; a stale updatedAt is a 409',
      remove: 'Deletes a client contact; a company it was referent of keeps no referent',
      archive: 'Archives (archived: true) or restores (false) a client contact',
    },
  });

  registerXlsxListExport(app, {
    path: '/customer/export',
    access: READ,
    tags,
    summary: 'The client contacts of the list dialect as an xlsx file (at most 10,000 rows)',
    file: 'contacts',
    columns: ['name', 'firstname', 'email', 'phone', 'company', 'createdAt'],
    rows: async (parsed, request) =>
      (await customerRows(app.db, parsed, customerConditions(parsed, readerOf(request)))).map(
        (c) => ({ ...c, company: c.companyName }),
      ),
  });

  app.get(
    '/customer/search/:text',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Client contacts whose name, first name or e-mail match, accents and case ignored',
        params: z.object({ text: z.string().max(200) }),
        response: { 200: z.array(CustomerSchema) },
      },
    },
    (request) => {
      const parsed = searchPage(request.params.text, SEARCH_LIMIT);
      return customerRows(app.db, parsed, customerConditions(parsed, readerOf(request)));
    },
  );
};
