import type { Fragment } from '../merge';

/** Company administration panel (issue 7): panel-rules. */
export const panelRules: Fragment = { en: {}, fr: {}, de: {} };
