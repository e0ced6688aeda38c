import { format, isValid, parseISO } from 'date-fns';

/** A calendar day as the API stores it (YYYY-MM-DD); '' for no date or an incomplete one. */
export const isoDay = (date: Date | null | undefined) =>
  date && isValid(date) ? format(date, 'yyyy-MM-dd') : '';

/** A stored calendar day (YYYY-MM-DD) as the local day the pickers show. */
export const dayOf = (value: string | null | undefined) => {
  const date = value ? parseISO(value) : undefined;
  return date && isValid(date) ? date : null;
};
