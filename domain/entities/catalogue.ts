import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import {
  COURSE_NAME_MAX_LENGTH,
  LEVEL_INVALID,
  MAX_COURSE_MODULES,
  MAX_MODULE_UNITS,
  MAX_TAGS,
  MODULE_NAME_MAX_LENGTH,
  MODULES_REPEATED,
  TAG_INVALID,
  TAG_MAX_LENGTH,
  TOO_MANY_MODULES,
  TOO_MANY_TAGS,
  UNKNOWN_MODULE,
} from './catalogue-constants';
import { LevelSchema, many, requiredText, updatedAtField } from './fields';
import { TOO_MANY_UNITS, UNITS_REPEATED, UNKNOWN_UNIT } from './unit';
import { writableBody } from './writable-body';

export {
  COURSE_NAME_MAX_LENGTH,
  LEVEL_INVALID,
  MAX_COURSE_MODULES,
  MAX_MODULE_UNITS,
  MAX_TAGS,
  MODULE_IN_USE,
  MODULE_NAME_MAX_LENGTH,
  MODULES_REPEATED,
  TAG_INVALID,
  TAG_MAX_LENGTH,
  TOO_MANY_MODULES,
  TOO_MANY_TAGS,
  UNKNOWN_MODULE,
} from './catalogue-constants';

/** An e-learning module (spec section 3): name, level 0..6 (A0..C2), tags. */
export const ModuleSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  level: LevelSchema,
  tags: z.array(z.string()),
  /** The module's SCORM units in order (module_units). */
  units: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Module = z.infer<typeof ModuleSchema>;

/** The whole ordered list of a module's units, each once. */
const unitsField = z
  .array(z.uuid(UNKNOWN_UNIT))
  .max(MAX_MODULE_UNITS, TOO_MANY_UNITS)
  .refine((ids) => new Set(ids).size === ids.length, UNITS_REPEATED);

/** GET /module/all: what a picker needs. */
export const ModuleChoiceSchema = ModuleSchema.pick({ _id: true, name: true, level: true });

/** Tags are trimmed and each is 1..50 characters; the service keeps the first of repeated ones. */
const tagsField = z
  .array(z.string().trim().min(1, TAG_INVALID).max(TAG_MAX_LENGTH, TAG_INVALID))
  .max(MAX_TAGS, TOO_MANY_TAGS);

const levelField = z.int(LEVEL_INVALID).min(MIN_LEVEL, LEVEL_INVALID).max(MAX_LEVEL, LEVEL_INVALID);

export const CreateModuleSchema = writableBody(ModuleSchema, {
  name: requiredText(MODULE_NAME_MAX_LENGTH),
  level: levelField,
  tags: tagsField.default([]),
  units: unitsField.default([]),
});
export type CreateModule = z.output<typeof CreateModuleSchema>;

export const UpdateModuleSchema = writableBody(ModuleSchema, {
  name: requiredText(MODULE_NAME_MAX_LENGTH).optional(),
  level: levelField.optional(),
  tags: tagsField.optional(),
  units: unitsField.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateModule = z.output<typeof UpdateModuleSchema>;

/**
 * The filters of GET /module: q (name), id (getMany), level (one or several), tag (one of the
 * module's), units (the modules holding one of these units).
 */
export const ModuleFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  level: many(z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL)).optional(),
  tag: z.string().max(TAG_MAX_LENGTH).optional(),
  units: many(z.uuid()).optional(),
});

/** A course (spec section 3): a name and its modules in order (listModules, the spec's name). */
export const CourseSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  listModules: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

/** The whole ordered list, each module once. */
const listModulesField = z
  .array(z.uuid(UNKNOWN_MODULE))
  .max(MAX_COURSE_MODULES, TOO_MANY_MODULES)
  .refine((ids) => new Set(ids).size === ids.length, MODULES_REPEATED);

export const CreateCourseSchema = writableBody(CourseSchema, {
  name: requiredText(COURSE_NAME_MAX_LENGTH),
  listModules: listModulesField.default([]),
});
export type CreateCourse = z.output<typeof CreateCourseSchema>;

export const UpdateCourseSchema = writableBody(CourseSchema, {
  name: requiredText(COURSE_NAME_MAX_LENGTH).optional(),
  listModules: listModulesField.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateCourse = z.output<typeof UpdateCourseSchema>;

/** The filters of GET /course: q (name), id (getMany), listModules (the courses holding one of these modules). */
export const CourseFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  listModules: many(z.uuid()).optional(),
});
