import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttemptRequestSchema,
  AttemptSchema,
  CommitAnswerSchema,
  CommitSchema,
  IdleAnswerSchema,
  IdleSchema,
  SaveTrackerSchema,
  TrackerSchema,
} from '../../../domain/entities/tracker';
import { scopeOf } from '../../../domain/permissions';
import { NOT_ATTEMPTED } from '../../../domain/rules/tracking';
import { launcherUrl } from '../../content/launcher';
import { contentOrigin, launchUrl } from '../../content/urls';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { userOf } from '../../plugins/auth';
import { ErrorSchema } from '../../plugins/errors';
import { CAPABILITY_TTL_SECONDS, readCapability, signCapability } from './capability';
import {
  addIdle,
  addIdleSeconds,
  idleOf,
  type Owner,
  saveCommit,
  studentExists,
  trackerOf,
  trackersOf,
  unitByFilename,
  unitInfo,
} from './service';

/** A commit holds the whole cmi: 2004's suspend_data alone may be 64 000 characters. */
export const COMMIT_BODY_LIMIT = 512 * 1024;
/** Commits of one attempt per minute (autocommit, the final beacon): a runaway package is cut. */
export const COMMIT_RATE = { max: 240, timeWindow: 60_000 };

/** Writing a learner's tracking: the learner platform, or Admin (a Teacher previews through the commit capability). */
const WRITE = ['elearning', 'write'] as const;

const UserParams = z.object({ a: z.uuid(), b: z.uuid() });
const TokenParams = z.object({ token: z.string().min(1).max(700) });

const capabilityInvalid = () => new HttpError(401, 'app.trackers.capability_invalid');
const capabilityExpired = () => new HttpError(401, 'app.trackers.capability_expired');

/**
 * Whose trackers a request means (spec section 7: /unittrackers/user/{a}/{b}): the signed-in staff
 * member's own id is their preview; another id is a learner's, which needs the e-learning area
 * (read to see, write to save). The learner platform calls these for its learners.
 */
async function ownerFor(
  request: FastifyRequest,
  a: string,
  action: 'read' | 'write',
  db: Parameters<typeof studentExists>[0],
): Promise<Owner> {
  const user = userOf(request);
  if (a === user.id) return { kind: 't', id: a };
  if (scopeOf(user.type, 'elearning', action) === false) throw forbidden();
  if (!(await studentExists(db, a))) throw notFound();
  return { kind: 's', id: a };
}

/** The owner that path parameter a names (see ownerFor) and unit b, which must exist (else 404). */
async function ownerAndUnit(
  request: FastifyRequest,
  { a, b }: { a: string; b: string },
  action: 'read' | 'write',
  db: Parameters<typeof unitInfo>[0],
) {
  const owner = await ownerFor(request, a, action, db);
  return { owner, unit: await unitInfo(db, b) };
}

/**
 * The launch of an activity: the manifest's, or the viewer path's launch point when it names the
 * same file (decoded, inside the package), whose query string then replaces the parameters.
 */
