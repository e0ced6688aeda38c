import type { z } from 'zod';

/** Errors as the API answers them, by dotted path (`funders.2.name`), each a message key. */
export type FlatErrors = Record<string, string>;

/** A schema's issues on a value, by dotted path: the first message of each field. */
export function schemaErrors(schema: z.ZodType, value: unknown): FlatErrors {
  const parsed = schema.safeParse(value);
  const errors: FlatErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * Dotted errors in the shape of the form's values, as react-admin's `validate` returns them
 * (`{ funders: [undefined, undefined, { name: '…' }] }`). An error on a list whose items have
 * their own is left out: the items' say more.
 */
export function nestedErrors(flat: FlatErrors): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const paths = Object.keys(flat);
  for (const path of paths) {
    if (paths.some((other) => other.startsWith(`${path}.`))) continue;
    const keys = path.split('.');
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = flat[path];
        return;
      }
      container[key] ??= /^\d+$/.test(keys[i + 1] as string) ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}
