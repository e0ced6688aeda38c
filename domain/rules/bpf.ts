import {
  type BpfAnswer,
  type BpfGroup,
  type BpfInput,
  type BpfLearner,
  type BpfMissing,
  type BpfMissingReason,
  type BpfPeriod,
  type BpfTally,
  C_LINE_CODES,
  C2_LINE_CODES,
  type CLine,
  type ELine,
  F1_LINE_CODES,
  type F1Line,
  F3_LINE_CODES,
  type F3Line,
  F4_MAIN_LINES,
} from '../entities/bpf';
import type { Funder } from '../entities/group-funding';
import { fundedCents } from './group-funding';

/**
 * The counting of the BPF (domain/entities/bpf.ts) from a period's rows. What each frame counts:
 * - C: each funder's amount times the share of the group's held minutes that fall in the period,
 *   rounded half up to the cent once per funder; a line adds up its funders' shares, C-2 its lines
 *   a to h, the total the lines C-1 to C-11, so every total is the sum of what it shows.
 * - E: each trainer once, by kind, with her minutes in every group; a co-taught half-day counts for
 *   each of its trainers (each gave those hours).
 * - F: a learner counts once per group she followed in the period (any minute attended or spent in
 *   e-learning): per action, as most providers count, and the only way F-1, F-3 and F-4 can total
 *   alike, which the cerfa checks. Her hours are the minutes attended plus those of e-learning.
 * - Each frame counts what its own data allows; what it cannot count is a missing line, so that a
 *   frame's total plus what it leaves out is the same in F-1, F-3 and F-4.
 */

/**
 * The BPF's period: the civil year, or the fiscal year that starts in fiscalStartMonth (1-12) and
 * ends in `year` (a fiscal year is named by its closing, as the BPF reports the year closed).
 */
export function bpfPeriod(year: number, fiscalStartMonth = 1): BpfPeriod {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(fiscalStartMonth) || fiscalStartMonth < 1 || fiscalStartMonth > 12)
    throw new RangeError(`month ${fiscalStartMonth}`);
  if (fiscalStartMonth === 1) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const pad = (n: number) => String(n).padStart(2, '0');
  const endMonth = fiscalStartMonth - 1;
  // Day 0 of the next month is the last day of endMonth (29 February when there is one).
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return {
    from: `${year - 1}-${pad(fiscalStartMonth)}-01`,
    to: `${year}-${pad(endMonth)}-${pad(lastDay)}`,
  };
}

/** An amount's share for the minutes held in the period out of those held ever, half up to the cent. */
export function centsInPeriod(cents: number, heldInPeriod: number, heldTotal: number): number {
  if (heldTotal <= 0) return 0;
  return Math.round((cents * Math.min(heldInPeriod, heldTotal)) / heldTotal);
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Public funders by name, first match wins; any other public body is C-8. */
const PUBLIC_LINES: [RegExp, CLine][] = [
  [/\b(france travail|pole emploi)\b/, 'C-7'],
  [/\b(union europeenne|fonds social europeen|fse|europe)\b/, 'C-4'],
  [/\b(region|conseil regional)\b/, 'C-6'],
  [/\betat\b/, 'C-5'],
];

/** The line of a public funder: France Travail (Pôle emploi) C-7, Europe C-4, a Région C-6, État C-5, else C-8. */
export function publicFunderLine(name: string): CLine {
  const text = plain(name);
  return PUBLIC_LINES.find(([pattern]) => pattern.test(text))?.[1] ?? 'C-8';
}

type Nature = BpfGroup['nature'];

/**
 * A funder's line of frame C, by who pays the provider: a company C-1; an OPCO that pays the provider
 * (subrogation) C-2 h, or C-2 a for an apprenticeship action (OPCOs pay those directly); an OPCO that
 * does not is C-1, as the company pays and is refunded; the CPF C-2 e; a public body by its name;
 * the learner herself C-9; another funder C-11 (a training provider buying is not told apart).
 */
export function funderLine(funder: Pick<Funder, 'kind' | 'name' | 'subrogation'>, nature: Nature) {
  const lines: Record<Funder['kind'], () => CLine> = {
    company: () => 'C-1',
    opco: () => (nature === 'apprenticeship' ? 'C-2a' : funder.subrogation ? 'C-2h' : 'C-1'),
    cpf: () => 'C-2e',
    public: () => publicFunderLine(funder.name),
    learner: () => 'C-9',
    other: () => 'C-11',
  };
  return lines[funder.kind]();
}

type Status = NonNullable<BpfLearner['status']>;
/** The statuses the plan knows, by F-1 line; the plan has no apprentice status (see statusLine). */
const STATUS_LINES: Record<Status, F1Line> = {
  employee: 'F-1a',
  job_seeker: 'F-1c',
  individual: 'F-1d',
  self_employed: 'F-1e',
  student: 'F-1e',
  other: 'F-1e',
};

/** A learner's F-1 line: F-1 b in an apprenticeship action (its learners are apprentices), else by status; null without one. */
export function statusLine(status: BpfLearner['status'], nature: Nature): F1Line | null {
  if (nature === 'apprenticeship') return 'F-1b';
  return status === null ? null : STATUS_LINES[status];
}

const OBJECTIVE_LINES: Record<NonNullable<BpfGroup['objective']>, F3Line> = {
  rncp: 'F-3a',
  rs: 'F-3b',
  cqp: 'F-3c',
  other: 'F-3d',
};

/** A group's F-3 line: skills assessments e and VAE f whatever the objective, else by objective; null without one. */
export function objectiveLine(objective: BpfGroup['objective'], nature: Nature): F3Line | null {
  if (nature === 'skills_assessment') return 'F-3e';
  if (nature === 'vae') return 'F-3f';
  return objective === null ? null : OBJECTIVE_LINES[objective];
}

/** The minutes a learner followed in the period: attended in class and spent in e-learning. */
export const learnerMinutes = (l: Pick<BpfLearner, 'attendedMinutes' | 'elearningMinutes'>) =>
  l.attendedMinutes + l.elearningMinutes;

/** Trained at a distance, in whole or in part: e-learning in the period, or a distance or blended group. */
const atDistance = (learner: BpfLearner, group: BpfGroup) =>
  learner.elearningMinutes > 0 || group.modality === 'distance' || group.modality === 'blended';

const zero = (): BpfTally => ({ learners: 0, minutes: 0 });
const add = (to: BpfTally, more: BpfTally) => {
  to.learners += more.learners;
  to.minutes += more.minutes;
};
const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);
const total = (lines: readonly BpfTally[]) => {
  const all = zero();
  for (const line of lines) add(all, line);
  return all;
};
const tallies = <Code extends string>(codes: readonly Code[]) =>
  Object.fromEntries(codes.map((code) => [code, zero()])) as Record<Code, BpfTally>;
