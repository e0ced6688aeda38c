import { isBlank } from '../../domain/rules/required';
import { badRequest } from './http-errors';

/** Field errors of a body, as message keys; throws 400 when there is any. */
export function rejectFields(errors: Record<string, string | undefined>) {
  const found = Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => e[1] !== undefined),
  );
  if (Object.keys(found).length > 0) throw badRequest('app.errors.validation', found);
}

/** The message key of a blank field; a field left out (undefined) is not checked. */
export const requiredKey = (value: string | undefined) =>
  value !== undefined && isBlank(value) ? 'app.validation.required' : undefined;
