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
  /** The pool drawn from: the code's own, or for an exam quiz its subject's pool. */
  pool: z.uuid(),
  company: z.uuid(),
  group: z.uuid().nullable(),
  /** An exam quiz's session ('Quiz automatisé'), its level (0..6) and questions per skill; else null. */
  examSession: z.uuid().nullable(),
  quizLevel: z.int().nullable(),
  quizCount: z.int().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.int(),
  uses: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccessCode = z.infer<typeof AccessCodeSchema>;

/**
 * What a code opens: a pool (a placement test) for a client, or an exam session's automatic quiz
 * (examSession, quizLevel 0..6, quizCount 1..50), whose client and pool are the session's. The
 * service checks that one of the two is named (400 on the field).
 */
const codeFields = {
  pool: z.uuid().nullable().optional(),
  company: z.uuid().optional(),
  examSession: z.uuid().nullable().optional(),
  quizLevel: z.int().nullable().optional(),
  quizCount: z.int().nullable().optional(),
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

/** A code's pool, client and exam session stay; its group, window and uses may change. */
export const UpdateAccessCodeSchema = writableBody(AccessCodeSchema, {
  group: z.uuid().nullable().optional(),
  validFrom: codeFields.validFrom.optional(),
  validUntil: codeFields.validUntil.optional(),
  maxUses: codeFields.maxUses.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateAccessCode = z.output<typeof UpdateAccessCodeSchema>;

/** The filters of GET /code: q (the code), id (getMany), pool, company, group, examSession. */
export const AccessCodeFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  pool: many(z.uuid()).optional(),
  examSession: many(z.uuid()).optional(),
  company: many(z.uuid()).optional(),
  group: many(z.uuid()).optional(),
});