/** A text given, or null when empty. */
const given = (text: string | null) => text?.trim() || null;

type LeftOut = Pick<
  BpfMissing,
  'leftOutCents' | 'amountUnknown' | 'leftOutLearners' | 'leftOutMinutes'
>;
const groupMissing = (g: BpfGroup, reason: BpfMissingReason, left: LeftOut): BpfMissing => ({
  kind: 'group',
  id: g.id,
  name: g.name,
  groupId: g.id,
  reason,
  ...left,
});
const learnerMissing = (l: BpfLearner, reason: BpfMissingReason, minutes: number): BpfMissing => ({
  kind: 'learner',
  id: l.studentId,
  name: l.name,
  groupId: l.groupId,
  reason,
  leftOutMinutes: minutes,
});
/** Revenue left out: the amount, or 0 marked unknown. */
const amountLeftOut = (cents: number | null): LeftOut =>
  cents === null ? { leftOutCents: 0, amountUnknown: true } : { leftOutCents: cents };

/**
 * Adds a group's revenue of the period to frame C; what it cannot add, as missing lines. Nothing
 * held ever: nothing tells how its amount splits between years, so all of it is left out (its
 * funders', else its price) until its half-days are signed. No funder: its price's share is left out.
 */
function addRevenue(group: BpfGroup, c: Record<CLine, number>): BpfMissing[] {
  const { funders, minutesHeldInPeriod: held, minutesHeldTotal: ever } = group;
  if (ever === 0) {
    const whole = funders.length > 0 ? fundedCents(funders) : group.priceCents;
    const unsigned = groupMissing(group, 'hours_not_signed', amountLeftOut(whole));
    return funders.length > 0 ? [unsigned] : [unsigned, groupMissing(group, 'no_funder', {})];
  }
  if (held === 0) return [];
  if (funders.length === 0) {
    const price = group.priceCents === null ? null : centsInPeriod(group.priceCents, held, ever);
    return [groupMissing(group, 'no_funder', amountLeftOut(price))];
  }
  for (const f of funders)
    c[funderLine(f, group.nature)] += centsInPeriod(f.amountCents, held, ever);
  return [];
}

/** Frame E from the deliveries, and the trainers whose kind is unknown. */
function trainersOf(input: BpfInput): { e: BpfAnswer['e']; missing: BpfMissing[] } {
  const trainers = new Map(input.trainers.map((t) => [t.id, t]));
  const minutes = new Map<string, number>();
  for (const d of input.deliveries)
    minutes.set(d.trainerId, (minutes.get(d.trainerId) ?? 0) + d.minutes);
  const lines: Record<ELine, { trainers: number; minutes: number }> = {
    'E-1': { trainers: 0, minutes: 0 },
    'E-2': { trainers: 0, minutes: 0 },
  };
  const missing: BpfMissing[] = [];
  for (const [id, delivered] of minutes) {
    if (delivered === 0) continue;
    const trainer = trainers.get(id);
    const kind = trainer?.kind ?? null;
    if (kind === null) {
      const name = trainer?.name ?? '';
      const reason = 'trainer_kind_unknown';
      missing.push({ kind: 'trainer', id, name, groupId: null, reason, leftOutMinutes: delivered });
      continue;
    }
    const line = lines[kind === 'own' ? 'E-1' : 'E-2'];
    line.trainers += 1;
    line.minutes += delivered;
  }
  const e = (['E-1', 'E-2'] as const).map((code) => ({ code, ...lines[code] }));
  return {
    e: {
      lines: e,
      total: { trainers: sum(e, (l) => l.trainers), minutes: sum(e, (l) => l.minutes) },
    },
    missing,
  };
}

