import {
  type Funder,
  type FundingPlan,
  NAMED_FUNDERS,
  OPCOS,
  PERSONAL_FUNDERS,
  type SplitLine,
} from '../entities/group-funding';

/**
 * The rules of a group's funding plan (issue 47 part 2), shared by the form and the route:
 * - the price is the unit price by its mode (the group, each learner, each hour of the action);
 * - the funders' amounts add up to the price;
 * - an OPCO in subrogation pays only the hours attended: the part of the unjustified absences falls
 *   to the company, and the justified absences are not invoiced.
 */

/** Minutes as hours, to the hundredth. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** Hours as whole minutes. */
export const minutesOf = (hours: number) => Math.round(hours * 60);

/** The price of the action, in cents; null while the plan gives no mode or no unit price. */
export function priceOf(
  plan: Pick<FundingPlan, 'priceMode' | 'unitPriceCents'>,
  group: { learners: number; durationMinutes: number },
): number | null {
  const { priceMode, unitPriceCents: unit } = plan;
  if (priceMode === null || unit === null) return null;
  if (priceMode === 'group') return unit;
  if (priceMode === 'learner') return unit * group.learners;
  return Math.round((unit * group.durationMinutes) / 60);
}

/** The funders' amounts added up, in cents. */
export const fundedCents = (funders: Pick<Funder, 'amountCents'>[]) =>
  funders.reduce((sum, f) => sum + f.amountCents, 0);

/** A learner of the group: her minutes planned, and those recorded so far by status. */
export interface LearnerMinutes {
  studentId: string;
  planned: number;
  attended: number;
  unjustified: number;
  excused: number;
}

const KEY = 'app.group_funding';

/**
 * What is wrong with a plan, as message keys by field (`funders.2.name`): empty when nothing is.
 * `learnerIds` are the group's learners, `price` the plan's price (priceOf).
 */
export function fundingErrors(
  plan: Pick<FundingPlan, 'funders' | 'learners' | 'objective' | 'certificationCode'>,
  { learnerIds, price }: { learnerIds: readonly string[]; price: number | null },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const members = new Set(learnerIds);
  plan.funders.forEach((f, i) => {
    const at = `funders.${i}`;
    if (f.kind === 'opco' && !(OPCOS as readonly string[]).includes(f.name))
      errors[`${at}.name`] = `${KEY}.unknown_opco`;
    else if (NAMED_FUNDERS.includes(f.kind) && f.name.trim() === '')
      errors[`${at}.name`] = 'app.validation.required';
    if (f.studentId !== null && !members.has(f.studentId))
      errors[`${at}.studentId`] = `${KEY}.not_a_learner`;
    else if (f.studentId === null && PERSONAL_FUNDERS.includes(f.kind))
      errors[`${at}.studentId`] = 'app.validation.required';
    if (f.kind === 'opco' && f.subrogation && f.hours <= 0)
      errors[`${at}.hours`] = `${KEY}.hours_needed`;
    if ((f.email ?? null) !== null && !NAMED_FUNDERS.includes(f.kind))
      errors[`${at}.email`] = `${KEY}.email_named_only`;
  });
  if (plan.funders.length > 0) {
    if (price === null) errors.unitPriceCents = `${KEY}.price_needed`;
    else if (fundedCents(plan.funders) !== price) errors.funders = `${KEY}.sum_mismatch`;
  }
  plan.learners.forEach((l, i) => {
    if (!members.has(l.studentId)) errors[`learners.${i}.studentId`] = `${KEY}.not_a_learner`;
  });
  const code = plan.certificationCode ?? '';
  const register = { rncp: /^RNCP\d/, rs: /^RS\d/ }[plan.objective as 'rncp' | 'rs'];
  if (code !== '' && register === undefined)
    errors.certificationCode = `${KEY}.code_without_register`;
  else if (code !== '' && !register?.test(code))
    errors.certificationCode = `${KEY}.code_register_mismatch`;
  return errors;
}

/** Whether an OPCO pays only the hours attended: in subrogation, with hours to cover. */
const paysAttended = (f: Funder) => f.kind === 'opco' && f.subrogation && f.hours > 0;

const sum = (learners: LearnerMinutes[], of: (l: LearnerMinutes) => number) =>
  learners.reduce((total, l) => total + of(l), 0);

/**
 * Who pays what from the half-days recorded so far: every funder its amount, except an OPCO in
 * subrogation, which pays the hours attended among those it covers (the learner's, or the group's
 * when it funds them all: planned less absent). What it does not pay falls to the company for the
 * unjustified absences and is not invoiced for the justified ones, in their proportion (all to the
 * company when no absence explains it). Half-days not yet marked count as attended. Lines add up to
 * the funders' amounts, to the cent.
 */
export function fundingSplit(funders: Funder[], learners: LearnerMinutes[]): SplitLine[] {
  const lines: SplitLine[] = [];
  const absences = { minutes: 0, cents: 0 };
  const excused = { minutes: 0, cents: 0 };
  // What is left to attend of each scope ('' the group's), shared by the OPCOs that cover it.
  const left = new Map<string, number>();
  funders.forEach((f, index) => {
    const line = {
      source: 'funder' as const,
      index,
      kind: f.kind,
      name: f.name,
      studentId: f.studentId,
    };
    if (!paysAttended(f)) {
      lines.push({ ...line, hours: f.hours, amountCents: f.amountCents });
      return;
    }
    const scope = learners.filter((l) => f.studentId === null || l.studentId === f.studentId);
    const key = f.studentId ?? '';
    const unjustified = sum(scope, (l) => l.unjustified);
    const justified = sum(scope, (l) => l.excused);
    const available =
      left.get(key) ?? Math.max(0, sum(scope, (l) => l.planned) - unjustified - justified);
    const covered = Math.round(f.hours * 60);
    const paid = Math.min(covered, available);
    left.set(key, available - paid);
    const paidCents = Math.round((f.amountCents * paid) / covered);
    const short = { minutes: covered - paid, cents: f.amountCents - paidCents };
    const absent = unjustified + justified;
    const excusedShare = absent === 0 ? 0 : justified / absent;
    const toExcused = {
      minutes: Math.round(short.minutes * excusedShare),
      cents: Math.round(short.cents * excusedShare),
    };
    excused.minutes += toExcused.minutes;
    excused.cents += toExcused.cents;
    absences.minutes += short.minutes - toExcused.minutes;
    absences.cents += short.cents - toExcused.cents;
    lines.push({ ...line, hours: hoursOf(paid), amountCents: paidCents });
  });
  const derived = (source: 'absences' | 'excused', part: { minutes: number; cents: number }) =>
    part.minutes > 0 || part.cents > 0
      ? [
          {
            source,
            index: null,
            kind: source === 'absences' ? ('company' as const) : null,
            name: '',
            studentId: null,
            hours: hoursOf(part.minutes),
            amountCents: part.cents,
          },
        ]
      : [];
  return [...lines, ...derived('absences', absences), ...derived('excused', excused)];
}
