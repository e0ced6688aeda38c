import {
  type FundingAnswer,
  type FundingBody,
  type FundingPlan,
  FundingPlanSchema,
} from '../../../domain/entities/group-funding';
import {
  fundingErrors,
  type LearnerMinutes,
  minutesOf,
  priceOf,
} from '../../../domain/rules/group-funding';
import { nestedErrors, schemaErrors } from '../../../src/save/form-errors';

/** The form's values: the answer as read, with what was typed. */
export type FundingValues = Partial<FundingAnswer> & Record<string, unknown>;

const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** What PUT /group/funding/{id} sends of the form's values (without the updatedAt). */
export function fundingBody(values: FundingValues): Omit<FundingBody, 'updatedAt'> {
  return {
    priceMode: orNull(values.priceMode) as FundingPlan['priceMode'],
    unitPriceCents: orNull(values.unitPriceCents) as number | null,
    nature: orNull(values.nature) as FundingPlan['nature'],
    objective: orNull(values.objective) as FundingPlan['objective'],
    certificationCode: orNull(values.certificationCode) as string | null,
    certificationTitle: orNull(values.certificationTitle) as string | null,
    nsfCode: orNull(values.nsfCode) as string | null,
    modality: orNull(values.modality) as FundingPlan['modality'],
    prerequisites: orNull(values.prerequisites) as string | null,
    equipment: orNull(values.equipment) as string | null,
    funders: (values.funders ?? []).map((f) => ({
      kind: f?.kind,
      name: f?.name ?? '',
      studentId: orNull(f?.studentId) as string | null,
      amountCents: f?.amountCents ?? 0,
      hours: f?.hours ?? 0,
      subrogation: f?.subrogation ?? false,
      email: orNull(typeof f?.email === 'string' ? f.email.trim() : f?.email) as string | null,
    })),
    learners: (values.learners ?? []).map((l) => ({
      studentId: l.studentId,
      status: orNull(l.status) as FundingPlan['learners'][number]['status'],
    })),
  };
}

/** The learners' minutes the split reads, from the hours the answer gives. */
export const learnerMinutes = (values: FundingValues): LearnerMinutes[] =>
  (values.learners ?? []).map((l) => ({
    studentId: l.studentId,
    planned: minutesOf(l.plannedHours),
    attended: minutesOf(l.attendedHours),
    unjustified: minutesOf(l.unjustifiedHours),
    excused: minutesOf(l.excusedHours),
  }));

/** The price the values give (priceOf), in cents; null while they give none. */
export const priceOfValues = (values: FundingValues) =>
  priceOf(fundingBody(values), {
    learners: values.learners?.length ?? 0,
    durationMinutes: minutesOf(values.durationHours ?? 0),
  });

/** The form's check: the schema's, then the plan's rules, as the server checks them. */
export function validateFunding(values: FundingValues) {
  const body = fundingBody(values);
  const shape = schemaErrors(FundingPlanSchema, body);
  const rules = fundingErrors(body, {
    learnerIds: body.learners.map((l) => l.studentId),
    price: priceOfValues(values),
  });
  return nestedErrors({ ...rules, ...shape });
}
