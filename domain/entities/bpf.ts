import { z } from 'zod';
import { BEGIN_AFTER_END } from '../rules/date-order';
import {
  ACTION_NATURES,
  FunderSchema,
  LEARNER_STATUSES,
  MODALITIES,
  OBJECTIVES,
} from './group-funding';
import { TRAINER_KINDS } from './teacher';

/**
 * The Bilan pédagogique et financier (BPF, cerfa 10443*17, its notice 50199): the frames the product
 * can fill from what it holds (C revenue by source, E trainers, F-1 learners by status, F-3 by
 * objective, F-4 by subject area), counted by domain/rules/bpf.ts. Amounts in cents, time in minutes.
 *
 * The labels below are the cerfa's own, in French in every language: they are data, not messages.
 * Official form and notice: https://www.formulaires.service-public.fr/gf/cerfa_10443.do (not
 * reachable from where this was written). The structure (frames, lines C-1 to C-11 with C-2 a to h,
 * F-3 a to f) follows https://anfh.fr/actualites/bilan-pedagogique-et-financier-nouvelle-version-2017
 * and the wording was checked against public transcriptions of the *17 form as filed through Mon
 * Activité Formation, not against the official PDF itself: compare with the current form each year.
 * Not filled here, for want of data: frame D (charges), F-2 (subcontracted out), G (entrusted by
 * another provider), the RNCP levels of F-3 a.
 */

/** Frame C, revenue excluding tax by where it comes from: each line's code and label, in order. */
export const C_LINES = {
  'C-1': 'des entreprises pour la formation de leurs salariés',
  'C-2a': "des contrats d'apprentissage",
  'C-2b': 'des contrats de professionnalisation',
  'C-2c': 'de la promotion ou de la reconversion par alternance',
  'C-2d': 'des projets de transition professionnelle',
  'C-2e': 'du compte personnel de formation',
  'C-2f': "des dispositifs spécifiques pour les personnes en recherche d'emploi",
  'C-2g': 'des dispositifs spécifiques pour les travailleurs non-salariés',
  'C-2h': "du plan de développement des compétences ou d'autres dispositifs",
  'C-3':
    'des pouvoirs publics pour la formation de leurs agents (État, collectivités territoriales, établissements publics à caractère administratif)',
  'C-4': 'Instances européennes',
  'C-5': 'État',
  'C-6': 'Conseils régionaux',
  'C-7': 'France Travail (ex-Pôle emploi)',
  'C-8': 'Autres ressources publiques',
  'C-9': 'de contrats conclus avec des personnes à titre individuel et à leurs frais',
  'C-10': "de contrats conclus avec d'autres organismes de formation (y compris CFA)",
  'C-11': 'Autres produits au titre de la formation professionnelle',
} as const;
export type CLine = keyof typeof C_LINES;
export const C_LINE_CODES = Object.keys(C_LINES) as CLine[];
/** The lines C-2 adds up (a to h). */
export const C2_LINE_CODES = C_LINE_CODES.filter((code) => code.startsWith('C-2'));
/** Frame C's title, the headings above its groups of lines, and its totals. */
export const C_HEADINGS = {
  title: "Bilan financier hors taxes : origine des produits de l'organisme",
  from: 'Produits provenant :',
  'C-2':
    'des organismes gestionnaires des fonds de la formation professionnelle pour des actions dispensées dans le cadre :',
  'C-2-total':
    'Total des produits provenant des organismes gestionnaires des fonds de la formation (a à h)',
  'C-4-8': 'des pouvoirs publics pour la formation de publics spécifiques :',
  total:
    'Total des produits réalisés au titre de la formation professionnelle (total des lignes 1 à 11)',
} as const;

/** Frame E, the people who gave hours of training: number and hours given. */
export const E_LINES = {
  'E-1': 'Personnes de votre organisme dispensant des heures de formation',
  'E-2':
    'Personnes extérieures à votre organisme dispensant des heures de formation dans le cadre de contrats de sous-traitance',
} as const;
export type ELine = keyof typeof E_LINES;
export const E_LINE_CODES = Object.keys(E_LINES) as ELine[];
export const E_HEADINGS = {
  title: 'Personnes dispensant des heures de formation',
  count: 'Nombre',
  hours: "Nombre d'heures de formation dispensées",
} as const;

/** Frame F-1, the learners by status: number and hours followed. */
export const F1_LINES = {
  'F-1a': "Salariés d'employeurs privés hors apprentis",
  'F-1b': 'Apprentis',
  'F-1c': "Personnes en recherche d'emploi formées par votre organisme de formation",
  'F-1d': 'Particuliers à leurs propres frais formés par votre organisme de formation',
  'F-1e': 'Autres stagiaires',
} as const;
export type F1Line = keyof typeof F1_LINES;
export const F1_LINE_CODES = Object.keys(F1_LINES) as F1Line[];

