/** A session language of spec section 3 (reference data); `initial` is its flag's country code, NN for none. */
export type Language = { _id: string; name: string; initial: string };

/** The message key of a language's name in the interface language. */
export const languageNameKey = (initial: string) => `app.reference.languages.${initial}`;
