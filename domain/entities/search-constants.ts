// The search constants that the browser's first load needs (the search paths of the app bar), apart
// from search.ts, whose zod schemas would bring zod into that load. search.ts re-exports them.

/** The kinds GET /query answers, in the order screens show them. */
export const SEARCH_KINDS = [
  'company',
  'user',
  'customer',
  'teacher',
  'course',
  'module',
  'resource',
  'group',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
