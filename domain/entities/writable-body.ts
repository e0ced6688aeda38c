import { z } from 'zod';

/**
 * The body of a create or an update: the writable fields, plus the record's other fields, accepted
 * (a record as read can be sent back, e.g. by react-admin's CloneButton) and dropped before the
 * service sees them. A key that is neither writable nor part of the record stays a 400.
 */
export function writableBody<W extends z.ZodRawShape>(
  record: z.ZodObject<z.ZodRawShape>,
  writable: W,
) {
  const readOnly: Record<string, z.ZodOptional> = {};
  for (const [key, schema] of Object.entries(record.shape)) {
    if (!(key in writable)) readOnly[key] = z.optional(schema);
  }
  const keys = Object.keys(writable);
  return z.strictObject({ ...readOnly, ...writable }).transform((body) => {
    const kept: Record<string, unknown> = {};
    for (const key of keys) if (key in body) kept[key] = (body as Record<string, unknown>)[key];
    return kept as z.output<z.ZodObject<W>>;
  });
}