export function launchOf(
  activity: { launch: string; parameters?: string },
  launchPoint?: string,
): { path: string; parameters?: string } | null {
  const bare = (s: string) => {
    const path = s.split(/[?#]/)[0].replace(/^\.?\//, '');
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  };
  if (!launchPoint) return { path: activity.launch, parameters: activity.parameters };
  const path = bare(launchPoint);
  if (path.split('/').some((s) => s === '..' || s === '') || path.includes('\\')) return null;
  if (path !== bare(activity.launch)) return null;
  const rest = launchPoint.slice(launchPoint.split(/[?#]/)[0].length);
  return { path: activity.launch, parameters: rest || activity.parameters };
}

/** SCORM tracking (/unittrackers/user/{a}/{b}, /idletracker/user/{a}/{b}) and attempt capabilities. */
export const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trackers'];

  app.get(
    '/unittrackers/user/:a/:b',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The trackers of a learner, or of a staff member's own preview, in a unit",
        description:
          "The trackers of a learner (a: student id) or of the signed-in staff member's own preview (a: their id) in unit b, per activity.",
        params: UserParams,
        response: { 200: z.array(TrackerSchema), 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { owner } = await ownerAndUnit(request, request.params, 'read', app.db);
      return trackersOf(app.db, owner, request.params.b);
    },
  );

  app.put(
    '/unittrackers/user/:a/:b',
    {
      bodyLimit: COMMIT_BODY_LIMIT,
      config: { access: WRITE },
      schema: {
        tags,
        summary: "Saves a commit of the runtime for a learner or a staff member's own preview",
        description:
          "Saves a commit of the runtime (the whole cmi) for a learner (e-learning write) or the signed-in staff member's own preview; a sequence not newer than the stored one changes nothing.",
        params: UserParams,
        body: SaveTrackerSchema,
        response: { 200: TrackerSchema, 404: ErrorSchema, 413: ErrorSchema },
      },
    },
    async (request) => {
      const { owner, unit } = await ownerAndUnit(request, request.params, 'write', app.db);
      const { activityId, cmi, sequence } = request.body;
      if (!unit.activities.some((x) => x.id === activityId))
        throw badRequest('app.errors.validation', { activityId: 'app.trackers.unknown_activity' });
      return (
        await saveCommit(app.db, owner, request.params.b, unit.version, activityId, cmi, sequence)
      ).tracker;
    },
  );

  app.get(
    '/idletracker/user/:a/:b',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Seconds spent in unit b today and in all, by a learner or by a preview',
        params: UserParams,
        response: { 200: IdleAnswerSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { owner } = await ownerAndUnit(request, request.params, 'read', app.db);
      return idleOf(app.db, owner, request.params.b);
    },
  );

  app.put(
    '/idletracker/user/:a/:b',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Adds seconds spent in unit b to today (at most 3600 a call, 24 hours a day), for a learner or a preview',
        params: UserParams,
        body: IdleSchema,
        response: { 200: IdleAnswerSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { owner } = await ownerAndUnit(request, request.params, 'write', app.db);
      return addIdle(app.db, owner, request.params.b, request.body.seconds);
    },
  );

  app.post(
    '/unittrackers/attempt',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Starts an activity in the viewer',
        description:
          "Starts an activity in the viewer: the signed launch URL on the content origin, the saved cmi and a commit capability URL; without studentId, the signed-in staff member's preview.",
        body: AttemptRequestSchema,
        response: { 200: AttemptSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { activityId, studentId, launchPoint } = request.body;
      const user = userOf(request);
      const owner: Owner = studentId
        ? await ownerFor(request, studentId, 'write', app.db)
        : { kind: 't', id: user.id };
      const unit = request.body.unitId
        ? await unitInfo(app.db, request.body.unitId)
        : request.body.filename
          ? await unitByFilename(app.db, request.body.filename)
          : null;
      if (!unit) throw badRequest('app.errors.validation', { unitId: 'app.errors.field_required' });
      const unitId = unit.id;
      const activity = unit.activities.find((x) => x.id === activityId);
      if (!activity) throw notFound();
      const launch = launchOf(activity, launchPoint);
      if (!launch) throw notFound();
      const saved = await trackerOf(app.db, owner, unitId, activityId);
      const expiry = Math.floor(Date.now() / 1000) + CAPABILITY_TTL_SECONDS;
      const token = signCapability(app.config, {
        kind: owner.kind,
        owner: owner.id,
        unit: unitId,
        activity: activityId,
        version: unit.version,
        expiry,
      });
      return {
        unitId,
        title: unit.title,
        activityTitle: activity.title,
        version: unit.version,
        ownerId: owner.id,
        contentUrl: launcherUrl(
          app.config,
          unit.version,
          launchUrl(app.config, unit.filename, launch.path, launch.parameters),
          activity.title,
        ),
        contentOrigin: contentOrigin(app.config),
        cmi: saved?.cmi ?? {},
        sequence: saved?.sequence ?? 0,
        commitUrl: `/api/unittrackers/commit/${token}`,
        preview: owner.kind === 't',
        expiresAt: new Date(expiry * 1000).toISOString(),
      };
    },
  );

  // The capability URL: public (sendBeacon sends no Authorization header), text/plain JSON too.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'app.errors.bad_json'), undefined);
      }
    });

    scope.post(
      '/unittrackers/commit/:token',
      {
        bodyLimit: COMMIT_BODY_LIMIT,
        config: {
          access: 'public',
          rateLimit: {
            ...COMMIT_RATE,
            keyGenerator: (request) =>
              `commit:${(request.params as { token?: string }).token ?? request.ip}`,
          },
        },
        schema: {
          tags,
          summary: 'Saves a commit of one attempt through its capability token',
          description:
            "Saves a commit of one attempt through its capability token (from POST /unittrackers/attempt): no Authorization header, application/json or text/plain JSON (sendBeacon); a stale sequence changes nothing. Answers scorm-again's { result, errorCode }.",
          consumes: ['application/json', 'text/plain'],
          params: TokenParams,
          body: CommitSchema,
          response: {
            200: CommitAnswerSchema,
            401: ErrorSchema,
            404: ErrorSchema,
            409: ErrorSchema,
            413: ErrorSchema,
          },
        },
      },
      async (request) => {
        const capability = readCapability(app.config, request.params.token);
        if (capability === 'invalid') throw capabilityInvalid();
        if (capability === 'expired') throw capabilityExpired();
        const owner: Owner = { kind: capability.kind, id: capability.owner };
        const { cmi, sequence, seconds } = request.body;
        if (!cmi) {
          // Content that never initialised: its time counts, but it stores no tracker.
          if (seconds) await addIdleSeconds(app.db, owner, capability.unit, seconds);
          const current = await trackerOf(app.db, owner, capability.unit, capability.activity);
          return {
            result: 'true' as const,
            errorCode: 0 as const,
            saved: false,
            status: current?.status ?? NOT_ATTEMPTED,
          };
        }
        const { tracker, saved } = await saveCommit(
          app.db,
          owner,
          capability.unit,
          capability.version,
          capability.activity,
          cmi,
          sequence,
        );
        if (seconds) await addIdleSeconds(app.db, owner, capability.unit, seconds);
        return { result: 'true' as const, errorCode: 0 as const, saved, status: tracker.status };
      },
    );
  });
};
