import type { Fragment } from '../merge';

/** A Teacher's own scope (the groups she teaches), issue 9. */
export const groupScope: Fragment = {
  en: {},
  fr: {},
  de: {},
};
