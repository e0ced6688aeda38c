import { z } from 'zod';
import { dayOrInstant } from './fields';

/** What an audit entry says happened to its record (server/db/migrations/0029_audit_trail.sql). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'archive',
  'restore',
  'delete',
  'password',
  'role',
  'sign_in',
  'sign_in_failed',
  /** GDPR: everything held about the person exported, or erased (server/areas/privacy). */
  'data_export',
  'erase',
  /** Learners imported from a spreadsheet (server/areas/student-import): the file and its rows. */
  'import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The tables the trail covers: every table of the public schema but the trail itself, the job queue,
 * sign-in tokens, reset and signing links and failed sign-in counters. tests/api/audit.test.ts fails
 * when the database's audited tables differ, so a new table is named here (and in the three
 * languages, app.audit.tables.<name>) the day it lands.
 */
export const AUDITED_TABLES = [
  'access_codes',
  'agreement_signatures',
  'at_risk_actions',
  'at_risk_client_mails',
  'at_risk_flags',
  'calendar_feeds',
  'categories',
  'companies',
  'complaints',
  'company_panels',
  'company_semesters',
  'content_items',
  'content_titles',
  'countries',
  'course_modules',
  'courses',
  'customers',
  'document_templates',
  'elearning_details',
  'elearning_notifications',
  'elearning_templates',
  'exam_results',
  'exam_sessions',
  'exam_subjects',
  'export_files',
  'group_contents',
  'group_courses',
  'group_funders',
  'group_funding',
  'group_grades',
  'group_objectives',
  'group_objectives_reached',
  'group_resources',
  'group_students',
  'issued_documents',
  'group_teachers',
  'groups',
  'idle_trackers',
  'improvements',
  'languages',
  'module_tests',
  'module_units',
  'modules',
  'news',
  'notification_recipients',
  'notifications_intra',
  'objectives',
  'question_pools',
  'questions',
  'resources',
  'semesters',
  'session_comments',
  'session_groups',
  'session_registrants',
  'sessions',
  'settings',
  'signature_reopenings',
  'signatures',
  'slot_attendance',
  'staff',
  'staff_languages',
  'students',
  'survey_requests',
  'surveys',
  'test_attempts',
  'unit_trackers',
  'units',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

/** A changed record's columns, by their database names (snake_case); a secret's value is "hidden". */
const ColumnsSchema = z.record(z.string(), z.unknown()).nullable();

/** One entry of the trail (GET /audit): who, when, which record, what, from where. */
export const AuditEntrySchema = z.object({
  _id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** The staff member who wrote; null on a public route (a learner, a visitor, a failed sign-in). */
  actorId: z.uuid().nullable(),
  /** Her name as it is now; null when she no longer exists. */
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  tableName: z.string(),
  /** The record's primary key; several columns joined by "/". Empty for an unknown account's failed sign-in. */
  recordId: z.string(),
  before: ColumnsSchema,
  after: ColumnsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The list's filters (GET /audit, GET /audit/export): a search, person, table, record, action, dates. */
export const AuditFilterSchema = z.object({
  /** Words of the author's name, the record's label or the changed values. */
  q: z.string().max(200).optional(),
  id: z.union([z.number().int(), z.array(z.number().int()).max(1000)]).optional(),
  actorId: z.uuid().optional(),
  tableName: z.enum(AUDITED_TABLES).optional(),
  recordId: z.string().max(200).optional(),
  /**
   * A learner's history: the entries of her own row (students) and those of her at-risk flags and
   * the actions recorded on them, the evidence of Qualiopi indicator 12.
   */
  studentId: z.uuid().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** From this day (on the provider's clock) or instant, included. */
  from: dayOrInstant.optional(),
  /** Up to this day, included, or this instant. */
  to: dayOrInstant.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;
