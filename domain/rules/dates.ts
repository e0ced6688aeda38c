import { TZDate } from '@date-fns/tz';
import { format, formatDistance, isValid, parseISO } from 'date-fns';
import { de, enGB, fr, type Locale } from 'date-fns/locale';

/** date-fns locale of each interface language; English is British (day before month, 24-hour clock). */
const DATE_LOCALES = new Map<string, Locale>([
  ['en', enGB],
  ['fr', fr],
  ['de', de],
]);

/**
 * The one format of each kind, in the reader's locale: 24/04/2025, 24.04.2025; with the time,
 * 24/04/2025, 19:00; long, as a sentence writes a day: 24th April 2025, 24 avril 2025.
 */
const FORMATS = { date: 'P', datetime: 'Pp', long: 'PPP' } as const;
export type DateKind = keyof typeof FORMATS;

export const dateLocale = (lang: string | undefined): Locale =>
  DATE_LOCALES.get(lang ?? '') ?? enGB;

/** A Date from an ISO string (a bare "2025-04-24" is that local day), a Date or epoch milliseconds. */
export function toDate(value: unknown): Date | undefined {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && value !== ''
        ? parseISO(value)
        : typeof value === 'number'
          ? new Date(value)
          : undefined;
  return date && isValid(date) ? date : undefined;
}

/** A date (or a date and its time) as every screen and document shows it; undefined when there is none. */
export function formatDate(
  value: unknown,
  lang: string | undefined,
  kind: DateKind = 'date',
): string | undefined {
  const date = toDate(value);
  return date && format(date, FORMATS[kind], { locale: dateLocale(lang) });
}

/**
 * An instant written with a date-fns pattern as its wall clock reads in an IANA zone (a session's),
 * in the reader's locale: formatIn(start, 'Europe/Paris', 'p', 'fr') is "09:00".
 */
export const formatIn = (
  instant: Date | string,
  zone: string,
  pattern: string,
  lang: string | undefined,
) => format(new TZDate(new Date(instant).getTime(), zone), pattern, { locale: dateLocale(lang) });

export const formatDateTime = (value: unknown, lang: string | undefined) =>
  formatDate(value, lang, 'datetime');

/** How long ago, in words ("2 hours ago", "il y a 2 heures"); undefined when there is no date. */
export function formatAge(value: unknown, lang: string | undefined, now = new Date()) {
  const date = toDate(value);
  return date && formatDistance(date, now, { addSuffix: true, locale: dateLocale(lang) });
}

/** The spreadsheet number format of a date and time, the same order as formatDateTime: dd/mm/yyyy hh:mm, dd.mm.yyyy hh:mm. */
export function spreadsheetDateTimeFormat(lang: string | undefined): string {
  const day = dateLocale(lang).formatLong.date({ width: 'short' });
  return `${day.replace(/y+/, 'yyyy').toLowerCase()} hh:mm`;
}
