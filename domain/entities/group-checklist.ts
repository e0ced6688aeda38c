import { z } from 'zod';

/** The paperwork of a training action, in the order it is done (domain/rules/group-checklist.ts). */
export const CHECKLIST_STEPS = [
  'agreement_sent',
  'agreement_signed',
  'convocations_sent',
  'attendance_complete',
  'attestations_issued',
  'certificates_issued',
] as const;
export type ChecklistStepName = (typeof CHECKLIST_STEPS)[number];

/** Where a step stands: done, missing, not due yet, or not applicable (no learner). */
export const CHECKLIST_STATES = ['done', 'missing', 'not_due', 'not_applicable'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

/** The groups list's `missing` filter: the groups whose step is missing, one value a step. */
export const MISSING_STEPS = [
  'agreement_unsent',
  'agreement_unsigned',
  'convocations_unsent',
  'attendance_incomplete',
  'attestations_unissued',
  'certificates_unissued',
] as const;
export type MissingStep = (typeof MISSING_STEPS)[number];

/** One step of a group's checklist: its state, when and by whom, and a count where it counts. */
export const ChecklistStepSchema = z.object({
  step: z.enum(CHECKLIST_STEPS),
  state: z.enum(CHECKLIST_STATES),
  /** When it was done (or, counted, the latest part of it); null before anything. */
  at: z.iso.datetime({ offset: true }).nullable(),
  /** Who did it (a staff member, or the client contact who signed); null when not known. */
  by: z.string().nullable(),
  /** Counted steps: learners (or ended sessions) done, out of total. */
  done: z.int().optional(),
  total: z.int().optional(),
});
export type ChecklistStep = z.infer<typeof ChecklistStepSchema>;

/** GET /group/checklist/{id}: the group's paperwork, step by step. */
export const GroupChecklistSchema = z.object({
  groupId: z.uuid(),
  steps: z.array(ChecklistStepSchema),
});
export type GroupChecklist = z.infer<typeof GroupChecklistSchema>;
