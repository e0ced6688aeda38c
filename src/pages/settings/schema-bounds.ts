import type { Validator } from 'react-admin';
import { isStep } from '../../../domain/rules/group-elearning';

const T = 'app.settings_ui';

/**
 * A number's bounds as the API's schema states them (zod's minValue and maxValue), so that a card
 * checks what its route checks; open ends when the schema has none.
 */
export const schemaBounds = (schema: unknown) => {
  const { minValue, maxValue } = schema as { minValue: number | null; maxValue: number | null };
  return { min: minValue ?? 0, max: maxValue ?? Number.MAX_SAFE_INTEGER };
};

/**
 * A settings number: from min to max, whole (the between message), or in tenths (the tenths
 * message once it is in bounds).
 */
export const within =
  (min: number, max: number, tenths = false): Validator =>
  (value: unknown) => {
    const between = { message: `${T}.between`, args: { min, max } };
    if (typeof value !== 'number' || value < min || value > max) return between;
    if (tenths) return isStep(value, 0.1) ? undefined : `${T}.tenths`;
    return Number.isInteger(value) ? undefined : between;
  };
