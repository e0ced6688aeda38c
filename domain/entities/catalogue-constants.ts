// The catalogue constants that the browser's first load needs (the modules and courses resources),
// apart from catalogue.ts, whose zod schemas would bring zod into that load. catalogue.ts re-exports
// them.

export const MODULE_NAME_MAX_LENGTH = 200;
export const COURSE_NAME_MAX_LENGTH = 200;
export const TAG_MAX_LENGTH = 50;
export const MAX_TAGS = 20;
/** A course holds at most this many modules (a bound for the body, far above any real course). */
export const MAX_COURSE_MODULES = 200;

/** Message keys of the catalogue's rules (locales/fragments/modules.ts and courses.ts). */
export const MODULE_IN_USE = 'app.catalogue.module_in_use';
export const TAG_INVALID = 'app.catalogue.tag_invalid';
export const TOO_MANY_TAGS = 'app.catalogue.too_many_tags';
export const LEVEL_INVALID = 'app.catalogue.level_invalid';
export const UNKNOWN_MODULE = 'app.catalogue.unknown_module';
export const MODULES_REPEATED = 'app.catalogue.modules_repeated';
export const TOO_MANY_MODULES = 'app.catalogue.too_many_modules';

/** A module holds at most this many units. */
export const MAX_MODULE_UNITS = 200;