/** Frame F-3, the general objective of the actions: number and hours followed. */
export const F3_LINES = {
  'F-3a':
    'Formations visant un diplôme, un titre à finalité professionnelle ou un certificat de qualification professionnelle enregistré au Répertoire national des certifications professionnelles (RNCP)',
  'F-3b':
    'Formations visant une certification (dont CQP) ou une habilitation enregistrée au répertoire spécifique (RS)',
  'F-3c': 'Formations visant un CQP non enregistré au RNCP ou au RS',
  'F-3d': 'Autres formations professionnelles',
  'F-3e': 'Bilans de compétences',
  'F-3f': "Actions d'accompagnement à la validation des acquis de l'expérience",
} as const;
export type F3Line = keyof typeof F3_LINES;
export const F3_LINE_CODES = Object.keys(F3_LINES) as F3Line[];
/** The "dont" lines under F-3 a: the plans hold no level, so they are listed, never filled. */
export const F3_RNCP_LEVELS = [
  "dont de niveau 6 à 8 (Licence, Master, diplôme d'ingénieur, Doctorat...)",
  'dont de niveau 5 (BTS, DUT, écoles de formation sanitaire et sociale...)',
  'dont de niveau 4 (BAC professionnel, BT, BP, BM...)',
  'dont de niveau 3 (BEP, CAP...)',
  'dont de niveau 2',
  'dont certificat de qualification professionnelle (CQP) sans niveau de qualification',
] as const;

/** Frame F's titles, columns and totals; F-4 names its five main subject areas, then the rest. */
export const F_HEADINGS = {
  title: "Bilan pédagogique : stagiaires bénéficiant d'une formation",
  'F-1': "Type de stagiaires de l'organisme",
  'F-1-distance':
    'dont stagiaires et apprentis ayant suivi une action en tout ou partie à distance',
  'F-3': 'Objectif général des prestations dispensées',
  'F-4': 'Spécialités de formation',
  'F-4-others': 'Autres spécialités',
  count: 'Nombre de stagiaires ou apprentis',
  hours: "Nombre total d'heures de formation suivies par les stagiaires et les apprentis",
  total: 'Total',
} as const;
/** F-4 names this many subject areas, the ones with most hours; the others go on one line. */
export const F4_MAIN_LINES = 5;

/** Whether a trainer is of the provider (E-1) or outside (E-2): the trainer's record says it. */
export { TRAINER_KINDS };

const minutes = z.int().min(0);

/** The BPF's year, both days included (domain/rules/bpf.ts: bpfPeriod). */
export const BpfPeriodSchema = z
  .strictObject({ from: z.iso.date(), to: z.iso.date() })
  .refine((p) => p.from <= p.to, { message: BEGIN_AFTER_END, path: ['to'] });
export type BpfPeriod = z.infer<typeof BpfPeriodSchema>;

/**
 * A group with a half-day in the period that has ended, with its funding plan. A half-day is held
 * when its trainer countersigned it (server/db/schema/signatures.ts).
 */
export const BpfGroupSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  /** The plan's nature; null is read as 'training'. Skills assessments and VAE go to F-3 e and f. */
  nature: z.enum(ACTION_NATURES).nullable(),
  /** The plan's objective (F-3); null: not given, the group's learners are left out of F-3. */
  objective: z.enum(OBJECTIVES).nullable(),
  /** The certification's code in its register (RNCP12345, RS6891), when the plan gives it. */
  certificationCode: z.string().nullable(),
  /** The plan's NSF code (F-4), as given (136, 136t); null: left out of F-4. */
  nsfCode: z.string().nullable(),
  /** The plan's modality: distance and blended make every learner one trained at a distance. */
  modality: z.enum(MODALITIES).nullable(),
  /** The plan's price (priceOf), in cents; null when the plan gives none. */
  priceCents: z.int().min(0).nullable(),
  /** The plan's funders, as saved. */
  funders: z.array(FunderSchema),
  /** Minutes of its half-days held within the period. */
  minutesHeldInPeriod: minutes,
  /** Minutes of its half-days held, ever (the period's and the others'). */
  minutesHeldTotal: minutes,
});
export type BpfGroup = z.infer<typeof BpfGroupSchema>;

/** A learner of one of the groups (one row per group she is in). */
export const BpfLearnerSchema = z.strictObject({
  groupId: z.uuid(),
  studentId: z.uuid(),
  /** Her name as lists show it (for the line that names her). */
  name: z.string(),
  /** Her status in the group's plan; null: not given, she is left out of F-1. */
  status: z.enum(LEARNER_STATUSES).nullable(),
  /** Minutes attended in the group's half-days held in the period (attendedMinutes, added up). */
  attendedMinutes: minutes,
  /** Minutes of e-learning tracked in the period for the group. */
  elearningMinutes: minutes,
  /** Minutes of the group's half-days held in the period where she has no mark, neither present nor absent. */
  unmarkedMinutes: minutes,
});
export type BpfLearner = z.infer<typeof BpfLearnerSchema>;

