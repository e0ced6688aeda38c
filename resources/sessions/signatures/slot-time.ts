import { formatIn } from '../../../domain/rules/dates';

/** A slot's day (weekday and date) and hours, read in the session's zone. */
export function slotWhen(start: string, end: string, zone: string, locale: string) {
  return {
    date: `${formatIn(start, zone, 'EEEE', locale)} ${formatIn(start, zone, 'P', locale)}`,
    from: formatIn(start, zone, 'p', locale),
    to: formatIn(end, zone, 'p', locale),
  };
}

/** An instant's hour in a zone ('09:12'). */
export const timeIn = (instant: string, zone: string, locale: string) =>
  formatIn(instant, zone, 'p', locale);

/** An instant's date and hour in a zone. */
export const dateTimeIn = (instant: string, zone: string, locale: string) =>
  formatIn(instant, zone, 'Pp', locale);

export const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
