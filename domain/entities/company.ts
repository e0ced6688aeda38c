import { z } from 'zod';
import { COMPANY_NAME_MAX_LENGTH, COMPANY_TYPES } from './company-constants';
import { updatedAtField } from './fields';
import { writableBody } from './writable-body';

export { COMPANY_NAME_MAX_LENGTH, COMPANY_TYPES, LANGUAGE_AREAS } from './company-constants';

export const CompanyTypeSchema = z.enum(COMPANY_TYPES);
export const LanguageAreaSchema = z.union([z.literal(1), z.literal(2)]);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'app.people.unknown_country');

/** A client or school (spec section 3). */
export const CompanySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  country: z.string(),
  type: CompanyTypeSchema,
  languageArea: LanguageAreaSchema,
  referent: z.uuid().nullable(),
  referentName: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

const companyFields = {
  name: z
    .string()
    .max(COMPANY_NAME_MAX_LENGTH)
    .refine((v) => v.trim() !== '', 'app.validation.required'),
  country: countryCode,
  type: CompanyTypeSchema,
  languageArea: LanguageAreaSchema,
  referent: z.uuid().nullable().optional(),
};

export const CreateCompanySchema = writableBody(CompanySchema, companyFields);
export type CreateCompany = z.output<typeof CreateCompanySchema>;

export const UpdateCompanySchema = writableBody(CompanySchema, {
  ...z.object(companyFields).partial().shape,
  updatedAt: updatedAtField.optional(),
});
export type UpdateCompany = z.output<typeof UpdateCompanySchema>;

export const CompanyFilterSchema = z.object({
  q: z.string().max(200).optional(),
  country: z.string().max(2).optional(),
  type: CompanyTypeSchema.optional(),
  languageArea: z.coerce.number().pipe(LanguageAreaSchema).optional(),
  archived: z.boolean().optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});
