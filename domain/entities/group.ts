import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import { LevelSchema, many as oneOrMany, requiredText, updatedAtField } from './fields';
import { MISSING_STEPS } from './group-checklist';
import { writableBody } from './writable-body';

/** Business constants of spec section 9 for groups. */
export const GROUP_TYPES = ['EW', 'MW', 'Coaching'] as const;

/** Where a group stands on a day: not begun, running, ended (domain/rules/student-record.ts groupState). */
export const GROUP_STATES = ['coming', 'running', 'ended'] as const;
export const TRAINING_TYPES = [
  'individual',
  'group',
  'phone',
  'blended',
  'intensive',
  'elearning',
  'video',
] as const;
export const LANGUAGE_TYPES = ['professional', 'general', 'profandgen'] as const;
export const EXAM_TYPES = ['toeic', 'linguageneral', 'linguabusiness'] as const;
/** Semester choices of the group forms: empty (null) or 0 to 10. */
export const GROUP_SEMESTER_MIN = 0;
export const GROUP_SEMESTER_MAX = 10;
/** Number inputs of spec section 5: hours and durations step 0.5, percents step 5. */
export const HOURS_STEP = 0.5;
export const PERCENT_STEP = 5;
/** The Modules table of the e-learning tab shows 3 rows per page (spec section 9). */
export const MODULES_TABLE_PAGE_SIZE = 3;
/** The grading (groupnotation): the two tests and the skills graded at each, a score 0..10. */
export const GRADE_TESTS = ['middle', 'end'] as const;
export { GRADE_SKILLS } from './grade-skills';
export const GRADE_MAX_SCORE = 10;

export const GROUP_NAME_MAX_LENGTH = 200;
export const OBJECTIVE_MAX_LENGTH = 300;
export const COMMENT_MAX_LENGTH = 10_000;
/** Bounds of a body's lists, far above any real group. */
export const MAX_GROUP_TEACHERS = 50;
export const MAX_GROUP_USERS = 2_000;
export const MAX_GROUP_LIST = 500;

/** Message keys (locales/fragments/groups.ts). */
export const GROUP_REQUIRED = 'app.validation.required';
export const SESSION_MANAGER_MISSING = 'app.groups.session_manager_missing';
export const GROUP_NOT_FOUND = 'app.groups.not_found';
export const GROUP_IN_USE = 'app.groups.in_use';
export const GROUP_USER_REMOVED = 'app.groups.user_removed';
export const GROUP_USER_GRADED = 'app.groups.user_graded';
export const GROUP_DATES_ORDER = 'app.groups.dates_order';
export const UNKNOWN_TEACHER = 'app.groups.unknown_teacher';
export const UNKNOWN_STUDENT = 'app.groups.unknown_student';
export const STUDENT_OTHER_COMPANY = 'app.groups.student_other_company';
export const UNKNOWN_COURSE = 'app.groups.unknown_course';
export const UNKNOWN_RESOURCE = 'app.groups.unknown_resource';
export const UNKNOWN_CONTENT = 'app.groups.unknown_content';
export const UNKNOWN_COMPANY = 'app.groups.unknown_company';
export const UNKNOWN_LANGUAGE = 'app.groups.unknown_language';
export const ITEMS_REPEATED = 'app.groups.items_repeated';
export const HOURS_INVALID = 'app.groups.hours_invalid';
export const PERCENT_INVALID = 'app.groups.percent_invalid';
export const SEMESTER_INVALID = 'app.groups.semester_invalid';

/** A trainer as the group answers it (idTeachers; the option label is name plus firstname). */
export const GroupTeacherSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
});
export const ObjectiveSchema = z.object({ _id: z.uuid(), name: z.string() });
export const GroupResourceSchema = z.object({ resourceId: z.uuid(), suggested: z.boolean() });
export const GroupCourseSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** The course's modules, in order. */
  listModules: z.array(z.uuid()),
});

