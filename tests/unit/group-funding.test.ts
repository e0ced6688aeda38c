import { describe, expect, it } from 'vitest';
import type { Funder, FundingPlan } from '../../domain/entities/group-funding';
import {
  fundedCents,
  fundingErrors,
  fundingSplit,
  type LearnerMinutes,
  priceOf,
} from '../../domain/rules/group-funding';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const OUTSIDE = '00000000-0000-4000-8000-00000000000c';

const funder = (over: Partial<Funder>): Funder => ({
  kind: 'company',
  name: '',
  studentId: null,
  amountCents: 0,
  hours: 0,
  subrogation: false,
  ...over,
});
const plan = (over: Partial<FundingPlan>): FundingPlan => ({
  priceMode: 'group',
  unitPriceCents: 100_000,
  nature: 'training',
  objective: null,
  certificationCode: null,
  certificationTitle: null,
  nsfCode: null,
  modality: null,
  prerequisites: null,
  equipment: null,
  funders: [],
  learners: [],
  ...over,
});
const learner = (over: Partial<LearnerMinutes>): LearnerMinutes => ({
  studentId: A,
  planned: 21 * 60,
  attended: 0,
  unjustified: 0,
  excused: 0,
  ...over,
});

describe('the price of an action', () => {
  const group = { learners: 4, durationMinutes: 21 * 60 };
  it('is the unit price for the group, times the learners, or times the hours', () => {
    expect(priceOf({ priceMode: 'group', unitPriceCents: 250_000 }, group)).toBe(250_000);
    expect(priceOf({ priceMode: 'learner', unitPriceCents: 90_000 }, group)).toBe(360_000);
    expect(priceOf({ priceMode: 'hour', unitPriceCents: 8_000 }, group)).toBe(168_000);
    expect(
      priceOf({ priceMode: 'hour', unitPriceCents: 8_000 }, { ...group, durationMinutes: 90 }),
    ).toBe(12_000);
  });
  it('is unknown without a mode or a unit price', () => {
    expect(priceOf({ priceMode: null, unitPriceCents: 1 }, group)).toBeNull();
    expect(priceOf({ priceMode: 'group', unitPriceCents: null }, group)).toBeNull();
  });
});

describe('the rules of a funding plan', () => {
  const ctx = { learnerIds: [A, B], price: 100_000 };
  it('accepts funders whose amounts add up to the price', () => {
    const p = plan({
      funders: [
        funder({ kind: 'opco', name: 'AKTO', amountCents: 70_000, hours: 30, subrogation: true }),
        funder({ kind: 'company', amountCents: 30_000, hours: 12 }),
      ],
      learners: [{ studentId: A, status: 'employee' }],
    });
    expect(fundingErrors(p, ctx)).toEqual({});
    expect(fundedCents(p.funders)).toBe(100_000);
  });
  it('refuses amounts that do not add up to the price, or funders without a price', () => {
    const funders = [funder({ amountCents: 99_999 })];
    expect(fundingErrors(plan({ funders }), ctx)).toEqual({
      funders: 'app.group_funding.sum_mismatch',
    });
    expect(fundingErrors(plan({ funders }), { ...ctx, price: null })).toEqual({
      unitPriceCents: 'app.group_funding.price_needed',
    });
    // No funder yet: an unfinished plan, which the checklist names.
    expect(fundingErrors(plan({}), ctx)).toEqual({});
  });
  it('names each funder field that is wrong', () => {
    const p = plan({
      unitPriceCents: 0,
      funders: [
        funder({ kind: 'opco', name: 'OPCO Inconnu', subrogation: true }),
        funder({ kind: 'public', name: '  ' }),
        funder({ kind: 'cpf' }),
        funder({ kind: 'learner', studentId: OUTSIDE }),
      ],
      learners: [{ studentId: OUTSIDE, status: null }],
    });
    expect(fundingErrors(p, { ...ctx, price: 0 })).toEqual({
      'funders.0.name': 'app.group_funding.unknown_opco',
      'funders.0.hours': 'app.group_funding.hours_needed',
      'funders.1.name': 'app.validation.required',
      'funders.2.studentId': 'app.validation.required',
      'funders.3.studentId': 'app.group_funding.not_a_learner',
      'learners.0.studentId': 'app.group_funding.not_a_learner',
    });
  });
  it('takes a certification code of the register chosen only', () => {
    const errors = (objective: FundingPlan['objective'], certificationCode: string) =>
      fundingErrors(plan({ objective, certificationCode }), ctx).certificationCode;
    expect(errors('rs', 'RS6891')).toBeUndefined();
    expect(errors('rncp', 'RNCP37873')).toBeUndefined();
    expect(errors('rs', 'RNCP37873')).toBe('app.group_funding.code_register_mismatch');
    expect(errors('rncp', 'RS6891')).toBe('app.group_funding.code_register_mismatch');
    expect(errors('other', 'RS6891')).toBe('app.group_funding.code_without_register');
    expect(errors('other', '')).toBeUndefined();
  });
});

