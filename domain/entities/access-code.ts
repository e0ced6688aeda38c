import { z } from 'zod';
import { ACCESS_CODE_USES_MAX, ACCESS_CODES_BATCH_MAX } from './access-code-constants';
import { many, updatedAtField } from './fields';
import { writableBody } from './writable-body';

/**
 * Access codes (/codes): each opens a pool's test on the public page /test/{code} for one client
 * (and maybe one of its groups), within a window and for a number of uses.
 */
export const ACCESS_CODE_WINDOW = 'app.codes.window';
export const ACCESS_CODE_MAX_USES = 'app.codes.max_uses_below';
export const ACCESS_CODE_GROUP_COMPANY = 'app.codes.group_company';
export const POOL_IN_USE = 'app.qpools.in_use';
export { ACCESS_CODE_USES_MAX, ACCESS_CODES_BATCH_MAX } from './access-code-constants';

export const AccessCodeSchema = z.object({
  _id: z.uuid(),
  /** 26 characters of Crockford base32: 130 random bits. */
  code: z.string(),
  pool: z.uuid(),
  company: z.uuid(),
  group: z.uuid().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.int(),
  uses: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccessCode = z.infer<typeof AccessCodeSchema>;

const codeFields = {
  pool: z.uuid(),
  company: z.uuid(),
  group: z.uuid().nullable().default(null),
  validFrom: z.iso.datetime({ offset: true }),
  validUntil: z.iso.datetime({ offset: true }),
  maxUses: z.int().min(1).max(ACCESS_CODE_USES_MAX),
};

export const CreateAccessCodeSchema = writableBody(AccessCodeSchema, codeFields);
export type CreateAccessCode = z.output<typeof CreateAccessCodeSchema>;

/** POST /code/batch: `count` codes alike. */
export const CreateAccessCodesSchema = z.strictObject({
  ...codeFields,
  count: z.int().min(1).max(ACCESS_CODES_BATCH_MAX),
});
export type CreateAccessCodes = z.output<typeof CreateAccessCodesSchema>;

/** A code's pool and client stay; its group, window and uses may change. */
export const UpdateAccessCodeSchema = writableBody(AccessCodeSchema, {
  group: z.uuid().nullable().optional(),
  validFrom: codeFields.validFrom.optional(),
  validUntil: codeFields.validUntil.optional(),
  maxUses: codeFields.maxUses.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateAccessCode = z.output<typeof UpdateAccessCodeSchema>;

/** The filters of GET /code: q (the code), id (getMany), pool, company, group. */
export const AccessCodeFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  pool: many(z.uuid()).optional(),
  company: many(z.uuid()).optional(),
  group: many(z.uuid()).optional(),
});
