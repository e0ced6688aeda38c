import { useLocale } from 'react-admin';
import { formatDateTime } from '../../domain/rules/dates';
import { formatFigure, formatPercent } from '../../domain/rules/figures';

const STEPS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "10.4 kB", "1,5 Mo", "3,2 MB": a byte count in the reader's language. */
export function formatSize(bytes: number, locale: string): string {
  let value = bytes;
  let step = 0;
  while (value >= 1024 && step < STEPS.length - 1) {
    value /= 1024;
    step += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: STEPS[step],
    unitDisplay: 'short',
    maximumFractionDigits: step === 0 ? 0 : 1,
  }).format(value);
}

/**
 * Figures and instants as the reader writes them: `figure(0.5)` is 0.5 in English and 0,5 in French
 * and German (one decimal at most, or `digits`), `percent(0.75)` 75 %, `dateTime(iso)` the date and time in her
 * language (domain/rules/dates formatDateTime), an empty string when there is no date, `size(bytes)`
 * "340 kB", "1,2 Mo".
 */
export function useFigures() {
  const locale = useLocale();
  return {
    figure: (value: number, digits = 1) => formatFigure(value, locale, digits),
    percent: (value: number) => formatPercent(value, locale),
    dateTime: (value: unknown) => formatDateTime(value, locale) ?? '',
    size: (bytes: number) => formatSize(bytes, locale),
  };
}
