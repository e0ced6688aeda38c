import type { Fragment } from '../merge';

/** Company administration panel (issue 7): panel-semesters-ui. */
export const panelSemestersUi: Fragment = { en: {}, fr: {}, de: {} };
