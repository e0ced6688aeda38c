import type { Fragment } from '../merge';

/** SCORM units (/units) and their upload, issue 8. */
export const units: Fragment = {
  en: {},
  fr: {},
  de: {},
};
