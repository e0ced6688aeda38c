import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarSessionSchema,
  CreateSessionCommentSchema,
  CreateSessionSchema,
  MarkAttendanceSchema,
  RemoveRegistrantSchema,
  SeriesScopeSchema,
  SessionCommentSchema,
  SessionRangeSchema,
  SessionSchema,
  UpdateSessionSchema,
} from '../../../domain/entities/session';
import {
  answerList,
  areaAccess,
  hasListParams,
  IdParams,
  registerCrud,
} from '../../lib/crud-routes';
import { notFound } from '../../lib/http-errors';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { withSlashTwin } from '../../lib/slash-twin';
import { ErrorSchema } from '../../plugins/errors';
import { createSheet, markAttendance } from './attendance';
import { createComment, deleteComment, listComments } from './comments';
import { feedState, feedText, newFeed, revokeFeed } from './ical';
import { createMeetings, deleteMeetings, followMeetings, meetingRows } from './meetings';
import { calendarRows, conditions, countSessions, getSession, rows } from './read';
import { signatureRoutes } from './signature-routes';
import { createSession, deleteSession, removeRegistrant, updateSession } from './write';

const access = areaAccess('agenda');
const scopeOf = (query: unknown) => SeriesScopeSchema.parse(query ?? {}).scope;

