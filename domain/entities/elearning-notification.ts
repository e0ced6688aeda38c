import { z } from 'zod';
import { many } from './fields';

/**
 * The e-learning notifications (/notifications): messages learners receive about their e-learning,
 * set per group (PUT /elearningdetails/notif/{id}), written from templates per kind and language,
 * sent once each through the jobs table and logged.
 */
export const ELEARNING_NOTIFICATION_KINDS = [
  'welcome',
  'inactive',
  'behind',
  'ending',
  'results',
] as const;
export type ElearningNotificationKind = (typeof ELEARNING_NOTIFICATION_KINDS)[number];

export const TEMPLATE_LANGUAGES = ['fr', 'en', 'de'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export const TEMPLATE_PLACEHOLDERS = ['learner', 'group', 'progress', 'target', 'link'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const SEND_STATUSES = ['queued', 'sent', 'failed'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** Bounds of the thresholds. */
export const DAYS_MIN = 1;
export const DAYS_MAX = 90;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;
export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 5000;

/** Message keys (locales/fragments/elearning-notifications.ts). */
const K = 'app.elearning_notifications';
export const EN_DAYS_INVALID = `${K}.errors.days_invalid`;
export const EN_PERCENT_INVALID = `${K}.errors.percent_invalid`;
export const EN_ENABLED_INVALID = `${K}.errors.enabled_invalid`;
export const EN_PLACEHOLDER_UNKNOWN = `${K}.errors.placeholder_unknown`;
export const EN_PLACEHOLDER_FIELD = `${K}.errors.placeholder_field`;
export const EN_TEXT_INVALID = `${K}.errors.text_invalid`;

const enabled = z.boolean(EN_ENABLED_INVALID);
const days = z
  .number(EN_DAYS_INVALID)
  .int(EN_DAYS_INVALID)
  .min(DAYS_MIN, EN_DAYS_INVALID)
  .max(DAYS_MAX, EN_DAYS_INVALID);
const percent = z
  .number(EN_PERCENT_INVALID)
  .int(EN_PERCENT_INVALID)
  .min(PERCENT_MIN, EN_PERCENT_INVALID)
  .max(PERCENT_MAX, EN_PERCENT_INVALID);

/** A group's settings of each kind: its switch and thresholds (as GET /elearningdetails/{id} answers them). */
export const NotificationSettingsSchema = z.object({
  welcome: z.object({ enabled: z.boolean() }),
  inactive: z.object({ enabled: z.boolean(), days: z.number().int() }),
  behind: z.object({ enabled: z.boolean(), percent: z.number().int() }),
  ending: z.object({ enabled: z.boolean(), days: z.number().int() }),
  results: z.object({ enabled: z.boolean() }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** What a PUT may give of the settings: any kind, any of its fields; the others are kept. */
export const NotificationSettingsInputSchema = z.strictObject({
  welcome: z.strictObject({ enabled: enabled.optional() }).optional(),
  inactive: z.strictObject({ enabled: enabled.optional(), days: days.optional() }).optional(),
  behind: z.strictObject({ enabled: enabled.optional(), percent: percent.optional() }).optional(),
  ending: z.strictObject({ enabled: enabled.optional(), days: days.optional() }).optional(),
  results: z.strictObject({ enabled: enabled.optional() }).optional(),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  welcome: { enabled: true },
  inactive: { enabled: true, days: 7 },
  behind: { enabled: true, percent: 20 },
  ending: { enabled: true, days: 7 },
  results: { enabled: true },
};

/** One template as the API answers it: the override, or the default text when there is none. */
export const ElearningTemplateSchema = z.object({
  kind: z.enum(ELEARNING_NOTIFICATION_KINDS),
  language: z.enum(TEMPLATE_LANGUAGES),
  subject: z.string(),
  body: z.string(),
  /** True when the text is an override (elearning_templates); false: the default. */
  custom: z.boolean(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  updatedAt: z.string().nullable(),
});
export type ElearningTemplate = z.infer<typeof ElearningTemplateSchema>;

export const TemplateParamsSchema = z.object({
  kind: z.enum(ELEARNING_NOTIFICATION_KINDS),
  language: z.enum(TEMPLATE_LANGUAGES),
});

const templateText = (max: number) =>
  z
    .string(EN_TEXT_INVALID)
    .max(max, EN_TEXT_INVALID)
    .refine((v) => v.trim() !== '', 'app.validation.required');

/** PUT /elearningnotifications/templates/{kind}/{language}. */
export const SetTemplateSchema = z.strictObject({
  subject: templateText(SUBJECT_MAX_LENGTH),
  body: templateText(BODY_MAX_LENGTH),
});
export type SetTemplate = z.infer<typeof SetTemplateSchema>;

/** A row of the sending log (GET /elearningnotifications/log). */
export const ElearningNotificationLogSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(ELEARNING_NOTIFICATION_KINDS),
  groupId: z.uuid(),
  groupName: z.string(),
  studentId: z.uuid(),
  learner: z.string(),
  email: z.string(),
  language: z.enum(TEMPLATE_LANGUAGES),
  status: z.enum(SEND_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ElearningNotificationLog = z.infer<typeof ElearningNotificationLogSchema>;

/** The log's filters: kind, status, group, learner search (q), date range (from, to: YYYY-MM-DD). */
export const LogFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  kind: many(z.enum(ELEARNING_NOTIFICATION_KINDS)).optional(),
  status: many(z.enum(SEND_STATUSES)).optional(),
  groupId: many(z.uuid()).optional(),
  studentId: many(z.uuid()).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
