import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORT_MISSING_FILES_MAX,
  UnitChoiceSchema,
  UnitSchema,
  UpdateUnitSchema,
} from '../../../domain/entities/unit';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { allUnits, deleteUnit, unitCrud, uploadUnit } from './service';

const access = areaAccess('elearning');

/** SCORM units (/unit): upload, list, rename, delete. */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['units'];
  const deps = { db: app.db, config: app.config, files: app.files };

  registerCrud(app, {
    base: '/unit',
    tags,
    access,
    record: UnitSchema,
    list: {
      summary: 'Units; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: title, version, size, createdAt, updatedAt. Filters: q, id (getMany), version.',
      conditions: unitCrud.conditions,
      rows: unitCrud.rows,
      count: unitCrud.count,
    },
    create: {
      summary:
        'Uploads a SCORM 1.2 or 2004 package (a zip); the unit made, with a report of what it holds',
      description:
        'multipart/form-data with one part `file` (a zip, at most PACKAGE_MAX_BYTES: 413 past it). The zip is checked (imsmanifest.xml at the root, no entry leaving the folder, no link, at most PACKAGE_MAX_FILES entries and PACKAGE_MAX_UNPACKED_BYTES unpacked, every launch page present: 400 otherwise), unpacked and its manifest read. ' +
        `The answer's \`report\` lists the launch pages and the files the manifest names that the zip lacks: reported, not refused (the first ${REPORT_MISSING_FILES_MAX}, and their count).`,
      consumes: ['multipart/form-data'],
      errors: [400, 413, 415],
      run: (_body, request) => uploadUnit(deps, request),
    },
    get: { summary: 'A unit', run: (id) => unitCrud.get(app.db, id) },
    update: {
      summary: 'Renames a unit (title only; the other fields of the record are read-only)',
      body: UpdateUnitSchema,
      run: (id, body) => unitCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a unit, its zip and its unpacked folder',
      description:
        'Deletes a unit, its zip and its unpacked folder; 409 while a module holds it or a learner has tracking in it (staff previews go with it).',
      errors: [409],
      run: (id) => deleteUnit(deps, id),
    },
  });

  app.get(
    '/unit/all',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: 'Every unit, by title, without paging: the pickers of the module form',
        response: { 200: z.array(UnitChoiceSchema) },
      },
    },
    () => allUnits(app.db),
  );
};
