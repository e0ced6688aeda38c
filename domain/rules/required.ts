/** Generic check of spec section 5: "Error with field {name}" for an empty field. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** "Valeur(s) manquante(s)" for an empty list. */
export const isEmptyList = (value: unknown) => !Array.isArray(value) || value.length === 0;
