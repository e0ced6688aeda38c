import { z } from 'zod';
import { many } from './fields';

/**
 * Learners at risk of dropping out (issue 46 part 3, Qualiopi indicator 12). The at-risk job
 * (server/jobs/at-risk.ts) raises a flag per learner, group and rule when the rule holds
 * (domain/rules/at-risk.ts, thresholds in the settings), once per episode: an open flag is not
 * raised again, and is closed by itself when the rule no longer holds. Staff record what they did
 * about it, and may close it by hand. Flags, actions and closures are kept as evidence.
 */

export const AT_RISK_RULES = ['absences', 'inactivity', 'behind'] as const;
export type AtRiskRule = (typeof AT_RISK_RULES)[number];

export const AT_RISK_ACTION_KINDS = ['call', 'mail', 'meeting', 'note'] as const;
export type AtRiskActionKind = (typeof AT_RISK_ACTION_KINDS)[number];

/** How a flag was closed: by itself when its rule stopped holding, or by hand. */
export const AT_RISK_CLOSINGS = ['resolved', 'by_hand'] as const;

/** Message keys (locales/fragments/at-risk.ts). */
export const AT_RISK_NOT_FOUND = 'app.at_risk.not_found';
export const AT_RISK_CLOSED = 'app.at_risk.already_closed';
export const AT_RISK_ACTION_FUTURE = 'app.at_risk.action_in_future';

export const AT_RISK_NOTE_MAX = 2000;

/**
 * What the rule saw when it raised the flag (its reason), by rule:
 * - absences: `absences` unjustified half-days in the last `days` days (threshold `halfDays`);
 * - inactivity: last activity `lastActivity` (a day, or null: never), `days` without one, her
 *   e-learning `doneHours` of `targetHours`;
 * - behind: `doneHours` of `expectedHours` due by now (`percent` % of them is the threshold).
 */
export const AtRiskFiguresSchema = z.object({
  absences: z.int().optional(),
  halfDays: z.int().optional(),
  days: z.int().optional(),
  lastActivity: z.iso.date().nullable().optional(),
  doneHours: z.number().optional(),
  targetHours: z.number().optional(),
  expectedHours: z.number().optional(),
  percent: z.int().optional(),
});
export type AtRiskFigures = z.infer<typeof AtRiskFiguresSchema>;

export const AtRiskActionSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(AT_RISK_ACTION_KINDS),
  /** The day it was done. */
  doneOn: z.iso.date(),
  note: z.string(),
  /** Who recorded it (first name and name), null when that account is gone. */
  author: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AtRiskAction = z.infer<typeof AtRiskActionSchema>;

/** GET /atrisk (a row of the list) and GET /atrisk/{id} (with its actions). */
export const AtRiskFlagSchema = z.object({
  _id: z.uuid(),
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  groupId: z.uuid(),
  groupName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  trainers: z.array(z.string()),
  rule: z.enum(AT_RISK_RULES),
  figures: AtRiskFiguresSchema,
  raisedAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  closedHow: z.enum(AT_RISK_CLOSINGS).nullable(),
  /** Who closed it by hand, and why. */
  closedBy: z.string().nullable(),
  closingNote: z.string().nullable(),
  actionCount: z.int(),
  lastActionOn: z.iso.date().nullable(),
});
export type AtRiskFlag = z.infer<typeof AtRiskFlagSchema>;

export const MAIL_LANGUAGES = ['en', 'fr', 'de'] as const;

/** A mail to the client about a flag: to whom, and whether it went (a job of the queue). */
export const AtRiskClientMailSentSchema = z.object({
  to: z.string(),
  /** queued: waiting for its turn or tried again; sent; failed: given up after the last try. */
  status: z.enum(['queued', 'sent', 'failed']),
  /** When it went, or was given up. */
  at: z.string().nullable(),
});

export const AtRiskFlagDetailSchema = AtRiskFlagSchema.extend({
  actions: z.array(AtRiskActionSchema),
  /** The mails to the client's pedagogic contacts, when the client asked for them (GET /atrisk/client/{id}/mail). */
  clientMails: z.array(AtRiskClientMailSentSchema),
});

/**
 * GET /atrisk/client/{companyId}/mail: whether the client's pedagogic contacts get a mail when one of its
 * learners is flagged, who they are and in which language (the client's country's).
 */
export const AtRiskClientMailSchema = z.object({
  companyId: z.uuid(),
  mail: z.boolean(),
  language: z.enum(MAIL_LANGUAGES),
  recipients: z.array(
    z.object({ _id: z.uuid(), name: z.string(), firstname: z.string(), email: z.string() }),
  ),
  /** Null while never saved (no mail). */
  updatedAt: z.string().nullable(),
});
export type AtRiskClientMail = z.infer<typeof AtRiskClientMailSchema>;

/** PUT /atrisk/client/{companyId}/mail: yes or no, with the updatedAt read (null: never saved). */
export const AtRiskClientMailBodySchema = z.strictObject({
  mail: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AtRiskFlagDetail = z.infer<typeof AtRiskFlagDetailSchema>;

/**
 * The filters of GET /atrisk: open (true: the open flags, the default view; false: the closed),
 * studentId, groupId, companyId, teacherId (a trainer of the group), rule, id (getMany), q (words of
 * the learner's name or e-mail, or of the group's name).
 */
export const AtRiskFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  open: z.boolean().optional(),
  studentId: many(z.uuid()).optional(),
  groupId: many(z.uuid()).optional(),
  companyId: many(z.uuid()).optional(),
  teacherId: many(z.uuid()).optional(),
  rule: many(z.enum(AT_RISK_RULES)).optional(),
});

/** POST /atrisk/{id}/actions: what was done about it, on which day (not after today). */
export const AtRiskActionBodySchema = z.strictObject({
  kind: z.enum(AT_RISK_ACTION_KINDS),
  doneOn: z.iso.date(),
  note: z.string().trim().max(AT_RISK_NOTE_MAX),
});
export type AtRiskActionBody = z.infer<typeof AtRiskActionBodySchema>;

/** PUT /atrisk/{id}/close: closes an open flag by hand, with why. */
export const AtRiskCloseBodySchema = z.strictObject({
  note: z.string().trim().min(1).max(AT_RISK_NOTE_MAX),
});
