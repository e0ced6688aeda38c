/** Staff types of spec section 6 (DESIGN.md: one staff table). */
export const ROLES = { superAdmin: 1, admin: 2, teacher: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const isRole = (v: unknown): v is Role => v === 1 || v === 2 || v === 3;

export type Area =
  | 'employees'
  | 'clients'
  | 'students'
  | 'teachers'
  | 'agenda'
  /** Reopening a countersigned attendance slot: administrators only. */
  | 'attendanceProof'
  | 'elearning'
  | 'exams'
  | 'exports'
  /** The audit trail (/audit, the History panels): Super Administrators only. */
  | 'audit'
  /** GDPR: a person's data exported or erased. Super Administrators only. */
  | 'privacy'
  /** Backups of the embedded database (/backups): Super Administrators only. */
  | 'backups'
  /** The provider's settings (/settings): Super Administrators only (DESIGN.md, "Settings"). */
  | 'settings'
  /** Learners at risk (/atRisk): staff; a Teacher reads and acts on the learners of her groups. */
  | 'atRisk'
  /** A group's funding plan (its price, funders, learners' statuses): administrators only. */
  | 'funding'
  /** The provider's own Word templates of its documents (/document-templates): administrators only. */
  | 'documentTemplates'
  /**
   * Quality (Qualiopi): the complaints and improvement actions registers. A Teacher records complaints
   * and reads those she recorded or about her groups; she opens and reports on actions she owns.
   */
  | 'quality'
  /** The Bilan pédagogique et financier (/bpf): Super Administrators and Admins only. */
  | 'bpf'
  /** The quality figures of a period (/quality-report): Super Administrators and Admins only. */
  | 'qualityReport'
  /**
   * Satisfaction surveys (Qualiopi indicator 30): administrators write the questionnaires; a
   * Teacher reads them, and the results of her groups' surveys.
   */
  | 'surveys'
  | 'profile';
export type Action = 'read' | 'write';
/** all: every record; own: only those tied to the teacher's groups or sessions; false: none. */
export type Scope = 'all' | 'own' | false;

type Grant = Record<Action, Scope>;
const ALL: Grant = { read: 'all', write: 'all' };
const READ: Grant = { read: 'all', write: false };
const NONE: Grant = { read: false, write: false };

/** The permission matrix of DESIGN.md, by area and role. */
export const MATRIX: Record<Area, Record<Role, Grant>> = {
  employees: { 1: ALL, 2: READ, 3: NONE },
  clients: { 1: ALL, 2: ALL, 3: { read: 'own', write: false } },
  students: { 1: ALL, 2: ALL, 3: { read: 'own', write: false } },
  teachers: { 1: ALL, 2: ALL, 3: READ },
  agenda: { 1: ALL, 2: ALL, 3: { read: 'all', write: 'own' } },
  attendanceProof: { 1: ALL, 2: ALL, 3: NONE },
  elearning: { 1: ALL, 2: ALL, 3: READ },
  exams: { 1: ALL, 2: ALL, 3: { read: 'own', write: false } },
  exports: { 1: ALL, 2: ALL, 3: { read: 'own', write: false } },
  audit: { 1: READ, 2: NONE, 3: NONE },
  privacy: { 1: ALL, 2: NONE, 3: NONE },
  backups: { 1: ALL, 2: NONE, 3: NONE },
  settings: { 1: ALL, 2: NONE, 3: NONE },
  atRisk: { 1: ALL, 2: ALL, 3: { read: 'own', write: 'own' } },
  funding: { 1: ALL, 2: ALL, 3: NONE },
  documentTemplates: { 1: ALL, 2: ALL, 3: NONE },
  quality: { 1: ALL, 2: ALL, 3: { read: 'own', write: 'own' } },
  bpf: { 1: ALL, 2: ALL, 3: NONE },
  qualityReport: { 1: ALL, 2: ALL, 3: NONE },
  surveys: { 1: ALL, 2: ALL, 3: { read: 'own', write: false } },
  profile: { 1: ALL, 2: ALL, 3: ALL },
};

export const scopeOf = (role: Role, area: Area, action: Action): Scope =>
  MATRIX[area][role][action];

export const can = (role: Role | undefined, area: Area, action: Action): boolean =>
  role !== undefined && isRole(role) && scopeOf(role, area, action) !== false;
