import { z } from 'zod';
import {
  SEMESTER_VALUE_INVALID,
  SEMESTER_VALUE_MAX,
  SEMESTER_VALUE_MIN,
} from '../rules/semester-value';
import { many, updatedAtField } from './fields';
import { EXAM_MODALITIES, SCHOOL_TYPES } from './programmes';
import { writableBody } from './writable-body';

const VALUE_INVALID = SEMESTER_VALUE_INVALID;
const DATE_INVALID = 'app.semesters.date_invalid';

export const SchoolTypeSchema = z.enum(SCHOOL_TYPES);
export const ExamModalitySchema = z.enum(EXAM_MODALITIES);

/** A semester of the catalogue (/semester): value, begin, end, schoolTypes, examType, examModalities. */
export const SemesterSchema = z.object({
  _id: z.uuid(),
  value: z.int(),
  /** A calendar day, YYYY-MM-DD. */
  begin: z.iso.date(),
  end: z.iso.date(),
  schoolTypes: z.array(SchoolTypeSchema),
  examType: z.boolean(),
  examModalities: z.array(ExamModalitySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Semester = z.infer<typeof SemesterSchema>;

const semesterFields = {
  value: z
    .int(VALUE_INVALID)
    .min(SEMESTER_VALUE_MIN, VALUE_INVALID)
    .max(SEMESTER_VALUE_MAX, VALUE_INVALID),
  begin: z.iso.date(DATE_INVALID),
  end: z.iso.date(DATE_INVALID),
  schoolTypes: z
    .array(SchoolTypeSchema)
    .max(SCHOOL_TYPES.length * 2)
    .default([]),
  examType: z.boolean().default(false),
  examModalities: z
    .array(ExamModalitySchema)
    .max(EXAM_MODALITIES.length * 2)
    .default([]),
};

export const CreateSemesterSchema = writableBody(SemesterSchema, semesterFields);
export type CreateSemester = z.output<typeof CreateSemesterSchema>;

export const UpdateSemesterSchema = writableBody(SemesterSchema, {
  value: semesterFields.value.optional(),
  begin: semesterFields.begin.optional(),
  end: semesterFields.end.optional(),
  schoolTypes: z
    .array(SchoolTypeSchema)
    .max(SCHOOL_TYPES.length * 2)
    .optional(),
  examType: z.boolean().optional(),
  examModalities: z
    .array(ExamModalitySchema)
    .max(EXAM_MODALITIES.length * 2)
    .optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateSemester = z.output<typeof UpdateSemesterSchema>;

/** The filters of GET /semester: q (value or a school type), id (getMany), value, schoolType (one of the semester's), examType. */
export const SemesterFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  value: many(z.coerce.number().int().min(SEMESTER_VALUE_MIN).max(SEMESTER_VALUE_MAX)).optional(),
  schoolType: SchoolTypeSchema.optional(),
  examType: z.boolean().optional(),
});