describe('who pays what from the half-days attended', () => {
  it('the issue’s example: 21 h, 3.5 h of unjustified absence, an OPCO in subrogation for all', () => {
    const price = 168_000;
    const opco = funder({
      kind: 'opco',
      name: 'AKTO',
      amountCents: price,
      hours: 21,
      subrogation: true,
    });
    const lines = fundingSplit([opco], [learner({ attended: 17.5 * 60, unjustified: 3.5 * 60 })]);
    expect(lines).toEqual([
      expect.objectContaining({ source: 'funder', index: 0, kind: 'opco', hours: 17.5 }),
      expect.objectContaining({ source: 'absences', kind: 'company', hours: 3.5 }),
    ]);
    expect(lines[0]?.amountCents).toBe(140_000);
    expect(lines[1]?.amountCents).toBe(28_000);
    expect(fundedCents(lines)).toBe(price);
  });
  it('counts half-days not yet marked as attended: nothing falls to the company yet', () => {
    const opco = funder({
      kind: 'opco',
      name: 'ATLAS',
      amountCents: 1_000,
      hours: 21,
      subrogation: true,
    });
    expect(fundingSplit([opco], [learner({})])).toEqual([
      expect.objectContaining({ hours: 21, amountCents: 1_000 }),
    ]);
  });
  it('does not invoice justified absences, and splits a mix in proportion, to the cent', () => {
    const opco = funder({
      kind: 'opco',
      name: 'AKTO',
      amountCents: 10_001,
      hours: 21,
      subrogation: true,
    });
    const lines = fundingSplit([opco], [learner({ unjustified: 60, excused: 120 })]);
    expect(lines.map((l) => [l.source, l.hours])).toEqual([
      ['funder', 18],
      ['absences', 1],
      ['excused', 2],
    ]);
    expect(fundedCents(lines)).toBe(10_001);
  });
  it('pays an OPCO the hours it covers while the learners attended more', () => {
    // 14 of 21 hours by the OPCO, 7 by the company; 3.5 hours missed: the OPCO still has 14 attended.
    const lines = fundingSplit(
      [
        funder({ kind: 'opco', name: 'AKTO', amountCents: 1_400, hours: 14, subrogation: true }),
        funder({ kind: 'company', amountCents: 700, hours: 7 }),
      ],
      [learner({ unjustified: 210 })],
    );
    expect(lines.map((l) => [l.source, l.hours, l.amountCents])).toEqual([
      ['funder', 14, 1_400],
      ['funder', 7, 700],
    ]);
  });
  it('reads the learner’s own attendance for a funder of one learner, the group’s otherwise', () => {
    const learners = [
      learner({ studentId: A, unjustified: 60 }),
      learner({ studentId: B, excused: 60 }),
    ];
    const opcoOfA = funder({
      kind: 'opco',
      name: 'AKTO',
      studentId: A,
      amountCents: 2_100,
      hours: 21,
      subrogation: true,
    });
    expect(fundingSplit([opcoOfA], learners).map((l) => [l.source, l.hours])).toEqual([
      ['funder', 20],
      ['absences', 1],
    ]);
    const opcoOfAll = { ...opcoOfA, studentId: null, amountCents: 4_200, hours: 42 };
    expect(fundingSplit([opcoOfAll], learners).map((l) => [l.source, l.hours])).toEqual([
      ['funder', 40],
      ['absences', 1],
      ['excused', 1],
    ]);
  });
  it('leaves funders not in subrogation, and other kinds, to pay what was agreed', () => {
    const absent = [learner({ unjustified: 600 })];
    for (const f of [
      funder({ kind: 'opco', name: 'AKTO', amountCents: 500, hours: 21, subrogation: false }),
      funder({ kind: 'cpf', studentId: A, amountCents: 500, hours: 21, subrogation: true }),
    ])
      expect(fundingSplit([f], absent)).toEqual([
        expect.objectContaining({ hours: 21, amountCents: 500 }),
      ]);
  });
});
