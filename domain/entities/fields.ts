import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../rules/email';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import { isBlank } from '../rules/required';

export const PERSON_NAME_MAX_LENGTH = 100;
export const PERSON_PHONE_MAX_LENGTH = 40;

/** A text that must not be blank ("Required"), stored as typed. */
export const requiredText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !isBlank(v), 'app.validation.required');

/** An e-mail checked by domain/rules/email.ts ("Invalid email adress"); stored lower-case by the server. */
export const emailField = z.string().max(EMAIL_MAX_LENGTH).refine(isValidEmail, {
  message: 'app.validation.invalid_email',
});

export const phoneField = z.string().max(PERSON_PHONE_MAX_LENGTH).nullable();

/** The updatedAt an edit read; the server answers 409 when the row changed since. */
export const updatedAtField = z.iso.datetime({ offset: true });

export const LevelSchema = z.number().int().min(MIN_LEVEL).max(MAX_LEVEL);

/** The body of PUT /{base}/archive/{id} on every archivable record. */
export const ArchiveBodySchema = z.strictObject({ archived: z.boolean() });
export type ArchiveBody = z.infer<typeof ArchiveBodySchema>;

/** A list filter's value: one item or up to 1,000 (getMany's id, a reference filter). */
/** A list filter's bound: a day (YYYY-MM-DD, on the provider's clock, inclusive) or an instant. */
export const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const many = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(1000)]);
