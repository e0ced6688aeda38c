import { z } from 'zod';
import { IMPROVEMENT_ORIGINS, IMPROVEMENT_STATUSES } from '../rules/improvement';
import { many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

export const IMPROVEMENT_TITLE_MAX = 200;
export const IMPROVEMENT_TEXT_MAX = 10_000;

export const ImprovementOriginSchema = z.enum(IMPROVEMENT_ORIGINS);
export const ImprovementStatusSchema = z.enum(IMPROVEMENT_STATUSES);

/**
 * An improvement action (/improvements, Qualiopi indicator 32): where it came from (a complaint,
 * which it names, a survey, an audit, an idea), what it is, who owns it, when it is due, how it goes
 * and what came of it. Super Administrators and Admins write them; a Teacher opens actions she owns,
 * reports their status and result, and deletes one not yet started.
 */
export const ImprovementSchema = z.object({
  _id: z.uuid(),
  origin: ImprovementOriginSchema,
  complaintId: z.uuid().nullable(),
  /** The complaint's subject, to show beside its link. */
  complaintSubject: z.string().nullable(),
  /** The questionnaire an action from a survey came from, and its name. */
  surveyId: z.uuid().nullable(),
  surveyName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** The staff member who owns it, and her name. */
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  dueOn: z.iso.date().nullable(),
  status: ImprovementStatusSchema,
  result: z.string().nullable(),
  /** The day it was done or abandoned (set by the server when its status becomes one of them). */
  closedOn: z.iso.date().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Improvement = z.infer<typeof ImprovementSchema>;

const optionalText = z
  .string()
  .max(IMPROVEMENT_TEXT_MAX)
  .transform((v) => (v.trim() === '' ? null : v.trim()))
  .nullable();

const improvementFields = {
  origin: ImprovementOriginSchema,
  complaintId: z.uuid().nullable().default(null),
  surveyId: z.uuid().nullable().default(null),
  title: requiredText(IMPROVEMENT_TITLE_MAX).transform((v) => v.trim()),
  description: z.string().max(IMPROVEMENT_TEXT_MAX).default(''),
  ownerId: z.uuid().nullable().default(null),
  dueOn: z.iso.date().nullable().default(null),
  status: ImprovementStatusSchema.default('planned'),
  result: optionalText.default(null),
};

export const CreateImprovementSchema = writableBody(ImprovementSchema, improvementFields);
export type CreateImprovement = z.output<typeof CreateImprovementSchema>;

export const UpdateImprovementSchema = writableBody(ImprovementSchema, {
  origin: ImprovementOriginSchema.optional(),
  complaintId: z.uuid().nullable().optional(),
  surveyId: z.uuid().nullable().optional(),
  title: improvementFields.title.optional(),
  description: z.string().max(IMPROVEMENT_TEXT_MAX).optional(),
  ownerId: z.uuid().nullable().optional(),
  dueOn: z.iso.date().nullable().optional(),
  status: ImprovementStatusSchema.optional(),
  result: optionalText.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateImprovement = z.output<typeof UpdateImprovementSchema>;

/**
 * The filters of GET /improvements: q (title, description), id, origin, status, complaintId,
 * surveyId, ownerId, open (true: planned or in progress), overdue (true: open and due before today).
 */
export const ImprovementFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  origin: many(ImprovementOriginSchema).optional(),
  status: many(ImprovementStatusSchema).optional(),
  complaintId: many(z.uuid()).optional(),
  surveyId: many(z.uuid()).optional(),
  ownerId: many(z.uuid()).optional(),
  open: z.boolean().optional(),
  overdue: z.boolean().optional(),
});
