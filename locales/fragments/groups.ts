import type { Fragment } from '../merge';

/** Groups: API messages, the Courses tab, the group forms (basic, manage) and search, issue 9. */
export const groups: Fragment = {
  en: {},
  fr: {},
  de: {},
};