/** A group as GET /group/{id} answers it (spec section 3, "Group"); hours, not minutes. */
export const GroupSchema = z.object({
  _id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  name: z.string(),
  type: z.enum(GROUP_TYPES),
  level: LevelSchema,
  /** The language's id. */
  language: z.uuid(),
  idTeachers: z.array(GroupTeacherSchema),
  typeoftraining: z.array(z.enum(TRAINING_TYPES)),
  typeoflanguage: z.enum(LANGUAGE_TYPES).nullable(),
  /** Hours (stored in minutes). */
  duration: z.number(),
  /** YYYY-MM-DD. */
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  atCompany: z.boolean(),
  middleTest: z.boolean(),
  endTest: z.boolean(),
  typeofexam: z.enum(EXAM_TYPES).nullable(),
  objectives: z.array(ObjectiveSchema),
  resources: z.array(GroupResourceSchema),
  writerComment: z.string(),
  listIdUsers: z.array(z.uuid()),
  courses: z.array(GroupCourseSchema),
  formationContent: z.array(z.uuid()),
  semester: z.number().int().min(GROUP_SEMESTER_MIN).max(GROUP_SEMESTER_MAX).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;

/** A row of a group list (GET /group, /group/company/{id}): what the Courses tab shows. */
export const GroupSummarySchema = GroupSchema.pick({
  _id: true,
  companyId: true,
  companyName: true,
  name: true,
  type: true,
  level: true,
  language: true,
  idTeachers: true,
  beginDate: true,
  endDate: true,
  semester: true,
  createdAt: true,
  updatedAt: true,
}).extend({
  /** Number of learners. */
  learners: z.number().int(),
  /** Average e-learning completion of the learners over the group's course modules, 0..100; null without modules or learners. */
  progress: z.number().nullable(),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

const many = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((xs) => new Set(xs.map((x) => JSON.stringify(x))).size === xs.length, ITEMS_REPEATED);

/** Hours: 0 or more, a multiple of 0.5. */
export const hoursField = z
  .number(HOURS_INVALID)
  .min(0, HOURS_INVALID)
  .max(100_000, HOURS_INVALID)
  .refine((h) => Number.isInteger(h / HOURS_STEP), HOURS_INVALID);
const dateField = z.iso.date().nullable();
/** A reference written as its id or as the object the API answered ({_id, ...}). */
const ref = (message: string) =>
  z
    .union([z.uuid(message), z.looseObject({ _id: z.uuid(message) })], { error: message })
    .transform((v) => (typeof v === 'string' ? v : v._id));

/** A missing value is "Required"; a value of the wrong kind has the field's own message. */
const requiredOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? GROUP_REQUIRED : message),
});

const groupFields = {
  companyId: z.uuid(requiredOr(UNKNOWN_COMPANY)),
  name: z
    .string(GROUP_REQUIRED)
    .max(GROUP_NAME_MAX_LENGTH)
    .refine((v) => v.trim() !== '', GROUP_REQUIRED),
  type: z.enum(GROUP_TYPES, GROUP_REQUIRED),
  level: z.int(GROUP_REQUIRED).min(MIN_LEVEL, GROUP_REQUIRED).max(MAX_LEVEL, GROUP_REQUIRED),
  language: z.uuid(GROUP_REQUIRED),
  idTeachers: many(ref(UNKNOWN_TEACHER), MAX_GROUP_TEACHERS),
  typeoftraining: many(z.enum(TRAINING_TYPES), TRAINING_TYPES.length),
  typeoflanguage: z.enum(LANGUAGE_TYPES).nullable(),
  duration: hoursField,
  beginDate: dateField,
  endDate: dateField,
  atCompany: z.boolean(),
  middleTest: z.boolean(),
  endTest: z.boolean(),
  typeofexam: z.enum(EXAM_TYPES).nullable(),
  objectives: many(z.looseObject({ name: requiredText(OBJECTIVE_MAX_LENGTH) }), MAX_GROUP_LIST),
  resources: many(GroupResourceSchema, MAX_GROUP_LIST),
  writerComment: z.string().max(COMMENT_MAX_LENGTH),
  listIdUsers: many(ref(UNKNOWN_STUDENT), MAX_GROUP_USERS),
  courses: many(ref(UNKNOWN_COURSE), MAX_GROUP_LIST),
  formationContent: many(z.uuid(UNKNOWN_CONTENT), 5_000),
  semester: z
    .int(SEMESTER_INVALID)
    .min(GROUP_SEMESTER_MIN, SEMESTER_INVALID)
    .max(GROUP_SEMESTER_MAX, SEMESTER_INVALID)
    .nullable(),
};
type GroupFields = typeof groupFields;
const optionalAll = <S extends Record<string, z.ZodType>>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, z.optional(v)])) as {
    [K in keyof S]: z.ZodOptional<S[K]>;
  };

/** Every field a group is read with: GET /group/{id}'s record and a list row's (learners, progress). */
const GroupAsReadSchema = GroupSchema.extend(GroupSummarySchema.shape);

/**
 * POST /group/: name, type, level, language and companyId are needed; the rest has defaults. The
 * session-manager rule (teachers, dates, language) is domain/rules/group.ts.
 */
