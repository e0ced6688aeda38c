import { describe, expect, it } from 'vitest';
import {
  type BpfGroup,
  type BpfInput,
  type BpfLearner,
  BpfPeriodSchema,
  C_LINE_CODES,
  C_LINES,
  F3_LINE_CODES,
} from '../../domain/entities/bpf';
import type { Funder } from '../../domain/entities/group-funding';
import {
  bpfOf,
  bpfPeriod,
  centsInPeriod,
  funderLine,
  objectiveLine,
  publicFunderLine,
  statusLine,
} from '../../domain/rules/bpf';

/** The BPF's period, rounding, each line's mapping, and the cases the year's fixture does not hold. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const G = id(1);

const funder = (over: Partial<Funder>): Funder => ({
  kind: 'company',
  name: '',
  studentId: null,
  amountCents: 0,
  hours: 0,
  subrogation: false,
  ...over,
});
const group = (over: Partial<BpfGroup>): BpfGroup => ({
  id: G,
  name: 'Groupe',
  nature: 'training',
  objective: 'other',
  certificationCode: null,
  nsfCode: '136',
  modality: 'in_class',
  priceCents: null,
  funders: [],
  minutesHeldInPeriod: 600,
  minutesHeldTotal: 600,
  ...over,
});
const learner = (over: Partial<BpfLearner>): BpfLearner => ({
  groupId: G,
  studentId: id(11),
  name: 'Stagiaire',
  status: 'employee',
  attendedMinutes: 600,
  elearningMinutes: 0,
  unmarkedMinutes: 0,
  ...over,
});
const input = (over: Partial<BpfInput>): BpfInput => ({
  period: bpfPeriod(2026),
  groups: [],
  learners: [],
  trainers: [],
  deliveries: [],
  ...over,
});
const cents = (answer: ReturnType<typeof bpfOf>, code: string) =>
  answer.c.lines.find((l) => l.code === code)?.cents;

describe('the period of a BPF', () => {
  it('is the civil year by default', () => {
    expect(bpfPeriod(2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(bpfPeriod(2026, 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
  it('is the fiscal year that closes in the year named', () => {
    expect(bpfPeriod(2026, 9)).toEqual({ from: '2025-09-01', to: '2026-08-31' });
    expect(bpfPeriod(2026, 12)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(bpfPeriod(2024, 3)).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(bpfPeriod(2025, 3)).toEqual({ from: '2024-03-01', to: '2025-02-28' });
  });
  it('refuses a month or a year that is not one', () => {
    expect(() => bpfPeriod(2026, 0)).toThrow(RangeError);
    expect(() => bpfPeriod(2026, 13)).toThrow(RangeError);
    expect(() => bpfPeriod(2026, 1.5)).toThrow(RangeError);
    expect(() => bpfPeriod(2026.5)).toThrow(RangeError);
  });
  it('is checked in order by its schema', () => {
    expect(BpfPeriodSchema.safeParse(bpfPeriod(2026, 7)).success).toBe(true);
    expect(BpfPeriodSchema.safeParse({ from: '2026-12-31', to: '2026-01-01' }).success).toBe(false);
  });
});

describe('the share of an amount in the period', () => {
  it('is rounded half up to the cent', () => {
    // 0,25 € × 1 / 2 = 0,125 € -> 0,13 €; 333,33 € × 0,6 = 199,998 € -> 200,00 €.
    expect(centsInPeriod(25, 1, 2)).toBe(13);
    expect(centsInPeriod(33_333, 1_260, 2_100)).toBe(20_000);
    // 100,00 € × 1 / 3 = 33,333… € -> 33,33 €; × 2 / 3 = 66,666… € -> 66,67 €.
    expect(centsInPeriod(10_000, 1, 3)).toBe(3_333);
    expect(centsInPeriod(10_000, 2, 3)).toBe(6_667);
  });
  it('is the whole amount at most, and nothing when nothing was held', () => {
    expect(centsInPeriod(10_000, 900, 600)).toBe(10_000);
    expect(centsInPeriod(10_000, 0, 0)).toBe(0);
  });
  it('is rounded once per funder, and the line and total add the rounded shares', () => {
    // Three companies of 100,00 € each, a third held in the year: 33,33 € each, C-1 99,99 € (not
    // the 100,00 € a rounding of the sum would give), and the total is that line.
    const funders = [1, 2, 3].map((n) => funder({ name: `Entreprise ${n}`, amountCents: 10_000 }));
    const answer = bpfOf(
      input({ groups: [group({ funders, minutesHeldInPeriod: 200, minutesHeldTotal: 600 })] }),
    );
    expect(cents(answer, 'C-1')).toBe(9_999);
    expect(answer.c.totalCents).toBe(9_999);
  });
});

describe('the line of each funder', () => {
  it('follows who pays the provider', () => {
    const training = 'training' as const;
    expect(funderLine(funder({ kind: 'company' }), training)).toBe('C-1');
    expect(funderLine(funder({ kind: 'opco', subrogation: true }), training)).toBe('C-2h');
    // Without subrogation the company pays, and the OPCO refunds it.
    expect(funderLine(funder({ kind: 'opco', subrogation: false }), training)).toBe('C-1');
    expect(funderLine(funder({ kind: 'opco' }), 'apprenticeship')).toBe('C-2a');
    expect(funderLine(funder({ kind: 'cpf' }), training)).toBe('C-2e');
    expect(funderLine(funder({ kind: 'learner' }), training)).toBe('C-9');
    expect(funderLine(funder({ kind: 'other' }), training)).toBe('C-11');
    expect(funderLine(funder({ kind: 'public', name: 'France Travail' }), null)).toBe('C-7');
  });
  it('reads a public funder by its name, accents and case aside', () => {
    expect(publicFunderLine('France Travail Bretagne')).toBe('C-7');
    expect(publicFunderLine('Pôle emploi')).toBe('C-7');
    expect(publicFunderLine('POLE EMPLOI')).toBe('C-7');
    expect(publicFunderLine('Région Île-de-France')).toBe('C-6');
    expect(publicFunderLine('Conseil régional de Normandie')).toBe('C-6');
    expect(publicFunderLine('État (DREETS)')).toBe('C-5');
    expect(publicFunderLine('Fonds social européen')).toBe('C-4');
    expect(publicFunderLine('Agence régionale de santé')).toBe('C-8');
    expect(publicFunderLine('Agefiph')).toBe('C-8');
    expect(publicFunderLine('')).toBe('C-8');
  });
  it('is a line the cerfa has, with its label', () => {
    expect(C_LINE_CODES).toHaveLength(18);
    expect(C_LINES['C-2e']).toBe('du compte personnel de formation');
  });
});

describe('the lines of a learner and of a group in frame F', () => {
  it('puts a learner on her status line, or on none without one', () => {
    expect(statusLine('employee', 'training')).toBe('F-1a');
    expect(statusLine('job_seeker', null)).toBe('F-1c');
    expect(statusLine('individual', 'training')).toBe('F-1d');
    expect(statusLine('self_employed', 'training')).toBe('F-1e');
    expect(statusLine('student', 'training')).toBe('F-1e');
    expect(statusLine('other', 'training')).toBe('F-1e');
    expect(statusLine(null, 'training')).toBeNull();
  });
  it('puts every learner of an apprenticeship action on F-1 b, status or not', () => {
    expect(statusLine('employee', 'apprenticeship')).toBe('F-1b');
    expect(statusLine(null, 'apprenticeship')).toBe('F-1b');
  });
  it('puts a group on its objective line, skills assessments and VAE on theirs', () => {
    expect(objectiveLine('rncp', 'training')).toBe('F-3a');
    expect(objectiveLine('rs', 'training')).toBe('F-3b');
    expect(objectiveLine('cqp', null)).toBe('F-3c');
    expect(objectiveLine('other', 'training')).toBe('F-3d');
    expect(objectiveLine(null, 'skills_assessment')).toBe('F-3e');
    expect(objectiveLine('rs', 'vae')).toBe('F-3f');
    expect(objectiveLine(null, 'training')).toBeNull();
    expect(F3_LINE_CODES).toHaveLength(6);
  });
});

describe('the cases the fixture year does not hold', () => {
  it('leaves out a group with nothing held, all its amount, until its half-days are signed', () => {
    const funders = [funder({ amountCents: 50_000 }), funder({ kind: 'cpf', amountCents: 25_000 })];
    const answer = bpfOf(
      input({ groups: [group({ funders, minutesHeldInPeriod: 0, minutesHeldTotal: 0 })] }),
    );
    expect(answer.c.totalCents).toBe(0);
    // 500,00 + 250,00 = 750,00 € left out, nothing to share it by.
    expect(answer.missing).toEqual([
      {
        kind: 'group',
        id: G,
        name: 'Groupe',
        groupId: G,
        reason: 'hours_not_signed',
        leftOutCents: 75_000,
      },
    ]);
  });
  it('marks the amount unknown when a group has no funder and no price', () => {
    const nothingHeld = bpfOf(input({ groups: [group({ minutesHeldTotal: 0 })] }));
    expect(nothingHeld.missing.map((m) => [m.reason, m.leftOutCents, m.amountUnknown])).toEqual([
      ['hours_not_signed', 0, true],
      ['no_funder', undefined, undefined],
    ]);
    const held = bpfOf(input({ groups: [group({})] }));
    expect(held.missing).toEqual([
      {
        kind: 'group',
        id: G,
        name: 'Groupe',
        groupId: G,
        reason: 'no_funder',
        leftOutCents: 0,
        amountUnknown: true,
      },
    ]);
    expect(held.leftOut.amountsUnknown).toBe(1);
  });
  it('leaves out the price share of a group with no funder', () => {
    // 900,00 € × 300 / 900 min = 300,00 €.
    const answer = bpfOf(
      input({
        groups: [group({ priceCents: 90_000, minutesHeldInPeriod: 300, minutesHeldTotal: 900 })],
      }),
    );
    expect(answer.leftOut.cents).toBe(30_000);
  });
  it('counts nothing in C for a group held only in other years, and lists nothing', () => {
    const funders = [funder({ amountCents: 50_000 })];
    const answer = bpfOf(
      input({ groups: [group({ funders, minutesHeldInPeriod: 0, minutesHeldTotal: 600 })] }),
    );
    expect(answer.c.totalCents).toBe(0);
    expect(answer.missing).toEqual([]);
  });
  it('counts an apprenticeship action on C-2 a and F-1 b', () => {
    const answer = bpfOf(
      input({
        groups: [
          group({
            nature: 'apprenticeship',
            funders: [funder({ kind: 'opco', name: 'AKTO', amountCents: 700_000 })],
          }),
        ],
        learners: [learner({ status: null })],
      }),
    );
    expect(cents(answer, 'C-2a')).toBe(700_000);
    expect(answer.f1.lines[1]).toEqual({ code: 'F-1b', learners: 1, minutes: 600 });
    expect(answer.missing).toEqual([]);
  });
  it('names five subject areas and adds up the others', () => {
    // Seven groups, codes 100 to 106, learner minutes 60 × (n + 1): 106 first (420 min) down to
    // 102 (180 min); 101 (120) and 100 (60) are the others, 180 min, 2 learners.
    const groups = [0, 1, 2, 3, 4, 5, 6].map((n) =>
      group({ id: id(100 + n), nsfCode: String(100 + n), funders: [funder({ amountCents: 1 })] }),
    );
    const learners = groups.map((g, n) =>
      learner({ groupId: g.id, attendedMinutes: 60 * (n + 1) }),
    );
    const answer = bpfOf(input({ groups, learners }));
    expect(answer.f4.lines.map((l) => l.code)).toEqual([
      '106',
      '105',
      '104',
      '103',
      '102',
      '101',
      '100',
    ]);
    expect(answer.f4.others).toEqual({ learners: 2, minutes: 180 });
    // 60 + 120 + … + 420 = 60 × 28 = 1 680 min.
    expect(answer.f4.total).toEqual({ learners: 7, minutes: 1_680 });
  });
  it('orders subject areas of equal hours by learners, then by code', () => {
    const groups = [
      group({ id: id(2), nsfCode: '331' }),
      group({ id: id(3), nsfCode: '136' }),
      group({ id: id(4), nsfCode: '320' }),
    ];
    const learners = [
      learner({ groupId: id(2), attendedMinutes: 600 }),
      learner({ groupId: id(3), attendedMinutes: 600 }),
      learner({ groupId: id(4), attendedMinutes: 300 }),
      learner({ groupId: id(4), studentId: id(12), attendedMinutes: 300 }),
    ];
    const answer = bpfOf(input({ groups, learners }));
    expect(answer.f4.lines.map((l) => l.code)).toEqual(['320', '136', '331']);
  });
  it('counts a trainer with no minute nowhere, and an unlisted one as of unknown kind', () => {
    const answer = bpfOf(
      input({
        trainers: [{ id: id(31), name: 'Claire Martin', kind: 'own' }],
        deliveries: [
          { groupId: G, trainerId: id(31), minutes: 0 },
          { groupId: G, trainerId: id(32), minutes: 240 },
        ],
      }),
    );
    expect(answer.e.total).toEqual({ trainers: 0, minutes: 0 });
    expect(answer.missing).toEqual([
      {
        kind: 'trainer',
        id: id(32),
        name: '',
        groupId: null,
        reason: 'trainer_kind_unknown',
        leftOutMinutes: 240,
      },
    ]);
  });
});