/**
 * The agenda's sessions (spec section 7, "Sessions"). Every signed-in staff member reads them; a
 * Teacher creates, edits and deletes only the sessions she gives (403 on another trainer's).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/session',
    item: '/id/:id',
    tags: ['sessions'],
    access,
    record: SessionSchema,
    list: {
      summary: 'Sessions overlapping a visible range; with range, sort or filter a page',
      description:
        'start and end (ISO instants, as FullCalendar sends them) answer the sessions that overlap [start, end). ' +
        'Sort fields: start, end, title, type, createdAt, updatedAt. Filters: q (title), id (getMany), teacher, ' +
        'company, group, type, language, seriesId. Without a range or a page, at most 1,000 sessions.',
      querystring: SessionRangeSchema,
      conditions: (list, _reader, query) => conditions(list, query),
      rows,
      count: countSessions,
    },
    create: {
      summary: 'Creates a session, or every occurrence of a recurrent one; answers the first',
      description:
        'A recurrent session (recurrent: true) expands its dataTime rows (weekday 1 Monday to 7, hours in timeZone, ' +
        'default Europe/Paris) over the days from start to end; each occurrence is a session sharing a seriesId. ' +
        'Free registration off: slots are the registrants, company and groups kept; on: slots entered, no client.',
      body: CreateSessionSchema,
      run: (body, request) => createSession(app.db, body, readerOf(request)),
    },
    get: { summary: 'A session (one occurrence)', run: (id) => getSession(app.db, id) },
    update: {
      summary: 'Updates a session, or with scope=following the rest of its series; 409 when stale',
      description:
        'With scope=following the fields given apply to this occurrence and the following ones of its series; new ' +
        'hours keep each occurrence on its own date in the session zone. recurrent and dataTime are fixed at creation.',
      body: UpdateSessionSchema,
      querystring: SeriesScopeSchema,
      // Stale, or new hours for a session holding signatures.
      errors: [409],
      run: async (id, body, request) => {
        const scope = scopeOf(request.query);
        const session = await updateSession(app.db, id, body, scope, readerOf(request));
        // The meetings follow the new times (Zoom); the session's change stands if they fail.
        if (body.start !== undefined || body.end !== undefined)
          await followMeetings(app.meetings, await meetingRows(app.db, id, scope), 'moved', (err) =>
            request.log.error({ err }, 'meeting not moved'),
          );
        return session;
      },
    },
    remove: {
      summary: 'Deletes a session, or with scope=following the rest of its series',
      description: 'A session holding signatures is not deleted (409): the proof stays.',
      querystring: SeriesScopeSchema,
      errors: [409],
      run: async (id, request) => {
        const scope = scopeOf(request.query);
        const meetings = await meetingRows(app.db, id, scope);
        const session = await deleteSession(app.db, id, scope, readerOf(request));
        await followMeetings(app.meetings, meetings, 'deleted', (err) =>
          request.log.error({ err }, 'meeting not deleted'),
        );
        return session;
      },
    },
  });

  signatureRoutes(app, access);
  app.get(
    '/session/calendar',
    {
      config: { access: access.read },
      schema: {
        tags: ['sessions'],
        summary: 'The sessions overlapping a visible range, as the agenda draws them',
        description:
          'The query of GET /session (start, end, range, sort, filter), answered light: the fields an event ' +
          'shows and a drag sends back, and registrantCount instead of the registrants and their statuses.',
        querystring: ListQuerySchema.extend(SessionRangeSchema.shape),
        response: { 200: z.array(CalendarSessionSchema) },
      },
    },
    (request, reply) => {
      const parsed = parseListQuery(request.query);
      const where = conditions(parsed, request.query);
      return answerList(
        reply,
        parsed,
        hasListParams(request.query),
        () => calendarRows(app.db, parsed, where),
        () => app.listCounts.get('/session', where, () => countSessions(app.db, where)),
      );
    },
  );
  app.put(
    '/session/registrants/:id',
    {
      config: { access: access.write },
      schema: {
        tags: ['sessions'],
        summary: 'Removes a registrant from a session',
        description:
          'Body: the student and the updatedAt the session was read at (409 when stale). Free registration off, the slots follow.',
        params: IdParams,
        body: RemoveRegistrantSchema,
        response: { 200: SessionSchema, 409: ErrorSchema },
      },
    },
    (request) => removeRegistrant(app.db, request.params.id, request.body, readerOf(request)),
  );

  // Online meetings: {id} the session, {scope} this occurrence or it and the following ones.
  const MeetingParams = z.object({ id: z.uuid(), scope: z.enum(['this', 'following']) });
  const meetingRoute = (method: 'post' | 'put', summary: string, description: string) =>
    app[method](
      '/session/meeting/:id/:scope',
      {
        config: { access: access.write },
        schema: {
          tags: ['sessions'],
          summary,
          description,
          params: MeetingParams,
          response: { 200: SessionSchema, 502: ErrorSchema },
        },
      },
      (request) =>
        (method === 'post' ? createMeetings : deleteMeetings)(
          app.db,
          app.meetings,
          request.params.id,
          request.params.scope,
          readerOf(request),
        ),
    );
  meetingRoute(
    'post',
    'Creates the online meeting of a session (a = its id, b = this or following)',
    'b = this: the occurrence; b = following: it and each following occurrence of its series that has no meeting, ' +
      'one meeting each. Jitsi (default): an unguessable room on JITSI_URL; Zoom (MEETING_PROVIDER=zoom): a scheduled ' +
      'meeting. Fills joinUrl, startUrl (the host key, staff only) and meetingId; 502 when the meeting service fails.',
  );
  meetingRoute(
    'put',
    'Deletes the online meeting of a session (a = its id, b = this or following)',
    'Deletion is a PUT (spec section 7). The meeting is deleted at the service, then joinUrl, startUrl and meetingId are null.',
  );

  // The attendance sheet (spec section 8, /session/appointment/{id}).
  app.post(
    '/session/appointment/:id',
    {
      config: { access: access.write },
      schema: {
        tags: ['sessions'],
        summary: 'Creates the attendance sheet of a session; its registrants are locked from then',
        description:
          'Refused (400) without registrants. Creating it again changes nothing. appointmentAt tells when it was created.',
        params: IdParams,
        response: { 200: SessionSchema },
      },
    },
    (request) => createSheet(app.db, request.params.id, readerOf(request)),
  );
  app.put(
    '/session/appointment/:id',
    {
      config: { access: access.write },
      schema: {
        tags: ['sessions'],
        summary:
          "Marks a registrant's attendance: present, absent, late (with the arrival time) or not taken",
        description:
          "Body: student, status (present, absent, late or null) and, with late, arrival 'HH:mm' in the session's zone; " +
          'updatedAt as read (409 when stale). 400 before the sheet is created. It writes every half-day of the learner ' +
          '(late: absent before the arrival, late in its half-day, present after; PUT /session/appointment/slot/{id} marks one), ' +
          'and is refused (409) once a half-day is countersigned.',
        params: IdParams,
        body: MarkAttendanceSchema,
        response: { 200: SessionSchema, 409: ErrorSchema },
      },
    },
    (request) =>
      markAttendance(app.db, app.files, request.params.id, request.body, readerOf(request)),
  );

  // The signed-in staff member's private calendar feed (iCal), made and revoked from /profile.
  const FeedStateSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
  const feedTags = ['sessions'];
  app.get(
    '/session/ical',
    {
      config: { access: access.read },
      schema: {
        tags: feedTags,
        summary: 'Whether the signed-in staff member has a calendar feed, and since when',
        response: { 200: FeedStateSchema },
      },
    },
    (request) => feedState(app.db, readerOf(request).staffId),
  );
  app.post(
    '/session/ical',
    {
      config: { access: access.read },
      schema: {
        tags: feedTags,
        summary:
          'A new private calendar feed URL for the signed-in staff member; the old one stops working',
        description:
          "The URL holds 256 random bits (only their hash is kept) and is answered this once. The feed: the member's sessions " +
          `as a trainer from 60 days back to 400 ahead, at most 2,000, in UTC, with join links and no comments.`,
        // Nothing to send; a body, if any, is an empty object.
        body: z.strictObject({}).nullish(),
        response: { 200: FeedStateSchema.extend({ url: z.string() }) },
      },
    },
    (request) => newFeed(app.db, readerOf(request).staffId, app.config.APP_URL),
  );
  app.delete(
    '/session/ical',
    {
      config: { access: access.read },
      schema: {
        tags: feedTags,
        summary: "Revokes the signed-in staff member's calendar feed",
        response: { 200: FeedStateSchema },
      },
    },
    (request) => revokeFeed(app.db, readerOf(request).staffId),
  );
  app.get(
    '/ical/:token',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: feedTags,
        summary: 'A calendar feed (text/calendar), read by calendar apps with its private URL',
        params: z.object({ token: z.string().min(1).max(100) }),
        description: 'An unknown or revoked token is a 404.',
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const text = await feedText(app.db, request.params.token);
      if (text === undefined) throw notFound();
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .send(text);
    },
  );

  // Comments: staff only, never in a feed, a mail or an export (spec section 3).
  const commentTags = ['sessions'];
  app.get(
    '/session/comment/:sessionId',
    {
      config: { access: access.read },
      schema: {
        tags: commentTags,
        summary: "A session's comments, oldest first",
        params: z.object({ sessionId: z.uuid() }),
        response: { 200: z.array(SessionCommentSchema), 404: ErrorSchema },
      },
    },
    (request) => listComments(app.db, request.params.sessionId),
  );
  withSlashTwin('/session/comment', (url) =>
    app.post(
      url,
      {
        config: { access: access.write },
        schema: {
          tags: commentTags,
          summary: 'Comments on a session; a Teacher on her own sessions only',
          body: CreateSessionCommentSchema,
          response: { 201: SessionCommentSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createComment(app.db, request.body, readerOf(request))),
    ),
  );
  app.delete(
    '/session/comment/id/:id',
    {
      config: { access: access.write },
      schema: {
        tags: commentTags,
        summary: 'Deletes a comment; a Teacher her own, on her own sessions',
        params: IdParams,
        response: { 200: SessionCommentSchema },
      },
    },
    (request) => deleteComment(app.db, request.params.id, readerOf(request)),
  );
};
