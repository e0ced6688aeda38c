import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchResultSchema, SearchTextSchema } from '../../../domain/entities/search';
import { scopeOf } from '../../../domain/permissions';
import { SEARCH_RESULTS_PER_KIND } from '../../../domain/rules/search';
import { searchPage } from '../../lib/list-query';
import { userOf } from '../../plugins/auth';
import { companyConditions, companyRows } from '../companies';
import { courseConditions, courseRows } from '../courses';
import { customerConditions, customerRows } from '../customers';
import { groupSearchRows } from '../groups';
import { resourceConditions, resourceRows } from '../learning-resources';
import { moduleConditions, moduleRows } from '../modules';
import { studentConditions, studentRows } from '../students';
import { teacherConditions, teacherRows } from '../teachers';

const person = (p: { _id: string; name: string; firstname: string; email: string }) => ({
  _id: p._id,
  name: p.name,
  firstname: p.firstname,
  email: p.email,
});

/**
 * The top bar's global search (spec sections 2 and 7): the first matches of each kind, accents and
 * case ignored, each kind within what the signed-in role may read.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/query/:text',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['search'],
        summary: 'Everything matching the text, grouped by kind',
        description: `Companies, students (user), client contacts, teachers, courses, modules, learning resources and groups (both absent when none) matching the text; at most ${SEARCH_RESULTS_PER_KIND} of each, archived ones left out.`,
        params: z.object({ text: SearchTextSchema }),
        response: { 200: SearchResultSchema },
      },
    },
    async (request) => {
      const role = userOf(request).type;
      const page = searchPage(request.params.text, SEARCH_RESULTS_PER_KIND);
      const scopeFor = (area: 'clients' | 'students' | 'teachers' | 'elearning') =>
        scopeOf(role, area, 'read');
      // A Teacher's 'own' scope: the clients, contacts and learners of her groups (server/lib/scope.ts).
      const staffId = userOf(request).id;
      const clients = scopeFor('clients');
      const students = scopeFor('students');
      const elearning = scopeFor('elearning');
      const [company, user, customer, teacher, course, module, resource, group] = await Promise.all(
        [
          clients
            ? companyRows(app.db, page, companyConditions(page, { scope: clients, staffId }))
            : [],
          students
            ? studentRows(app.db, page, studentConditions(page, { scope: students, staffId }, {}))
            : [],
          clients
            ? customerRows(app.db, page, customerConditions(page, { scope: clients, staffId }))
            : [],
          scopeFor('teachers') ? teacherRows(app.db, page, teacherConditions(page)) : [],
          elearning ? courseRows(app.db, page, courseConditions(page)) : [],
          elearning ? moduleRows(app.db, page, moduleConditions(page)) : [],
          elearning ? resourceRows(app.db, page, resourceConditions(page)) : [],
          // Groups share the students row of the matrix: a Teacher finds the groups she teaches.
          students ? groupSearchRows(app.db, page, { scope: students, staffId }) : [],
        ],
      );
      return {
        company: company.map((c) => ({ _id: c._id, name: c.name, languageArea: c.languageArea })),
        user: user.map(person),
        customer: customer.map(person),
        teacher: teacher.map(person),
        course: course.map((c) => ({ _id: c._id, name: c.name })),
        module: module.map((m) => ({ _id: m._id, name: m.name, level: m.level })),
        ...(resource.length > 0
          ? { resource: resource.map((r) => ({ _id: r._id, name: r.name, label: r.label })) }
          : {}),
        ...(group.length > 0 ? { group } : {}),
      };
    },
  );
};
