/** The skills a learner is graded on (group grading, tests), with no schema: the browser's first load may import it. */
export const GRADE_SKILLS = ['listening', 'reading', 'speaking', 'writing', 'grammar'] as const;
export type GradeSkill = (typeof GRADE_SKILLS)[number];