/** The missing lines added up, by what they keep out. */
function leftOutOf(missing: BpfMissing[]): BpfAnswer['leftOut'] {
  const of = (reason: BpfMissingReason, kind: BpfMissing['kind']) =>
    missing.filter((m) => m.reason === reason && m.kind === kind);
  const tally = (lines: BpfMissing[]) => ({
    learners: sum(lines, (m) => m.leftOutLearners ?? 1),
    minutes: sum(lines, (m) => m.leftOutMinutes ?? 0),
  });
  const unknownKind = of('trainer_kind_unknown', 'trainer');
  return {
    cents: sum(missing, (m) => m.leftOutCents ?? 0),
    amountsUnknown: missing.filter((m) => m.amountUnknown).length,
    e: { trainers: unknownKind.length, minutes: sum(unknownKind, (m) => m.leftOutMinutes ?? 0) },
    f1: tally(of('no_status', 'learner')),
    f3: tally(of('no_objective', 'group')),
    f4: tally(of('no_subject_area', 'group')),
    unmarked: tally(of('hours_not_signed', 'learner')),
  };
}

/**
 * The BPF of a period, and every group, learner and trainer whose missing data keeps a line from
 * being counted, in the groups' order (a group's lines, then its learners'), trainers last.
 */
export function bpfOf(input: BpfInput): BpfAnswer {
  const c = Object.fromEntries(C_LINE_CODES.map((code) => [code, 0])) as Record<CLine, number>;
  const f1 = tallies(F1_LINE_CODES);
  const f3 = tallies(F3_LINE_CODES);
  const learnersOf = new Map<string, BpfLearner[]>();
  for (const l of input.learners) {
    const list = learnersOf.get(l.groupId);
    if (list) list.push(l);
    else learnersOf.set(l.groupId, [l]);
  }
  const subjects = new Map<string, BpfTally>();
  const certifications = new Map<string, BpfTally>();
  const tallyOf = (map: Map<string, BpfTally>, code: string) =>
    map.get(code) ?? map.set(code, zero()).get(code)!;
  const missing: BpfMissing[] = [];
  let distance = 0;

  for (const group of input.groups) {
    missing.push(...addRevenue(group, c));
    const learners = learnersOf.get(group.id) ?? [];
    const counted = learners.filter((l) => learnerMinutes(l) > 0);
    const all = { learners: counted.length, minutes: sum(counted, learnerMinutes) };
    if (counted.length > 0) {
      const left = { leftOutLearners: all.learners, leftOutMinutes: all.minutes };
      const f3Line = objectiveLine(group.objective, group.nature);
      const code = given(group.certificationCode);
      if (f3Line === null) missing.push(groupMissing(group, 'no_objective', left));
      else add(f3[f3Line], all);
      if ((f3Line === 'F-3a' || f3Line === 'F-3b') && code) add(tallyOf(certifications, code), all);
      const nsf = given(group.nsfCode);
      if (nsf === null) missing.push(groupMissing(group, 'no_subject_area', left));
      else add(tallyOf(subjects, nsf), all);
    }
    for (const learner of learners) {
      const minutes = learnerMinutes(learner);
      const line = statusLine(learner.status, group.nature);
      if (minutes > 0 && line === null) missing.push(learnerMissing(learner, 'no_status', minutes));
      if (minutes > 0 && line !== null) {
        add(f1[line], { learners: 1, minutes });
        if (atDistance(learner, group)) distance += 1;
      }
      if (learner.unmarkedMinutes > 0)
        missing.push(learnerMissing(learner, 'hours_not_signed', learner.unmarkedMinutes));
    }
  }

  const trainers = trainersOf(input);
  missing.push(...trainers.missing);
  const cLines = C_LINE_CODES.map((code) => ({ code, cents: c[code] }));
  const f1Lines = F1_LINE_CODES.map((code) => ({ code, ...f1[code] }));
  const f3Lines = F3_LINE_CODES.map((code) => ({ code, ...f3[code] }));
  const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
  // Most hours first; then more learners, then the code, so that the order never depends on input.
  const f4Lines = [...subjects]
    .map(([code, tally]) => ({ code, ...tally }))
    .sort((a, b) => b.minutes - a.minutes || b.learners - a.learners || byCode(a, b));
  return {
    period: input.period,
    c: {
      lines: cLines,
      c2TotalCents: sum(C2_LINE_CODES, (code) => c[code]),
      totalCents: sum(cLines, (l) => l.cents),
    },
    e: trainers.e,
    f1: { lines: f1Lines, total: total(f1Lines), distance },
    f3: {
      lines: f3Lines,
      total: total(f3Lines),
      certifications: [...certifications].map(([code, t]) => ({ code, ...t })).sort(byCode),
    },
    f4: { lines: f4Lines, others: total(f4Lines.slice(F4_MAIN_LINES)), total: total(f4Lines) },
    missing,
    leftOut: leftOutOf(missing),
  };
}
