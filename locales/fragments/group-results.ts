import type { Fragment } from '../merge';

/** The group's grading, results, training follow-up and course-plan exports, issue 9. */
export const groupResults: Fragment = {
  en: {},
  fr: {},
  de: {},
};
