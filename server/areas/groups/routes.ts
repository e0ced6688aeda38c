import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanySchema } from '../../../domain/entities/company';
import {
  CreateGroupSchema,
  GROUP_USER_REMOVED,
  GroupExamSchema,
  GroupIdSchema,
  GroupSchema,
  GroupSummarySchema,
  GroupUserSchema,
  GroupWithLearnersSchema,
  UpdateGroupSchema,
  UpdateGroupUserSchema,
} from '../../../domain/entities/group';
import { StudentSchema } from '../../../domain/entities/student';
import { TeacherSchema } from '../../../domain/entities/teacher';
import { ROLES } from '../../../domain/permissions';
import { groupStudents, groups, groupTeachers, staff, students } from '../../db/schema';
import { answerList, areaAccess, hasListParams, IdParams } from '../../lib/crud-routes';
import { langOf, t } from '../../lib/i18n';
import {
  type ListQuery,
  ListQuerySchema,
  type ParsedList,
  parseListQuery,
} from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { withSlashTwin } from '../../lib/slash-twin';
import { ErrorSchema } from '../../plugins/errors';
import { getCompany } from '../companies';
import { studentRows } from '../students';
import { teacherRows } from '../teachers';
import { examRows, getExam, hasExam } from './exams';
import { removeLearner, updateGroupUser } from './learners';
import {
  countGroups,
  getGroup,
  getGroupWithLearners,
  groupConditions,
  groupIds,
  groupRow,
  summaryRows,
} from './read';
import { createGroup, deleteGroup, updateGroup } from './write';

const tags = ['groups'];
/** Groups share the students row of the permission matrix: a Teacher reads her own groups. */
const { read: READ, write: WRITE } = areaAccess('students');

const GroupIdParams = z.object({ groupId: z.uuid() });
const OWN =
  'A Teacher reads only the groups she teaches (group_teachers): other groups are left out of lists and answer 404.';
const DIALECT =
  'Without query parameters the whole array; with range/sort (name, companyName, type, level, language, beginDate, endDate, semester, learners, createdAt, updatedAt)/filter (q: the name, accents and case ignored; companyId; teacherId; level; type; language: an id or a list; id; state: coming, running or ended today, one or a list; endDate_gte and beginDate_lte: days, a missing date open-ended; endDate_lte: the groups whose end date is that day or before; missing: the groups whose paperwork step is missing, as GET /group/checklist/{id} says: agreement_unsent (no agreement issued, or its latest version never sent to sign), agreement_unsigned (its latest version not signed), convocations_unsent (a learner without a convocation issued), attendance_incomplete (an ended session of the group without its attendance sheet or without any countersignature: cheaper than the checklist, which asks every half-day countersigned), attestations_unissued and certificates_unissued (a learner without one, in a group whose end date has passed on the provider’s clock)) a page and Content-Range.';