export const CreateGroupSchema = writableBody(GroupAsReadSchema, {
  ...groupFields,
  ...optionalAll({
    idTeachers: groupFields.idTeachers,
    typeoftraining: groupFields.typeoftraining,
    typeoflanguage: groupFields.typeoflanguage,
    duration: groupFields.duration,
    beginDate: groupFields.beginDate,
    endDate: groupFields.endDate,
    atCompany: groupFields.atCompany,
    middleTest: groupFields.middleTest,
    endTest: groupFields.endTest,
    typeofexam: groupFields.typeofexam,
    objectives: groupFields.objectives,
    resources: groupFields.resources,
    writerComment: groupFields.writerComment,
    listIdUsers: groupFields.listIdUsers,
    courses: groupFields.courses,
    formationContent: groupFields.formationContent,
    semester: groupFields.semester,
  }),
});
export type CreateGroup = z.output<typeof CreateGroupSchema>;

/**
 * PUT /group/{id} and PUT /company/group/{id}: any subset of the fields; a list given replaces the
 * whole list. A group as read, from the list or the record, can be sent back: the fields it cannot
 * set are ignored.
 */
export const UpdateGroupSchema = writableBody(GroupAsReadSchema, {
  ...optionalAll(groupFields as GroupFields),
  updatedAt: updatedAtField.optional(),
});
export type UpdateGroup = z.output<typeof UpdateGroupSchema>;

/** A learner's place in a group (PUT /group/user/{groupId}/{userId} body {user}). */
export const GroupUserSchema = z.object({
  studentId: z.uuid(),
  groupId: z.uuid(),
  /** Hours planned for this learner; null: the group's duration. */
  plannedHours: z.number().nullable(),
  comment: z.string(),
  updatedAt: z.string(),
});
export type GroupUser = z.infer<typeof GroupUserSchema>;
export const UpdateGroupUserSchema = z.strictObject({
  user: z.strictObject({
    plannedHours: hoursField.nullable().optional(),
    comment: z.string().max(COMMENT_MAX_LENGTH).optional(),
    updatedAt: updatedAtField.optional(),
  }),
});

/** A learner of a group as GET /groups/{id} lists it (the manage tab). */
export const GroupLearnerSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  /** Hours planned for this learner; null: the group's duration. */
  plannedHours: z.number().nullable(),
  comment: z.string(),
  /** The learner has grades in this group (then she cannot be removed: 409). */
  graded: z.boolean(),
});
/** GET /groups/{id}: the group with its learners expanded. */
export const GroupWithLearnersSchema = GroupSchema.extend({
  learners: z.array(GroupLearnerSchema),
});

/** GET /groupsid: the pickers' list. */
export const GroupIdSchema = z.object({ _id: z.uuid(), name: z.string(), companyId: z.uuid() });

/** GET /group/exam and /group/exam/{id}: a group's exam settings. */
export const GroupExamSchema = GroupSchema.pick({
  _id: true,
  companyId: true,
  companyName: true,
  name: true,
  typeofexam: true,
  middleTest: true,
  endTest: true,
  semester: true,
  beginDate: true,
  endDate: true,
}).extend({ learners: z.number().int() });
export type GroupExam = z.infer<typeof GroupExamSchema>;

/** One id or a list of ids (getMany, a reference filter). */
const ids = z.union([z.uuid(), z.array(z.uuid()).max(1000)]);

/** The list filters of the group lists (filter={...}): name search, client, trainer, level, type, language, ids. */
export const GroupFilterSchema = z.object({
  q: z.string().max(200).optional(),
  companyId: z.uuid().optional(),
  teacherId: z.uuid().optional(),
  level: LevelSchema.optional(),
  type: z.enum(GROUP_TYPES).optional(),
  language: ids.optional(),
  id: ids.optional(),
  /** Where the group stands today (GROUP_STATES), one or several. */
  state: oneOrMany(z.enum(GROUP_STATES)).optional(),
  /** The groups not ended before this day (no end date: never ended). */
  endDate_gte: z.iso.date().optional(),
  /** The groups whose end date is this day or before (no end date: not ended). */
  endDate_lte: z.iso.date().optional(),
  /** The groups begun by this day (no begin date: always begun). */
  beginDate_lte: z.iso.date().optional(),
  /** The groups whose paperwork step is missing (domain/rules/group-checklist.ts). */
  missing: z.enum(MISSING_STEPS).optional(),
});

/** POST /objectives/group/{id}: one objective, by name. */
export const AddObjectiveSchema = z.strictObject({ name: requiredText(OBJECTIVE_MAX_LENGTH) });
/** GET /objectives: the name search, and ids for getMany. */
export const ObjectiveFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: ids.optional(),
});

/** A group found by the global search (GET /query/{text}, kind Group: /search/Group/{id} opens it). */
export const GroupSearchHitSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
});
