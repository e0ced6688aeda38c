/** The message key of a session language's name (spec section 3), by its initial: FR, GB, DE, LU, NN. */
export const languageNameKey = (initial: string) => `app.reference.languages.${initial}`;
