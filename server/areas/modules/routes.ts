import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateModuleSchema,
  ModuleChoiceSchema,
  ModuleSchema,
  UpdateModuleSchema,
} from '../../../domain/entities/catalogue';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { allModules, moduleCrud } from './service';

/** Catalogue data of the e-learning area: Super Administrator and Admin write, a Teacher reads. */
const access = areaAccess('elearning');

/** The module catalogue (spec section 7: /module). */
export const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['modules'];
  registerCrud(app, {
    base: '/module',
    tags,
    access,
    record: ModuleSchema,
    list: {
      summary: 'Modules; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: name, level, createdAt, updatedAt. Filters: q, id (getMany), level, tag, units (the modules holding one of these units).',
      conditions: moduleCrud.conditions,
      rows: moduleCrud.rows,
      count: moduleCrud.count,
    },
    create: {
      summary: 'Creates a module',
      description:
        'Creates a module; tags are trimmed and kept once each; units is the ordered list of its SCORM units, each once (an unknown unit is a 400).',
      body: CreateModuleSchema,
      run: (body) => moduleCrud.create(app.db, body),
    },
    get: { summary: 'A module', run: (id) => moduleCrud.get(app.db, id) },
    update: {
      summary:
        'Updates a module; units, when sent, replaces the whole ordered list; a stale updatedAt is a 409',
      body: UpdateModuleSchema,
      errors: [409],
      run: (id, body) => moduleCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a module; 409 while a course holds it',
      errors: [409],
      run: (id) => moduleCrud.remove(app.db, id),
    },
  });

  app.get(
    '/module/all',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'Every module, by name, without paging: the pickers of the course form',
        response: { 200: z.array(ModuleChoiceSchema) },
      },
    },
    () => allModules(app.db),
  );
};
