/** Spec section 9: the global search starts at 2 characters, 500 ms after the last key. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
/** How many matches of each kind GET /query/{text} answers; the /search screen shows them all. */
export const SEARCH_RESULTS_PER_KIND = 5;
/** Longer texts are refused: no name is that long. */
export const SEARCH_MAX_LENGTH = 200;
