import { describe, expect, it } from 'vitest';
import {
  BpfAnswerSchema,
  type BpfGroup,
  type BpfInput,
  BpfInputSchema,
  type BpfLearner,
} from '../../domain/entities/bpf';
import type { Funder } from '../../domain/entities/group-funding';
import { bpfOf, bpfPeriod } from '../../domain/rules/bpf';

/**
 * One year (2026) of a small provider, every figure counted by hand beside its expectation.
 * Group A straddles 2025 and 2026; B has an OPCO in subrogation and the company; C a CPF learner and
 * one who pays herself, a trainer of unknown kind; D lacks funder, objective, subject area, a status.
 */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [GA, GB, GC, GD] = [id(1), id(2), id(3), id(4)];
const [T1, T2, T3] = [id(31), id(32), id(33)];
const L = Object.fromEntries([...Array(11)].map((_, i) => [i + 1, id(11 + i)]));

const funder = (over: Partial<Funder>): Funder => ({
  kind: 'company',
  name: '',
  studentId: null,
  amountCents: 0,
  hours: 0,
  subrogation: false,
  ...over,
});
const group = (over: Partial<BpfGroup> & Pick<BpfGroup, 'id' | 'name'>): BpfGroup => ({
  nature: 'training',
  objective: 'other',
  certificationCode: null,
  nsfCode: '136',
  modality: 'in_class',
  priceCents: null,
  funders: [],
  minutesHeldInPeriod: 0,
  minutesHeldTotal: 0,
  ...over,
});
const learner = (
  groupId: string,
  n: number,
  name: string,
  over: Partial<BpfLearner>,
): BpfLearner => ({
  groupId,
  studentId: L[n],
  name,
  status: 'employee',
  attendedMinutes: 0,
  elearningMinutes: 0,
  unmarkedMinutes: 0,
  ...over,
});

const fixture: BpfInput = {
  period: bpfPeriod(2026),
  groups: [
    group({
      id: GA,
      name: 'Anglais médical — infirmiers',
      objective: 'rs',
      certificationCode: 'RS6891',
      nsfCode: '331',
      priceCents: 153_333,
      funders: [
        funder({ kind: 'company', name: 'Clinique du Parc', amountCents: 120_000 }),
        funder({ kind: 'public', name: 'Région Bretagne', amountCents: 33_333, subrogation: true }),
      ],
      // 35 h held in all, 21 h of them in 2026 (the other 14 h in December 2025).
      minutesHeldInPeriod: 1_260,
      minutesHeldTotal: 2_100,
    }),
    group({
      id: GB,
      name: 'Anglais des affaires — Lumen',
      modality: 'blended',
      priceCents: 225_000,
      funders: [
        funder({
          kind: 'opco',
          name: 'ATLAS',
          amountCents: 180_000,
          hours: 112,
          subrogation: true,
        }),
        funder({ kind: 'company', name: 'Lumen SA', amountCents: 45_000 }),
      ],
      minutesHeldInPeriod: 1_680,
      minutesHeldTotal: 1_680,
    }),
    group({
      id: GC,
      name: 'Titre professionnel anglais — CPF',
      objective: 'rncp',
      certificationCode: 'RNCP35985',
      modality: 'distance',
      priceCents: 240_000,
      funders: [
        funder({ kind: 'cpf', studentId: L[7], amountCents: 150_000, subrogation: true }),
        funder({ kind: 'learner', studentId: L[8], amountCents: 90_000, subrogation: true }),
      ],
      minutesHeldInPeriod: 1_200,
      minutesHeldTotal: 1_200,
    }),
    group({
      id: GD,
      name: 'Anglais général — cours du soir',
      objective: null,
      nsfCode: null,
      priceCents: 60_000,
      minutesHeldInPeriod: 600,
      minutesHeldTotal: 600,
    }),
  ],
  learners: [
    learner(GA, 1, 'Amélie Bernard', { attendedMinutes: 1_260 }),
    learner(GA, 2, 'Bruno Caron', { attendedMinutes: 1_080, elearningMinutes: 120 }),
    learner(GA, 3, 'Chloé Dubois', {
      status: 'job_seeker',
      attendedMinutes: 900,
      unmarkedMinutes: 180,
    }),
    learner(GB, 1, 'Amélie Bernard', { attendedMinutes: 1_680 }),
    learner(GB, 4, 'David Petit', { attendedMinutes: 1_500, elearningMinutes: 300 }),
    learner(GB, 5, 'Emma Roux', { attendedMinutes: 1_680 }),
    learner(GB, 6, 'Farid Saïd', { status: 'self_employed', attendedMinutes: 1_200 }),
    learner(GC, 7, 'Gaëlle Morel', {
      status: 'student',
      attendedMinutes: 1_200,
      elearningMinutes: 600,
    }),
    learner(GC, 8, 'Hugo Lefèvre', { status: 'individual', attendedMinutes: 1_080 }),
    learner(GD, 9, 'Inès Garnier', { status: null, attendedMinutes: 600 }),
    learner(GD, 10, 'Jules Blanc', { status: 'other', attendedMinutes: 480 }),
    // Enrolled, never came and no e-learning: not trained this year, so neither counted nor listed.
    learner(GD, 11, 'Karim Noël', { status: null }),
  ],
  trainers: [
    { id: T1, name: 'Claire Martin', kind: 'own' },
    { id: T2, name: 'Paul Durand', kind: 'outside' },
    { id: T3, name: 'Inès Roux', kind: null },
  ],
  deliveries: [
    { groupId: GA, trainerId: T1, minutes: 1_260 },
    { groupId: GB, trainerId: T2, minutes: 1_680 },
    { groupId: GB, trainerId: T1, minutes: 420 },
    { groupId: GC, trainerId: T3, minutes: 1_200 },
    { groupId: GD, trainerId: T1, minutes: 600 },
  ],
};

