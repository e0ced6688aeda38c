import { z } from 'zod';
import {
  emailField,
  PERSON_NAME_MAX_LENGTH,
  phoneField,
  requiredText,
  updatedAtField,
} from './fields';
import { writableBody } from './writable-body';

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

const customerFields = {
  name: requiredText(PERSON_NAME_MAX_LENGTH),
  firstname: requiredText(PERSON_NAME_MAX_LENGTH),
  phone: phoneField.optional(),
  email: emailField,
  company: z.uuid().nullable().optional(),
};

export const CreateCustomerSchema = writableBody(CustomerSchema, customerFields);
export type CreateCustomer = z.output<typeof CreateCustomerSchema>;

export const UpdateCustomerSchema = writableBody(CustomerSchema, {
  ...z.object(customerFields).partial().shape,
  updatedAt: updatedAtField.optional(),
});
export type UpdateCustomer = z.output<typeof UpdateCustomerSchema>;

export const CustomerFilterSchema = z.object({
  q: z.string().max(200).optional(),
  company: z.uuid().optional(),
  archived: z.boolean().optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});
