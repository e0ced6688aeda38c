/**
 * A figure as the reader writes it: 0.5 in English, 0,5 in French and German, with at most `digits`
 * decimals (one by default). The one way figures are written, on screens and in documents alike
 * (amounts: money.ts; dates: dates.ts).
 */
export const formatFigure = (value: number, locale: string, digits = 1) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/** A share (0.75) as the reader writes a percentage: "75%", "75 %", with at most `digits` decimals (none by default). */
export const formatPercent = (share: number, locale: string, digits = 0) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(share);
