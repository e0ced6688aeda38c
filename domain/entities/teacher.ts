import { z } from 'zod';
import {
  emailField,
  PERSON_NAME_MAX_LENGTH,
  phoneField,
  requiredText,
  updatedAtField,
} from './fields';
import { StaffStatusSchema } from './staff';
import { writableBody } from './writable-body';

/** A trainer's tie to the provider: own staff or outside (self-employed, subcontracted). */
export const TRAINER_KINDS = ['own', 'outside'] as const;

/** A trainer: a staff account of type 3 (DESIGN.md); option label "name firstname". */
export const TeacherSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Diplomas, titles or references (the training contract states them: L6353-4, 5°). */
  qualifications: z.string().nullable(),
  /** Own staff or outside (self-employed, subcontracted): the BPF's frame E; null: not given. */
  trainerKind: z.enum(TRAINER_KINDS).nullable(),
  status: StaffStatusSchema,
  /** The ids of the languages the trainer teaches. */
  languages: z.array(z.uuid()),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Teacher = z.infer<typeof TeacherSchema>;

/** A trainer's diplomas, titles or references: a paragraph. */
export const TEACHER_QUALIFICATIONS_MAX = 1000;

/** More than any trainer teaches: the bound of a body's list. */
export const MAX_TEACHER_LANGUAGES = 20;

/** No password: the teacher gets an invitation mail to set one. */
const teacherFields = {
  name: requiredText(PERSON_NAME_MAX_LENGTH),
  firstname: requiredText(PERSON_NAME_MAX_LENGTH),
  email: emailField,
  phone: phoneField.optional(),
  qualifications: z.string().max(TEACHER_QUALIFICATIONS_MAX).nullable().optional(),
  trainerKind: z.enum(TRAINER_KINDS).nullable().optional(),
  /** The languages taught, as language ids; a list given replaces the whole list. */
  languages: z.array(z.uuid()).max(MAX_TEACHER_LANGUAGES).optional(),
};

/** The fields an admin may set on many trainers at once (PATCH /teacher), with the single update's rules. */
export const BulkTeacherFields = { languages: teacherFields.languages };

export const CreateTeacherSchema = writableBody(TeacherSchema, teacherFields);
export type CreateTeacher = z.output<typeof CreateTeacherSchema>;

/** status is read-only here: activation goes through /administrator/{id}/status. */
export const UpdateTeacherSchema = writableBody(TeacherSchema, {
  ...z.object(teacherFields).partial().shape,
  updatedAt: updatedAtField.optional(),
});
export type UpdateTeacher = z.output<typeof UpdateTeacherSchema>;

export const TeacherFilterSchema = z.object({
  q: z.string().max(200).optional(),
  status: StaffStatusSchema.optional(),
  /** Own staff or outside (the BPF's frame E). */
  trainerKind: z.enum(TRAINER_KINDS).optional(),
  archived: z.boolean().optional(),
  /** Trainers who teach this language, or any of these. */
  languages: z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});

export { teacherLabel } from './teacher-label';
