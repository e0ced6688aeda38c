import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import {
  emailField,
  LevelSchema,
  PERSON_NAME_MAX_LENGTH,
  phoneField,
  requiredText,
  updatedAtField,
} from './fields';
import { writableBody } from './writable-body';

/** A student (spec section 3): a managed record, not an account. */
export const StudentSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.uuid().nullable(),
  companyName: z.string().nullable(),
  level: LevelSchema.nullable(),
  language: z.uuid().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Student = z.infer<typeof StudentSchema>;

const studentFields = {
  name: requiredText(PERSON_NAME_MAX_LENGTH),
  firstname: requiredText(PERSON_NAME_MAX_LENGTH),
  email: emailField,
  phone: phoneField.optional(),
  company: z.uuid().nullable().optional(),
  level: LevelSchema.nullable().optional(),
  language: z.uuid().nullable().optional(),
};

/** The fields an admin may set on many students at once (PATCH /student), with the single update's rules. */
export const BulkStudentFields = {
  company: studentFields.company,
  level: studentFields.level,
  language: studentFields.language,
};

export const CreateStudentSchema = writableBody(StudentSchema, studentFields);
export type CreateStudent = z.output<typeof CreateStudentSchema>;

export const UpdateStudentSchema = writableBody(StudentSchema, {
  ...z.object(studentFields).partial().shape,
  updatedAt: updatedAtField.optional(),
});
export type UpdateStudent = z.output<typeof UpdateStudentSchema>;

/** filter of GET /student (the list dialect): its keys are the allow-list, any other is a 400 (parseFilter). */
export const StudentFilterSchema = z.object({
  q: z.string().max(200).optional(),
  company: z.uuid().optional(),
  level: z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL).optional(),
  language: z.uuid().optional(),
  archived: z.boolean().optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});
