// The skills content constants that the browser's first load needs (the contents resource and its
// items input), apart from content.ts, whose zod schemas would bring zod into that load. content.ts
// re-exports them.

/** Skills content (spec section 3, "Content item"): item types. */
export const OPERATIONAL_SKILL = 2;
export const LINGUISTIC_SKILL = 3;
export const CONTENT_TYPES = [OPERATIONAL_SKILL, LINGUISTIC_SKILL] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 500;
/** A title holds at most this many items (a bound for the body, far above any real title). */
export const MAX_CONTENT_ITEMS = 200;

/** Message keys of the skills content rules (locales/fragments/contents.ts). */
export const CONTENT_LEVEL_INVALID = 'app.skills.level_invalid';
export const CONTENT_TYPE_INVALID = 'app.skills.type_invalid';
export const UNKNOWN_LANGUAGE = 'app.skills.unknown_language';
export const UNKNOWN_TITLE = 'app.skills.unknown_title';
export const UNKNOWN_ITEM = 'app.skills.unknown_item';
export const TOO_MANY_ITEMS = 'app.skills.too_many_items';
export const ITEMS_REPEATED = 'app.skills.items_repeated';
