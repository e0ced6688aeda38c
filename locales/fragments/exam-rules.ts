import type { Fragment } from '../merge';

/** Company administration panel (issue 7): exam-rules. */
export const examRules: Fragment = { en: {}, fr: {}, de: {} };
