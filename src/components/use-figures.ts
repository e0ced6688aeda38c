import { useLocale } from 'react-admin';
import { formatDateTime } from '../../domain/rules/dates';

/**
 * Figures and instants as the reader writes them: `figure(0.5)` is 0.5 in English and 0,5 in French
 * and German (one decimal at most), `percent(0.75)` 75 %, `dateTime(iso)` the date and time in her
 * language (domain/rules/dates formatDateTime), an empty string when there is no date.
 */
export function useFigures() {
  const locale = useLocale();
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percentage = new Intl.NumberFormat(locale, { style: 'percent' });
  return {
    figure: (value: number) => decimal.format(value),
    percent: (value: number) => percentage.format(value),
    dateTime: (value: unknown) => formatDateTime(value, locale) ?? '',
  };
}
