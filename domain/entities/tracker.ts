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

/** A commit of the runtime: the whole cmi, and the attempt's commit counter (a stale one changes nothing). */
export const CommitSchema = z.object({
  cmi: CmiSchema,
  sequence: z.number().int().min(0).max(2_000_000_000).optional(),
});

export const SaveTrackerSchema = CommitSchema.extend({
  activityId: z.string().min(1).max(200),
});

export const IdleSchema = z.object({
  seconds: z.number().int().min(0).max(3600),
});

export const IdleAnswerSchema = z.object({
  day: z.string(),
  seconds: z.number(),
  totalSeconds: z.number(),
});

export const AttemptRequestSchema = z.object({
  unitId: z.string().uuid(),
  activityId: z.string().min(1).max(200),
  studentId: z.string().uuid().optional(),
});

/** What the viewer needs to start an activity. */
export const AttemptSchema = z.object({
  unitId: z.string(),
  title: z.string(),
  activityTitle: z.string(),
  version: z.enum(['1.2', '2004']),
  /** The launch page on the content origin, signed, with the activity's parameters. */
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
