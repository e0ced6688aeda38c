/** Amounts are kept in cents (DESIGN.md, "Money and counting"): shown in euros, in the reader's locale. */
export const formatEuros = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Euros as typed (a number, or a text with a comma or a point) in whole cents; null when empty or not a number. */
export function centsOf(euros: unknown): number | null {
  if (euros === null || euros === undefined || euros === '') return null;
  const value = typeof euros === 'number' ? euros : Number(String(euros).replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
