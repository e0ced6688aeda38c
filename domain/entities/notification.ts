import { z } from 'zod';
import { AT_RISK_RULES } from './at-risk';

/**
 * An intranet notification is stored as a kind and its parameters, never as sentences: each reader
 * sees it through the message keys app.notifications.<kind>.{title,body} in their own language.
 * "message" holds text written before kinds existed (migration 0004), shown as written.
 */
const text = z.string().max(500);
const KIND_PARAMS = {
  placement_results: z.strictObject({ count: z.number().int().min(0) }),
  session_moved: z.strictObject({ group: text, start: z.iso.datetime({ offset: true }) }),
  /** The group, or the session's title when it has none; the start it had. */
  session_cancelled: z.strictObject({ group: text, start: z.iso.datetime({ offset: true }) }),
  client_created: z.strictObject({ name: text }),
  semester_closed: z.strictObject({ semester: z.number().int().min(0) }),
  message: z.strictObject({ title: text, body: text }),
  /** Someone registered (POST /register) and waits for a Super Administrator to activate her. */
  registration_waiting: z.strictObject({ name: text }),
  /** An exam session not graded by the date its grades were expected (gradesExpectedAt). */
  exam_grades_late: z.strictObject({ exam: text, due: z.iso.datetime({ offset: true }) }),
  /** A past session's slot still waits for a signature. */
  signature_missing: z.strictObject({ group: text, start: z.iso.datetime({ offset: true }) }),
  /** An import ended: the file, the rows imported and the rows refused. */
  import_finished: z.strictObject({
    name: text,
    count: z.number().int().min(0),
    errors: z.number().int().min(0),
  }),
  /** An export run as a background job is ready to download (/exports). */
  export_ready: z.strictObject({ name: text }),
  /** The at-risk job flagged a learner in a group by a rule (domain/rules/at-risk.ts). */
  learner_at_risk: z.strictObject({ learner: text, group: text, rule: z.enum(AT_RISK_RULES) }),
  /** A learner's survey answer rated a question marked alert at ALERT_AT_MOST or less: the lowest. */
  survey_alert: z.strictObject({ group: text, rating: z.number().int().min(1).max(5) }),
} as const;

export type NotificationKind = keyof typeof KIND_PARAMS;
export const NOTIFICATION_KINDS = Object.keys(KIND_PARAMS) as NotificationKind[];

/** One object per kind, each with that kind's parameters, beside the given fields. */
const byKind = <S extends z.ZodRawShape>(shape: S) => {
  const of = <K extends NotificationKind>(kind: K) =>
    z.object({ ...shape, kind: z.literal(kind), params: KIND_PARAMS[kind] });
  return z.discriminatedUnion('kind', [
    of('placement_results'),
    of('session_moved'),
    of('session_cancelled'),
    of('client_created'),
    of('semester_closed'),
    of('message'),
    of('registration_waiting'),
    of('exam_grades_late'),
    of('signature_missing'),
    of('import_finished'),
    of('export_ready'),
    of('learner_at_risk'),
    of('survey_alert'),
  ]);
};

/** A notification's content: its kind with the parameters that kind takes. */
export const NotificationContentSchema = byKind({});
export type NotificationContent = z.infer<typeof NotificationContentSchema>;

/** An intranet notification as GET /notificationsIntra answers it. */
export const NotificationIntraSchema = byKind({
  _id: z.uuid(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Read by the signed-in staff member (each reads for herself). */
  read: z.boolean(),
});
export type NotificationIntra = z.infer<typeof NotificationIntraSchema>;

/** Parameters that are instants, shown with the date helper in the reader's language. */
export const DATE_PARAMS: ReadonlySet<string> = new Set(['start', 'due']);

/** The message keys of a kind's title and body. */
export const notificationKeys = (kind: NotificationKind) => ({
  title: `app.notifications.${kind}.title`,
  body: `app.notifications.${kind}.body`,
});
