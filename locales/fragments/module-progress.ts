import type { Fragment } from '../merge';

/** Module progress, quiz totals and module tests, issue 8. */
export const moduleProgress: Fragment = {
  en: {},
  fr: {},
  de: {},
};
