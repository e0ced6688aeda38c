import type { Fragment } from '../merge';

/** Learning resources and categories (/resources, /category), issue 8. */
export const resourcesUi: Fragment = {
  en: {},
  fr: {},
  de: {},
};
