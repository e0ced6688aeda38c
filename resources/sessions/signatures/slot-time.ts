import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { dateLocale, formatDate } from '../../../domain/rules/dates';

/** A slot's day (weekday and date) and hours, read in the session's zone. */
export function slotWhen(start: string, end: string, zone: string, locale: string) {
  const from = new TZDate(new Date(start).getTime(), zone);
  const to = new TZDate(new Date(end).getTime(), zone);
  const lang = dateLocale(locale);
  return {
    date: `${format(from, 'EEEE', { locale: lang })} ${formatDate(from, locale) ?? ''}`,
    from: format(from, 'p', { locale: lang }),
    to: format(to, 'p', { locale: lang }),
  };
}

/** An instant's hour in a zone ('09:12'). */
export const timeIn = (instant: string, zone: string, locale: string) =>
  format(new TZDate(new Date(instant).getTime(), zone), 'p', { locale: dateLocale(locale) });

/** An instant's date and hour in a zone. */
export const dateTimeIn = (instant: string, zone: string, locale: string) =>
  format(new TZDate(new Date(instant).getTime(), zone), 'Pp', { locale: dateLocale(locale) });

export const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
