import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ComplaintSchema,
  CreateComplaintSchema,
  UpdateComplaintSchema,
} from '../../../domain/entities/complaint';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import {
  complaintConditions,
  complaintRows,
  countComplaints,
  createComplaint,
  getComplaint,
  removeComplaint,
  updateComplaint,
} from './service';

const LIST =
  'The complaints register (Qualiopi indicator 31), newest received last unless sorted. Sort fields: receivedOn, source, fromName, subject, status, answeredOn, createdAt, updatedAt. Filters: q (subject, who, description), id, source, status, groupId, teacherId, open (true: not closed), received_gte and received_lte (days, inclusive). A Teacher reads the complaints she recorded and those about one of her groups.';

/**
 * The complaints register (/complaints): the quality area of the matrix. Anyone on staff records a
 * complaint, and changes or deletes one she recorded while it is open; Super Administrators and Admins
 * answer, close and delete any.
 */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/complaints',
    tags: ['quality'],
    access: areaAccess('quality'),
    record: ComplaintSchema,
    list: {
      summary: 'The complaints register: a page and Content-Range with range, sort or filter',
      description: LIST,
      conditions: (list, reader) => complaintConditions(list, reader),
      rows: complaintRows,
      count: countComplaints,
    },
    create: {
      summary: 'Records a complaint; the recorder is whoever signs in',
      description:
        'An answered or closed complaint says what was answered and when (400 on the field); it is not received or answered in the future, nor answered before it was received. A Teacher records it open and unanswered (403 otherwise). A group, session or trainer that does not exist is a 400 on its field, and so is a session that is not one of the group’s.',
      body: CreateComplaintSchema,
      errors: [403],
      run: (body, request) => createComplaint(app.db, body, readerOf(request)),
    },
    get: {
      summary: 'A complaint',
      run: (id, reader) => getComplaint(app.db, id, reader),
    },
    update: {
      summary: 'Updates a complaint with the same rules; a stale updatedAt is a 409',
      description:
        'A Teacher changes only an open complaint she recorded, and never its answer, date of answer or status (403).',
      body: UpdateComplaintSchema,
      errors: [403, 409],
      run: (id, body, request) => updateComplaint(app.db, id, body, readerOf(request)),
    },
    remove: {
      summary: 'Deletes a complaint',
      description:
        'A Teacher deletes only an open complaint she recorded (403 otherwise). A complaint from which an improvement action came is kept (409): the action’s origin is evidence.',
      errors: [403, 409],
      run: (id, request) => removeComplaint(app.db, id, readerOf(request)),
    },
  });
};