/** Groups (spec section 7, Groups): /group, /groups, /groupsid, the company and people paths by group. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const summaries = (
    query: ListQuery,
    reply: Parameters<typeof answerList>[0],
    where: (list: ParsedList) => SQL | undefined,
  ) => {
    const list = parseListQuery(query);
    const conditions = where(list);
    return answerList(
      reply,
      list,
      hasListParams(query),
      () => summaryRows(app.db, list, conditions),
      // Remembered per conditions until any write, as every list's (server/lib/list-counts.ts).
      () => app.listCounts.get('/group', conditions, () => countGroups(app.db, conditions)),
    );
  };
  const listSchema = (summary: string, description: string) => ({
    tags,
    summary,
    description: `${description} ${DIALECT} ${OWN}`,
    querystring: ListQuerySchema,
    response: { 200: z.array(GroupSummarySchema) },
  });
  const all = { scope: 'all' as const, staffId: '' };

  withSlashTwin('/group', (url) => {
    app.get(
      url,
      {
        config: { access: READ },
        schema: listSchema(
          'Groups (course plans)',
          'Rows with the learners count and the e-learning progress: the average completion of the learners over the modules of the group courses (activities completed over activities, as module progress counts them), null without modules or learners.',
        ),
      },
      (request, reply) =>
        summaries(request.query, reply, (list) => groupConditions(list, readerOf(request))),
    );
    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Creates a group',
          description:
            'name, type, level, language and companyId are required (Required). The session manager needs at least one teacher, a begin and an end date, a language and a name (SESSION_MANAGER_MISSING); begin <= end; teachers are active trainers, learners existing students of the group client; courses, resources and content items must exist; objectives are found by name in the catalogue (case and accents ignored) or added to it. Refused bodies change nothing.',
          body: CreateGroupSchema,
          response: { 201: GroupSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createGroup(app.db, request.body)),
    );
  });

  app.get(
    '/group/exam',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Groups with an exam',
        description: `Groups having an exam type (typeofexam) or a middle or end test, with their exam settings and learners count. Same list dialect as GET /group. ${OWN}`,
        querystring: ListQuerySchema,
        response: { 200: z.array(GroupExamSchema) },
      },
    },
    (request, reply) => {
      const list = parseListQuery(request.query);
      const where = groupConditions(list, readerOf(request));
      return answerList(
        reply,
        list,
        hasListParams(request.query),
        () => examRows(app.db, list, where),
        () => {
          const exams = and(where, hasExam);
          return app.listCounts.get('/group', exams, () => countGroups(app.db, exams));
        },
      );
    },
  );

  app.get(
    '/group/exam/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The exam settings of a group',
        description: `typeofexam, middleTest, endTest, semester, dates and learners count; 404 when the group has no exam. ${OWN}`,
        params: IdParams,
        response: { 200: GroupExamSchema },
      },
    },
    (request) => getExam(app.db, request.params.id, readerOf(request)),
  );

  app.get(
    '/group/company/:companyId',
    {
      config: { access: READ },
      schema: {
        ...listSchema('The groups of a client', 'Group summaries of that company.'),
        params: z.object({ companyId: z.uuid() }),
      },
    },
    (request, reply) =>
      summaries(request.query, reply, (list) =>
        groupConditions(list, readerOf(request), eq(groups.companyId, request.params.companyId)),
      ),
  );

  app.get(
    '/group/user/:id',
    {
      config: { access: READ },
      schema: {
        ...listSchema(
          'The groups of a learner',
          'id is the student: summaries of the groups she is in.',
        ),
        params: IdParams,
      },
    },
    (request, reply) =>
      summaries(request.query, reply, (list) =>
        groupConditions(
          list,
          readerOf(request),
          sql`${groups.id} in (select group_id from ${groupStudents} where student_id = ${request.params.id})`,
        ),
      ),
  );

  app.get(
    '/group/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A group',
        description: `The whole course plan: idTeachers as {_id, name, firstname}, courses with listModules, objectives, resources, listIdUsers, formationContent; duration in hours. ${OWN}`,
        params: IdParams,
        response: { 200: GroupSchema, 404: ErrorSchema },
      },
    },
    (request) => getGroup(app.db, request.params.id, readerOf(request)),
  );

  app.put(
    '/group/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Updates a group',
        description:
          'Any subset of the fields; a list given replaces the whole list (teachers, learners, courses, objectives, resources, formationContent). The rules of POST apply to the merged record. Removing a graded learner is a 409 (GROUP_USER_GRADED); a stale updatedAt is a 409.',
        params: IdParams,
        body: UpdateGroupSchema,
        response: { 200: GroupSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => updateGroup(app.db, request.params.id, request.body),
  );

  app.delete(
    '/group/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Deletes a group',
        description:
          'Its trainers, learners, courses, objectives, resources, skills and e-learning details go with it. 409 (GROUP_IN_USE) while grades hang on it; sessions will hold it too once the agenda exists.',
        params: IdParams,
        response: { 200: GroupSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => deleteGroup(app.db, request.params.id),
  );

  app.delete(
    '/group/:id/:userId',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Removes a learner from a group',
        description:
          'id is the group, userId the learner. Answers {message: "User removed from group with success"}; 404 when she is not a member; 409 (GROUP_USER_GRADED) when she has grades in the group.',
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        response: { 200: z.object({ message: z.string() }), 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      await removeLearner(app.db, request.params.id, request.params.userId);
      return { message: t(langOf(request.headers['accept-language']), GROUP_USER_REMOVED) };
    },
  );

  app.put(
    '/group/user/:id/:userId',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: "A learner's place in a group",
        description:
          'id is the group, userId the learner; body {user: {plannedHours?, comment?, updatedAt?}}: the hours planned for her (null: the group duration) and the trainer comment. 404 when she is not a member; a stale updatedAt is a 409.',
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        body: UpdateGroupUserSchema,
        response: { 200: GroupUserSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) =>
      updateGroupUser(app.db, request.params.id, request.params.userId, request.body.user),
  );

  app.get(
    '/groups/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A group with its learners',
        description: `The group of GET /group/{id} plus learners: each {_id, name, firstname, email, plannedHours, comment, graded}, by name (the manage tab). ${OWN}`,
        params: IdParams,
        response: { 200: GroupWithLearnersSchema, 404: ErrorSchema },
      },
    },
    (request) => getGroupWithLearners(app.db, request.params.id, readerOf(request)),
  );

  app.get(
    '/groupsid',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Every group, for pickers',
        description: `[{_id, name, companyId}] by name. ${OWN}`,
        response: { 200: z.array(GroupIdSchema) },
      },
    },
    (request) => groupIds(app.db, readerOf(request)),
  );

  // ---- company paths ----
  app.get(
    '/company/allGroups/:id',
    {
      config: { access: READ },
      schema: {
        ...listSchema('All the groups of a client', 'Group summaries of the company {id}.'),
        params: IdParams,
      },
    },
    (request, reply) =>
      summaries(request.query, reply, (list) =>
        groupConditions(list, readerOf(request), eq(groups.companyId, request.params.id)),
      ),
  );

  app.get(
    '/company/group/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The client of a group',
        description: `id is the group: its company record, as GET /company/{id} answers it. ${OWN}`,
        params: IdParams,
        response: { 200: CompanySchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const group = await groupRow(app.db, request.params.id, readerOf(request));
      return getCompany(app.db, group.companyId, 'all');
    },
  );

  app.put(
    '/company/group/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Updates a group from the client page',
        description:
          'The body and rules of PUT /group/{id}; answers the list of group summaries of the group client (after the update), as the client page Courses tab shows them.',
        params: IdParams,
        body: UpdateGroupSchema,
        response: { 200: z.array(GroupSummarySchema), 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const group = await updateGroup(app.db, request.params.id, request.body);
      const list = parseListQuery({});
      return summaryRows(
        app.db,
        list,
        groupConditions(list, all, eq(groups.companyId, group.companyId)),
      );
    },
  );

  // ---- people by group ----
  app.get(
    '/teacher/group/:groupId',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The trainers of a group',
        description: `Teacher records as GET /teacher answers them, by name. ${OWN}`,
        params: GroupIdParams,
        response: { 200: z.array(TeacherSchema), 404: ErrorSchema },
      },
    },
    async (request) => {
      await groupRow(app.db, request.params.groupId, readerOf(request));
      return teacherRows(
        app.db,
        parseListQuery({}),
        and(
          eq(staff.type, ROLES.teacher),
          sql`${staff.id} in (select staff_id from ${groupTeachers} where group_id = ${request.params.groupId})`,
        ),
      );
    },
  );

  app.get(
    '/student/group/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The learners of a group',
        description: `Student records as GET /student answers them, by name. ${OWN}`,
        params: IdParams,
        response: { 200: z.array(StudentSchema), 404: ErrorSchema },
      },
    },
    async (request) => {
      await groupRow(app.db, request.params.id, readerOf(request));
      return studentRows(
        app.db,
        parseListQuery({}),
        sql`${students.id} in (select student_id from ${groupStudents} where group_id = ${request.params.id})`,
      );
    },
  );
};
