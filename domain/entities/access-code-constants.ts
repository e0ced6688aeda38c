/** Access codes (/codes), with no schema: what the browser's declarations and the server share. */

/** How many codes one request creates at most, and the uses one code allows at most. */
export const ACCESS_CODES_BATCH_MAX = 100;
export const ACCESS_CODE_USES_MAX = 1000;

/** Most cards one PDF prints (50 pages): the server draws it in one go, holding its event loop. */
export const ACCESS_CODE_CARDS_MAX = 400;

/** A code as printed: its 26 characters in groups of four, easier to copy by hand. */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');
