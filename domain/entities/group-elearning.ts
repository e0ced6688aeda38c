import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import { ContentTitleSchema } from './content';
import {
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
} from './elearning-notification';
import { many, updatedAtField } from './fields';
import { EXAM_TYPES, GROUP_SEMESTER_MAX, GROUP_SEMESTER_MIN } from './group';
import { writableBody } from './writable-body';

/** Bounds of the e-learning blocks (spec section 3, "Group e-learning"): far above any real plan. */
export const MAX_BLOCKS = 50;
export const MAX_BLOCK_LINES = 100;
export const BLOCK_TITLE_MAX_LENGTH = 200;
export const BLOCK_LINE_MAX_LENGTH = 1000;
export const FILENAME_MAX_LENGTH = 255;
/** elearningOptions is a small free object: at most this many characters of JSON. */
export const OPTIONS_MAX_LENGTH = 10_000;
/** Upper bound of the hour fields (the database keeps minutes in an integer). */
export const MAX_HOURS = 100_000;
export const PERCENT_MAX = 100;

/** Message keys (locales/fragments/group-elearning.ts). */
export const EL_HOURS_INVALID = 'app.group_elearning.hours_invalid';
export const EL_PERCENT_INVALID = 'app.group_elearning.percent_invalid';
export const EL_SEMESTER_INVALID = 'app.group_elearning.semester_invalid';
export const EL_TOO_MANY_BLOCKS = 'app.group_elearning.too_many_blocks';
export const EL_TOO_MANY_LINES = 'app.group_elearning.too_many_lines';
export const EL_TEXT_TOO_LONG = 'app.group_elearning.text_too_long';
export const EL_OPTIONS_TOO_BIG = 'app.group_elearning.options_too_big';
export const EL_ALREADY_EXISTS = 'app.group_elearning.already_exists';
export const EL_UNKNOWN_GROUP = 'app.group_elearning.unknown_group';
export const EL_EXAM_TYPE_INVALID = 'app.group_elearning.exam_type_invalid';
export const EL_EXAM_DATE_INVALID = 'app.group_elearning.exam_date_invalid';
export const EL_NESTED_NEEDS_UPDATE = 'app.group_elearning.nested_needs_update';
export const EL_NESTED_CONFLICT = 'app.group_elearning.nested_conflict';

/** A block of the programme or the evaluations: a title and its content lines. */
export const ContentBlockSchema = z.object({ title: z.string(), content: z.array(z.string()) });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;
/** A block of the e-learning resources: a title and a file name. */
export const FileBlockSchema = z.object({ title: z.string(), filename: z.string() });
export type FileBlock = z.infer<typeof FileBlockSchema>;

/** The exam that closes the e-learning (POST /elearningdetails/exam/{id}). */
export const ElearningExamSchema = z.object({
  typeofexam: z.enum(EXAM_TYPES),
  /** YYYY-MM-DD. */
  date: z.string(),
});
export type ElearningExam = z.infer<typeof ElearningExamSchema>;

