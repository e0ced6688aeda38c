import { z } from 'zod';
import {
  emailField,
  PERSON_NAME_MAX_LENGTH,
  phoneField,
  readOnlyFields,
  requiredText,
  updatedAtField,
} from './student';

/** A client contact (referent) of a company. */
export const CustomerSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  company: z.uuid().nullable(),
  companyName: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CreateCustomerSchema = z.strictObject({
  name: requiredText(PERSON_NAME_MAX_LENGTH),
  firstname: requiredText(PERSON_NAME_MAX_LENGTH),
  phone: phoneField.optional(),
  email: emailField,
  company: z.uuid().nullable().optional(),
});
export type CreateCustomer = z.infer<typeof CreateCustomerSchema>;

export const UpdateCustomerSchema = z.strictObject({
  ...CreateCustomerSchema.partial().shape,
  updatedAt: updatedAtField.optional(),
  companyName: z.string().max(500).nullable().optional(),
  ...readOnlyFields,
});
export type UpdateCustomer = z.infer<typeof UpdateCustomerSchema>;

export const CustomerFilterSchema = z.object({
  q: z.string().max(200).optional(),
  company: z.uuid().optional(),
  archived: z.boolean().optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});
