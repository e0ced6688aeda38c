/**
 * A figure as the reader writes it: 0.5 in English, 0,5 in French and German, with at most `digits`
 * decimals (one by default). The one way figures are written, on screens and in documents alike
 * (amounts: money.ts; dates: dates.ts).
 */
export const formatFigure = (value: number, locale: string, digits = 1) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
