import type { Fragment } from '../merge';

/** The unit viewer and its tracking (/unitViewer), issue 8. */
export const unitViewer: Fragment = {
  en: {},
  fr: {},
  de: {},
};