/** A trainer who gave hours in the period. */
export const BpfTrainerSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  /** Own or outside; null: not given, her hours are left out of E. */
  kind: z.enum(TRAINER_KINDS).nullable(),
});
export type BpfTrainer = z.infer<typeof BpfTrainerSchema>;

/** The minutes a trainer gave a group in the period: its held half-days she taught. */
export const BpfDeliverySchema = z.strictObject({
  groupId: z.uuid(),
  trainerId: z.uuid(),
  minutes,
});
export type BpfDelivery = z.infer<typeof BpfDeliverySchema>;

/** What the counting reads: a few aggregate queries' rows, for one period. */
export const BpfInputSchema = z.strictObject({
  period: BpfPeriodSchema,
  groups: z.array(BpfGroupSchema),
  /** The groups' learners; rows of a group not in groups are not read. */
  learners: z.array(BpfLearnerSchema),
  trainers: z.array(BpfTrainerSchema),
  /** A trainer not in trainers counts as one whose kind is unknown. */
  deliveries: z.array(BpfDeliverySchema),
});
export type BpfInput = z.infer<typeof BpfInputSchema>;

/** Why a line cannot be counted: each names what to fix. */
export const BPF_MISSING_REASONS = [
  'no_funder',
  'hours_not_signed',
  'no_objective',
  'no_subject_area',
  'no_status',
  'trainer_kind_unknown',
] as const;
export type BpfMissingReason = (typeof BPF_MISSING_REASONS)[number];

/** A group, learner or trainer whose missing data keeps it out of a line, and what is left out. */
export const BpfMissingSchema = z.object({
  kind: z.enum(['group', 'learner', 'trainer']),
  /** The group's, the student's or the trainer's id. */
  id: z.uuid(),
  name: z.string(),
  /** The group it is about (a learner's, a group's own); null for a trainer. */
  groupId: z.uuid().nullable(),
  reason: z.enum(BPF_MISSING_REASONS),
  /** Revenue left out of frame C. */
  leftOutCents: z.int().optional(),
  /** Set when the revenue left out is not known (no funder, no price): leftOutCents is then 0. */
  amountUnknown: z.literal(true).optional(),
  /** Learners left out of a line of frame F (a group's). */
  leftOutLearners: z.int().optional(),
  /** Minutes left out: of frame E (a trainer's) or F (a learner's, a group's learners'). */
  leftOutMinutes: z.int().optional(),
});
export type BpfMissing = z.infer<typeof BpfMissingSchema>;

/** A number of learners (or trainers) and their minutes. */
const TallySchema = z.object({ learners: z.int(), minutes: z.int() });
export type BpfTally = z.infer<typeof TallySchema>;
const TrainersSchema = z.object({ trainers: z.int(), minutes: z.int() });

/** The BPF's figures for the period, and what is left out of them for want of data. */
export const BpfAnswerSchema = z.object({
  period: BpfPeriodSchema,
  c: z.object({
    /** Every line C-1 to C-11, in the cerfa's order, 0 included. */
    lines: z.array(z.object({ code: z.enum(C_LINE_CODES), cents: z.int() })),
    /** C-2 a to h added up. */
    c2TotalCents: z.int(),
    totalCents: z.int(),
  }),
  e: z.object({
    lines: z.array(TrainersSchema.extend({ code: z.enum(E_LINE_CODES) })),
    total: TrainersSchema,
  }),
  f1: z.object({
    lines: z.array(TallySchema.extend({ code: z.enum(F1_LINE_CODES) })),
    total: TallySchema,
    /** Learners counted in F-1 who followed it in whole or in part at a distance. */
    distance: z.int(),
  }),
  f3: z.object({
    lines: z.array(TallySchema.extend({ code: z.enum(F3_LINE_CODES) })),
    total: TallySchema,
    /** F-3 a and b by certification code, for checking them; groups without a code are not here. */
    certifications: z.array(TallySchema.extend({ code: z.string() })),
  }),
  f4: z.object({
    /** Every NSF code, most hours first: the first F4_MAIN_LINES are the cerfa's lines. */
    lines: z.array(TallySchema.extend({ code: z.string() })),
    /** The lines after the first F4_MAIN_LINES, added up ("Autres spécialités"). */
    others: TallySchema,
    total: TallySchema,
  }),
  missing: z.array(BpfMissingSchema),
  /** The missing lines added up, by what they keep out. */
  leftOut: z.object({
    cents: z.int(),
    /** Groups whose revenue left out is not known. */
    amountsUnknown: z.int(),
    e: TrainersSchema,
    f1: TallySchema,
    f3: TallySchema,
    f4: TallySchema,
    /** Learners' minutes without a mark, out of every F line. */
    unmarked: TallySchema,
  }),
});
export type BpfAnswer = z.infer<typeof BpfAnswerSchema>;
