import { z } from 'zod';
import { TRACKER_STATUSES } from '../rules/tracking';

/** The cmi object of one activity: what scorm-again's loadFromJSON takes back (without the outer `cmi` key). */
export const CmiSchema = z.record(z.string(), z.unknown());

/** One activity's tracker as /unittrackers answers it. */
export const TrackerSchema = z.object({
  activityId: z.string(),
  cmi: CmiSchema,
  status: z.enum(TRACKER_STATUSES),
  score: z.number().nullable(),
  location: z.string().nullable(),
  totalSeconds: z.number(),
  sequence: z.number(),
  /** True for a staff member's own preview (not counted in learners' results). */
  preview: z.boolean(),
  updatedAt: z.string(),
});
export type Tracker = z.infer<typeof TrackerSchema>;

/**
 * A commit of the runtime: the whole cmi, and the attempt's commit counter (a stale one changes
 * nothing). Without a cmi (content that never called Initialize) only the seconds are counted and
 * no tracker is stored.
 */
export const CommitSchema = z
  .strictObject({
    cmi: CmiSchema.optional(),
    sequence: z.number().int().min(0).max(2_000_000_000).optional(),
    /** Seconds the viewer was visible since its last commit: added to today's idle tracker. */
    seconds: z.number().int().min(0).max(3600).optional(),
  })
  // A counter numbers a cmi: without one it means nothing.
  .refine((c) => c.cmi !== undefined || c.sequence === undefined, {
    path: ['cmi'],
    message: 'app.errors.field_required',
  });

export const SaveTrackerSchema = z.strictObject({
  activityId: z.string().min(1).max(200),
  cmi: CmiSchema,
  sequence: z.number().int().min(0).max(2_000_000_000).optional(),
});

export const IdleSchema = z.strictObject({
  seconds: z.number().int().min(0).max(3600),
});

export const IdleAnswerSchema = z.object({
  day: z.string(),
  seconds: z.number(),
  totalSeconds: z.number(),
});

/** The unit by id, or by its folder name as /unitViewer/{filename}/{activityId}/{launchPoint} gives it. */
export const AttemptRequestSchema = z.strictObject({
  unitId: z.uuid().optional(),
  filename: z.string().min(1).max(100).optional(),
  activityId: z.string().min(1).max(200),
  /** The launch point of the viewer's path, decoded: it must be the activity's launch file; its query string, if any, is passed on. */
  launchPoint: z.string().min(1).max(2000).optional(),
  studentId: z.uuid().optional(),
});

/** What the viewer needs to start an activity. */
export const AttemptSchema = z.object({
  unitId: z.string(),
  /** Whose tracking: the learner's id, or the signed-in staff member's own for a preview (/idletracker/user/{ownerId}/{unitId}). */
  ownerId: z.string(),
  title: z.string(),
  activityTitle: z.string(),
  version: z.enum(['1.2', '2004']),
  /**
   * The content origin's launcher page for this activity: it holds the API of the unit's version
   * and frames the launch file (signed, with the activity's parameters) on the same origin.
   */
  contentUrl: z.string(),
  /** The content origin (for the cross-frame bridge's origin checks). */
  contentOrigin: z.string(),
  /** The saved cmi, for loadFromJSON; empty for a first attempt. */
  cmi: CmiSchema,
  /** The last saved commit counter: the viewer's commits continue from it. */
  sequence: z.number(),
  /** POST here (no Authorization header needed) to save a commit: application/json or text/plain. */
  commitUrl: z.string(),
  /** A staff member's own preview: kept apart from learners' results. */
  preview: z.boolean(),
  expiresAt: z.string(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

export const CommitAnswerSchema = z.object({
  result: z.literal('true'),
  errorCode: z.literal(0),
  saved: z.boolean(),
  status: z.enum(TRACKER_STATUSES),
});
