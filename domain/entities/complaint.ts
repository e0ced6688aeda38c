import { z } from 'zod';
import { COMPLAINT_SOURCES, COMPLAINT_STATUSES } from '../rules/complaint';
import { many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

export const COMPLAINT_NAME_MAX = 200;
export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_TEXT_MAX = 10_000;

export const ComplaintSourceSchema = z.enum(COMPLAINT_SOURCES);
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES);

/**
 * A complaint or difficulty (/complaints, Qualiopi indicator 31): who raised it and when, what it is
 * about (a group, a session, a trainer), what it says, the answer given and when, its status. Anyone
 * on staff records one; Super Administrators and Admins answer and close it.
 */
export const ComplaintSchema = z.object({
  _id: z.uuid(),
  receivedOn: z.iso.date(),
  source: ComplaintSourceSchema,
  /** Who raised it, as the provider names them (a person, a client, a funder). */
  fromName: z.string(),
  subject: z.string(),
  description: z.string(),
  groupId: z.uuid().nullable(),
  sessionId: z.uuid().nullable(),
  /** The trainer it is about. */
  teacherId: z.uuid().nullable(),
  answer: z.string().nullable(),
  answeredOn: z.iso.date().nullable(),
  status: ComplaintStatusSchema,
  /** The staff member who recorded it, and her name (null once that account is deleted). */
  recordedBy: z.uuid().nullable(),
  recordedByName: z.string().nullable(),
  /** Its improvement actions (/improvements, origin 'complaint'). */
  improvementCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .nullable();

const complaintFields = {
  receivedOn: z.iso.date(),
  source: ComplaintSourceSchema,
  fromName: z.string().trim().max(COMPLAINT_NAME_MAX).default(''),
  subject: requiredText(COMPLAINT_SUBJECT_MAX).transform((v) => v.trim()),
  description: requiredText(COMPLAINT_TEXT_MAX),
  groupId: z.uuid().nullable().default(null),
  sessionId: z.uuid().nullable().default(null),
  teacherId: z.uuid().nullable().default(null),
  answer: optionalText(COMPLAINT_TEXT_MAX).default(null),
  answeredOn: z.iso.date().nullable().default(null),
  status: ComplaintStatusSchema.default('open'),
};

/** POST /complaints: the complaint as received; an administrator may record its answer at once. */
export const CreateComplaintSchema = writableBody(ComplaintSchema, complaintFields);
export type CreateComplaint = z.output<typeof CreateComplaintSchema>;

/** PUT /complaints/{id}: any field, with the updatedAt read (409 when stale). */
export const UpdateComplaintSchema = writableBody(ComplaintSchema, {
  receivedOn: complaintFields.receivedOn.optional(),
  source: complaintFields.source.optional(),
  fromName: z.string().trim().max(COMPLAINT_NAME_MAX).optional(),
  subject: complaintFields.subject.optional(),
  description: complaintFields.description.optional(),
  groupId: z.uuid().nullable().optional(),
  sessionId: z.uuid().nullable().optional(),
  teacherId: z.uuid().nullable().optional(),
  answer: optionalText(COMPLAINT_TEXT_MAX).optional(),
  answeredOn: z.iso.date().nullable().optional(),
  status: ComplaintStatusSchema.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateComplaint = z.output<typeof UpdateComplaintSchema>;

/**
 * The filters of GET /complaints: q (subject, who, description), id, source, status, groupId,
 * teacherId, open (true: not closed), received_gte and received_lte (days, inclusive).
 */
export const ComplaintFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  source: many(ComplaintSourceSchema).optional(),
  status: many(ComplaintStatusSchema).optional(),
  groupId: many(z.uuid()).optional(),
  teacherId: many(z.uuid()).optional(),
  open: z.boolean().optional(),
  received_gte: z.iso.date().optional(),
  received_lte: z.iso.date().optional(),
});