/** A group's e-learning details as the API answers them: hours (kept in minutes), percents. */
export const ElearningDetailsSchema = z.object({
  _id: z.uuid(),
  groupId: z.uuid(),
  companyId: z.uuid(),
  semester: z.number().int().nullable(),
  /** E-learning hours planned. */
  elearningDuration: z.number(),
  presentialHours: z.number(),
  /** Quiz success percent to reach. */
  elearningTarget: z.number(),
  /** Programme percent to reach, 0..100. */
  elearningAttempts: z.number(),
  /** Connection-time target, in hours. */
  elearningDurationTarget: z.number(),
  elearningOptions: z.record(z.string(), z.unknown()),
  elearningProgramme: z.array(ContentBlockSchema),
  elearningEvaluations: z.array(ContentBlockSchema),
  elearningResources: z.array(FileBlockSchema),
  /** The learners get e-learning reminders (the master switch of the notifications). */
  notify: z.boolean(),
  /** Each kind of e-learning notification: its switch and thresholds (defaults filled). */
  notifications: NotificationSettingsSchema,
  exam: ElearningExamSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ElearningDetails = z.infer<typeof ElearningDetailsSchema>;

const text = (max: number) => z.string().max(max, EL_TEXT_TOO_LONG);
const contentBlock = z.strictObject({
  title: text(BLOCK_TITLE_MAX_LENGTH),
  content: z.array(text(BLOCK_LINE_MAX_LENGTH)).max(MAX_BLOCK_LINES, EL_TOO_MANY_LINES),
});
const fileBlock = z.strictObject({
  title: text(BLOCK_TITLE_MAX_LENGTH),
  filename: text(FILENAME_MAX_LENGTH),
});
const blocks = <T extends z.ZodType>(block: T) =>
  z.array(block).max(MAX_BLOCKS, EL_TOO_MANY_BLOCKS);
/** Any finite number: domain/rules/group-elearning.ts says which ones are right, with its messages. */
const hours = z.number(EL_HOURS_INVALID);
const percent = z.number(EL_PERCENT_INVALID);
const options = z
  .record(z.string().max(100), z.unknown())
  .refine((o) => JSON.stringify(o).length <= OPTIONS_MAX_LENGTH, EL_OPTIONS_TOO_BIG);

const writable = {
  semester: z.number(EL_SEMESTER_INVALID).nullable(),
  elearningDuration: hours,
  presentialHours: hours,
  elearningTarget: percent,
  elearningAttempts: percent,
  elearningDurationTarget: hours,
  elearningOptions: options,
  elearningProgramme: blocks(contentBlock),
  elearningEvaluations: blocks(contentBlock),
  elearningResources: blocks(fileBlock),
  notify: z.boolean(),
};
const optional = Object.fromEntries(
  Object.entries(writable).map(([k, v]) => [k, v.optional()]),
) as { [K in keyof typeof writable]: z.ZodOptional<(typeof writable)[K]> };

/** The spec's nested form (section 3): with ?update=true these two come under `elearning`. */
export const NestedElearningSchema = z.strictObject({
  elearningDurationTarget: hours.optional(),
  elearningAttempts: percent.optional(),
});

/** POST /elearningdetails: the group is required; companyId is the group's; the rest has defaults. */
export const CreateElearningDetailsSchema = writableBody(ElearningDetailsSchema, {
  groupId: z.uuid(EL_UNKNOWN_GROUP),
  ...optional,
});
export type CreateElearningDetails = z.output<typeof CreateElearningDetailsSchema>;

/**
 * PUT /elearningdetails/{id}: any subset; a list given replaces the whole list. `elearning` (the
 * nested form of the two targets) is read only with ?update=true.
 */
export const UpdateElearningDetailsSchema = writableBody(ElearningDetailsSchema, {
  ...optional,
  elearning: NestedElearningSchema.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateElearningDetails = z.output<typeof UpdateElearningDetailsSchema>;

export const UpdateQuerySchema = z.object({ update: z.enum(['true', 'false']).optional() });

/** POST /elearningdetails/exam/{id}: the exam that closes the e-learning (type and date). */
export const SetElearningExamSchema = z.strictObject({
  typeofexam: z.enum(EXAM_TYPES, EL_EXAM_TYPE_INVALID),
  date: z.iso.date(EL_EXAM_DATE_INVALID),
  updatedAt: updatedAtField.optional(),
});
export type SetElearningExam = z.output<typeof SetElearningExamSchema>;

/**
 * PUT /elearningdetails/notif/{id}: the elearning object (spec section 7), as GET /elearningdetails/{id}
 * answers it, of which only notify, notifications and updatedAt are read (its other fields are
 * checked as the record's and ignored; a field the object does not have is a 400); the older body
 * {notify, updatedAt} is the same minus notifications.
 */
export const SetElearningNotifySchema = writableBody(ElearningDetailsSchema, {
  notify: z.boolean(),
  notifications: NotificationSettingsInputSchema.optional(),
  updatedAt: updatedAtField.optional(),
});
export type SetElearningNotify = z.output<typeof SetElearningNotifySchema>;

/** The filters of GET /elearningdetails: q (the group's name), id (getMany), groupId, companyId (one or several). */
export const ElearningDetailsFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  groupId: many(z.uuid()).optional(),
  companyId: many(z.uuid()).optional(),
});

/** GET /contenttitle/group/{id}: ?level=0..6&language=uuid override the group's. */
export const GroupContentQuerySchema = z.object({
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
  language: z.uuid().optional(),
});

/** The group's skills content: the titles at a level and language, and the items the group chose. */
export const GroupContentSchema = z.object({
  groupId: z.uuid(),
  level: z.number().int(),
  language: z.uuid(),
  titles: z.array(ContentTitleSchema),
  /** The group's chosen content item ids (all of them, listed at this level or not). */
  formationContent: z.array(z.uuid()),
  /** The group's updatedAt, for the PUT /group/{id} that saves formationContent. */
  updatedAt: z.string(),
});
export type GroupContent = z.infer<typeof GroupContentSchema>;

export const SEMESTER_CHOICES = Array.from(
  { length: GROUP_SEMESTER_MAX - GROUP_SEMESTER_MIN + 1 },
  (_, i) => GROUP_SEMESTER_MIN + i,
);
