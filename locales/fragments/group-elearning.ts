import type { Fragment } from '../merge';

/** The group's E-learning and Content tabs, issue 9. */
export const groupElearning: Fragment = {
  en: {},
  fr: {},
  de: {},
};
