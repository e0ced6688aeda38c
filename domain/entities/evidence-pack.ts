/**
 * A group's evidence pack (issue 48 part 3): one zip with what a Qualiopi auditor asks for when
 * picking a group, each part in its folder, and an index that maps the indicators of the national
 * quality framework (référentiel national qualité, décret 2019-565) to the files. The indicators
 * the issue names are its own (8, 11, 12, 30, 31); the others are the ones the framework's reading
 * guide gives such documents as evidence for. The auditor judges; the pack gathers.
 */
export const EVIDENCE_PARTS = [
  /** The group's course plan: objectives, contents, duration, trainers (indicators 5 and 6). */
  { part: 'programme', indicators: [5, 6] },
  /** The agreement (and a learner's contract), its latest version and, once signed, the signed copy. */
  { part: 'agreement', indicators: [9] },
  /** Each learner's latest convocation: dates, place, hours, the rules (indicator 9). */
  { part: 'convocations', indicators: [9] },
  /** The placement tests of the group's learners (positioning, indicator 8). */
  { part: 'positioning', indicators: [8] },
  /** The signed attendance sheet of each session held (indicators 11 and 12). */
  { part: 'attendance', indicators: [11, 12] },
  /** The learners' results against the group's targets (indicator 11). */
  { part: 'results', indicators: [11] },
  /** The learners-at-risk flags and what was done about them (indicator 12). */
  { part: 'at_risk', indicators: [12] },
  /** The attestations of attendance and the certificates issued (indicator 11). */
  { part: 'attestations', indicators: [11] },
  /** The answers to the group's satisfaction surveys (indicator 30). */
  { part: 'surveys', indicators: [30] },
  /** The complaints about the group and their answers (indicator 31). */
  { part: 'complaints', indicators: [31] },
] as const;
export type EvidencePart = (typeof EVIDENCE_PARTS)[number]['part'];

/** The most attendance sheets a pack holds; the index says when a group has more. */
export const EVIDENCE_MAX_SHEETS = 200;
