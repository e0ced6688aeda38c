import { z } from 'zod';
import { StaffStatusSchema } from './staff';
import {
  emailField,
  PERSON_NAME_MAX_LENGTH,
  phoneField,
  readOnlyFields,
  requiredText,
  updatedAtField,
} from './student';

/** A trainer: a staff account of type 3 (DESIGN.md); option label "name firstname". */
export const TeacherSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: StaffStatusSchema,
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Teacher = z.infer<typeof TeacherSchema>;

/** No password: the teacher gets an invitation mail to set one. */
export const CreateTeacherSchema = z.strictObject({
  name: requiredText(PERSON_NAME_MAX_LENGTH),
  firstname: requiredText(PERSON_NAME_MAX_LENGTH),
  email: emailField,
  phone: phoneField.optional(),
});
export type CreateTeacher = z.infer<typeof CreateTeacherSchema>;

export const UpdateTeacherSchema = z.strictObject({
  ...CreateTeacherSchema.partial().shape,
  updatedAt: updatedAtField.optional(),
  /** Read-only here: activation goes through /administrator/{id}/status. */
  status: StaffStatusSchema.optional(),
  ...readOnlyFields,
});
export type UpdateTeacher = z.infer<typeof UpdateTeacherSchema>;

export const TeacherFilterSchema = z.object({
  q: z.string().max(200).optional(),
  status: StaffStatusSchema.optional(),
  archived: z.boolean().optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});

export const teacherLabel = (t: { name: string; firstname: string }) => `${t.name} ${t.firstname}`;
