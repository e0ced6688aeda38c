import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { timestamps } from './columns';
import { groupStudents, groups } from './groups';

/**
 * A group's funding plan (issue 47 part 2; domain/entities/group-funding.ts): what the action is
 * for the funders and the annual report, and its price. One row per group, written whole with its
 * funders and its learners' statuses; absent while never saved. Amounts in cents.
 */
export const groupFunding = pgTable(
  'group_funding',
  {
    groupId: uuid('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** group, learner, hour (PRICE_MODES). */
    priceMode: text('price_mode'),
    unitPriceCents: integer('unit_price_cents'),
    /** training, skills_assessment, vae, apprenticeship (ACTION_NATURES). */
    nature: text('nature'),
    /** rncp, rs, cqp, other (OBJECTIVES). */
    objective: text('objective'),
    certificationCode: text('certification_code'),
    certificationTitle: text('certification_title'),
    nsfCode: text('nsf_code'),
    /** in_class, distance, blended (MODALITIES). */
    modality: text('modality'),
    /** What a learner must know or have before it begins, and what to bring: the convocation says. */
    prerequisites: text('prerequisites'),
    equipment: text('equipment'),
    /** Who wrote it last (null once that account is gone). */
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('group_funding_price_check', sql`${t.unitPriceCents} >= 0`),
    check('group_funding_mode_check', sql`${t.priceMode} in ('group', 'learner', 'hour')`),
  ],
);

/** The constraint that keeps a funded learner in her group: its refusal is a 409 of its own. */
export const GROUP_FUNDERS_LEARNER_FK = 'group_funders_learner_fk';

/** The funders of a group's plan, in order: what each pays (cents) and covers (learner-minutes). */
export const groupFunders = pgTable(
  'group_funders',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groupFunding.groupId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** company, opco, cpf, public, learner, other (FUNDER_KINDS). */
    kind: text('kind').notNull(),
    /** An OPCO's, a public body's or another funder's name; '' for the others. */
    name: text('name').notNull().default(''),
    /** The learner it funds; null: the group's learners. */
    studentId: uuid('student_id'),
    amountCents: integer('amount_cents').notNull(),
    minutes: integer('minutes').notNull(),
    subrogation: boolean('subrogation').notNull().default(false),
    /** A named funder's contact for this action: its yearly survey goes there (null: none). */
    email: text('email'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.position] }),
    // A funded learner stays in the group until the plan no longer names her (409); the group's
    // deletion takes both (no action: checked once the statement's cascades are done).
    foreignKey({
      name: GROUP_FUNDERS_LEARNER_FK,
      columns: [t.groupId, t.studentId],
      foreignColumns: [groupStudents.groupId, groupStudents.studentId],
    }),
    check('group_funders_amount_check', sql`${t.amountCents} >= 0 and ${t.minutes} >= 0`),
    check(
      'group_funders_kind_check',
      sql`${t.kind} in ('company', 'opco', 'cpf', 'public', 'learner', 'other')`,
    ),
  ],
);
