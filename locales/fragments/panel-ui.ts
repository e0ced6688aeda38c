import type { Fragment } from '../merge';

/** Company administration panel (issue 7): panel-ui. */
export const panelUi: Fragment = { en: {}, fr: {}, de: {} };