const answer = bpfOf(fixture);
const cents = (code: string) => answer.c.lines.find((l) => l.code === code)?.cents;

describe('the BPF of the fixture year', () => {
  it('reads a valid input and gives an answer its schema accepts', () => {
    expect(BpfInputSchema.parse(fixture)).toEqual(fixture);
    expect(BpfAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.period).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('counts frame C by who pays, each amount by the share of its group held in the year', () => {
    // C-1: A's company 1 200,00 € × 1 260 / 2 100 min = 720,00 €; B's company 450,00 € × 1 680 /
    // 1 680 = 450,00 €; total 1 170,00 €.
    expect(cents('C-1')).toBe(117_000);
    // C-2 e: C's CPF 1 500,00 € × 1 200 / 1 200 = 1 500,00 €.
    expect(cents('C-2e')).toBe(150_000);
    // C-2 h: B's OPCO ATLAS, in subrogation, 1 800,00 € × 1 = 1 800,00 €.
    expect(cents('C-2h')).toBe(180_000);
    // C-6: A's Région Bretagne 333,33 € × 0,6 = 199,998 €, rounded once to 200,00 €.
    expect(cents('C-6')).toBe(20_000);
    // C-9: C's learner paying herself 900,00 € × 1 = 900,00 €.
    expect(cents('C-9')).toBe(90_000);
    // Every other line is 0, and all eighteen are there in the cerfa's order.
    expect(answer.c.lines.map((l) => l.code)).toEqual([
      'C-1',
      'C-2a',
      'C-2b',
      'C-2c',
      'C-2d',
      'C-2e',
      'C-2f',
      'C-2g',
      'C-2h',
      'C-3',
      'C-4',
      'C-5',
      'C-6',
      'C-7',
      'C-8',
      'C-9',
      'C-10',
      'C-11',
    ]);
    const others = answer.c.lines.filter(
      (l) => !['C-1', 'C-2e', 'C-2h', 'C-6', 'C-9'].includes(l.code),
    );
    expect(others.every((l) => l.cents === 0)).toBe(true);
    // C-2 total: 1 500,00 + 1 800,00 = 3 300,00 €.
    expect(answer.c.c2TotalCents).toBe(330_000);
    // Total: 1 170,00 + 3 300,00 + 200,00 + 900,00 = 5 570,00 €.
    expect(answer.c.totalCents).toBe(557_000);
  });

  it('counts frame E: each trainer once by kind, with her minutes in every group', () => {
    // E-1: Claire Martin (own), A 1 260 + B 420 + D 600 = 2 280 min (38 h), one person.
    // E-2: Paul Durand (outside), B 1 680 min (28 h), one person.
    // Inès Roux's 1 200 min (C) are left out: her kind is not given.
    expect(answer.e.lines).toEqual([
      { code: 'E-1', trainers: 1, minutes: 2_280 },
      { code: 'E-2', trainers: 1, minutes: 1_680 },
    ]);
    expect(answer.e.total).toEqual({ trainers: 2, minutes: 3_960 });
  });

  it('counts F-1 per learner and group, her minutes attended plus e-learning', () => {
    // a (employee): Amélie in A 1 260 + Bruno 1 080 + 120 + Amélie in B 1 680 + David 1 500 + 300
    // + Emma 1 680 = 7 620 min (127 h); 5 learners, Amélie once per group.
    // b: no apprenticeship action, 0. c (job seeker): Chloé 900 min (her 180 unmarked left out).
    // d (individual): Hugo 1 080. e (self-employed, student, other): Farid 1 200 + Gaëlle 1 200 +
    // 600 + Jules 480 = 3 480 min, 3 learners. Inès (no status, 600 min) is left out.
    expect(answer.f1.lines).toEqual([
      { code: 'F-1a', learners: 5, minutes: 7_620 },
      { code: 'F-1b', learners: 0, minutes: 0 },
      { code: 'F-1c', learners: 1, minutes: 900 },
      { code: 'F-1d', learners: 1, minutes: 1_080 },
      { code: 'F-1e', learners: 3, minutes: 3_480 },
    ]);
    // Total: 5 + 0 + 1 + 1 + 3 = 10 learners; 7 620 + 900 + 1 080 + 3 480 = 13 080 min (218 h).
    expect(answer.f1.total).toEqual({ learners: 10, minutes: 13_080 });
    // At a distance: B is blended (Amélie, David, Emma, Farid: 4), C distance (Gaëlle, Hugo: 2),
    // Bruno in A did e-learning (1): 7. Chloé and Amélie in A, Jules in D: in class only.
    expect(answer.f1.distance).toBe(7);
  });

  it('counts F-3 by the group objective and lists the certifications', () => {
    // a (RNCP): C, Gaëlle 1 800 + Hugo 1 080 = 2 880 min, 2 learners.
    // b (RS): A, Amélie 1 260 + Bruno 1 200 + Chloé 900 = 3 360 min, 3 learners.
    // d (other): B, Amélie 1 680 + David 1 800 + Emma 1 680 + Farid 1 200 = 6 360 min, 4 learners.
    // D has no objective: Inès 600 + Jules 480 = 1 080 min, 2 learners left out.
    expect(answer.f3.lines).toEqual([
      { code: 'F-3a', learners: 2, minutes: 2_880 },
      { code: 'F-3b', learners: 3, minutes: 3_360 },
      { code: 'F-3c', learners: 0, minutes: 0 },
      { code: 'F-3d', learners: 4, minutes: 6_360 },
      { code: 'F-3e', learners: 0, minutes: 0 },
      { code: 'F-3f', learners: 0, minutes: 0 },
    ]);
    // Total: 2 + 3 + 4 = 9 learners; 2 880 + 3 360 + 6 360 = 12 600 min (210 h).
    expect(answer.f3.total).toEqual({ learners: 9, minutes: 12_600 });
    expect(answer.f3.certifications).toEqual([
      { code: 'RNCP35985', learners: 2, minutes: 2_880 },
      { code: 'RS6891', learners: 3, minutes: 3_360 },
    ]);
  });

  it('counts F-4 by NSF code, most hours first', () => {
    // 136: B 6 360 + C 2 880 = 9 240 min, 4 + 2 = 6 learners. 331: A 3 360 min, 3 learners.
    // D has no NSF code: 2 learners, 1 080 min left out. Two codes: no "autres spécialités".
    expect(answer.f4.lines).toEqual([
      { code: '136', learners: 6, minutes: 9_240 },
      { code: '331', learners: 3, minutes: 3_360 },
    ]);
    expect(answer.f4.others).toEqual({ learners: 0, minutes: 0 });
    expect(answer.f4.total).toEqual({ learners: 9, minutes: 12_600 });
  });

  it('lists what keeps a line from being counted, group by group, trainers last', () => {
    expect(answer.missing).toEqual([
      // A: Chloé has 180 min of held half-days with no mark.
      {
        kind: 'learner',
        id: L[3],
        name: 'Chloé Dubois',
        groupId: GA,
        reason: 'hours_not_signed',
        leftOutMinutes: 180,
      },
      // D: no funder, its price 600,00 € × 600 / 600 left out of C.
      {
        kind: 'group',
        id: GD,
        name: 'Anglais général — cours du soir',
        groupId: GD,
        reason: 'no_funder',
        leftOutCents: 60_000,
      },
      // D: no objective and no NSF code: Inès 600 + Jules 480 = 1 080 min, 2 learners.
      {
        kind: 'group',
        id: GD,
        name: 'Anglais général — cours du soir',
        groupId: GD,
        reason: 'no_objective',
        leftOutLearners: 2,
        leftOutMinutes: 1_080,
      },
      {
        kind: 'group',
        id: GD,
        name: 'Anglais général — cours du soir',
        groupId: GD,
        reason: 'no_subject_area',
        leftOutLearners: 2,
        leftOutMinutes: 1_080,
      },
      // D: Inès has no status, 600 min. Karim (no status, no minute) is not listed.
      {
        kind: 'learner',
        id: L[9],
        name: 'Inès Garnier',
        groupId: GD,
        reason: 'no_status',
        leftOutMinutes: 600,
      },
      {
        kind: 'trainer',
        id: T3,
        name: 'Inès Roux',
        groupId: null,
        reason: 'trainer_kind_unknown',
        leftOutMinutes: 1_200,
      },
    ]);
  });

  it('adds up what is left out, by what it keeps out', () => {
    expect(answer.leftOut).toEqual({
      cents: 60_000,
      amountsUnknown: 0,
      e: { trainers: 1, minutes: 1_200 },
      f1: { learners: 1, minutes: 600 },
      f3: { learners: 2, minutes: 1_080 },
      f4: { learners: 2, minutes: 1_080 },
      unmarked: { learners: 1, minutes: 180 },
    });
  });

  it('has every total equal to the sum of its lines', () => {
    const add = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(answer.c.totalCents).toBe(add(answer.c.lines.map((l) => l.cents)));
    const c2 = answer.c.lines.filter((l) => l.code.startsWith('C-2'));
    expect(answer.c.c2TotalCents).toBe(add(c2.map((l) => l.cents)));
    for (const frame of [answer.f1, answer.f3, answer.f4]) {
      expect(frame.total.learners).toBe(add(frame.lines.map((l) => l.learners)));
      expect(frame.total.minutes).toBe(add(frame.lines.map((l) => l.minutes)));
    }
    expect(answer.e.total.minutes).toBe(add(answer.e.lines.map((l) => l.minutes)));
    expect(answer.leftOut.cents).toBe(add(answer.missing.map((m) => m.leftOutCents ?? 0)));
  });

  it('counts the same learners in F-1, F-3 and F-4 once their left-out ones are added back', () => {
    // 10 + 1 = 9 + 2 = 9 + 2 = 11 learners; 13 080 + 600 = 12 600 + 1 080 = 13 680 min.
    const whole = (counted: { learners: number; minutes: number }, left: typeof counted) => ({
      learners: counted.learners + left.learners,
      minutes: counted.minutes + left.minutes,
    });
    const f1 = whole(answer.f1.total, answer.leftOut.f1);
    expect(f1).toEqual({ learners: 11, minutes: 13_680 });
    expect(whole(answer.f3.total, answer.leftOut.f3)).toEqual(f1);
    expect(whole(answer.f4.total, answer.leftOut.f4)).toEqual(f1);
  });
});
