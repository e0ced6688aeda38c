import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AtRiskFigures } from '../../../domain/entities/at-risk';
import { staff } from './auth';
import { id, instant, reference, timestamps } from './columns';
import { companies } from './companies';
import { groups } from './groups';
import { students } from './students';

/**
 * A learner at risk in a group by one rule (domain/rules/at-risk.ts), from the pass that raised it
 * until it is closed: by itself when the rule no longer holds, or by hand. At most one open flag per
 * learner, group and rule (the partial unique index): a pass that finds it still holding raises
 * nothing, so its notification goes once per episode, whichever server runs the pass.
 */
export const atRiskFlags = pgTable(
  'at_risk_flags',
  {
    id: id(),
    studentId: reference('student_id', () => students.id, 'cascade'),
    groupId: reference('group_id', () => groups.id, 'cascade'),
    /** absences, inactivity, behind (AT_RISK_RULES). */
    rule: text('rule').notNull(),
    /** What the rule saw when it raised the flag: its reason. */
    figures: jsonb('figures').$type<AtRiskFigures>().notNull(),
    raisedAt: instant('raised_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
    /** resolved (the rule stopped holding) or by_hand. */
    closedHow: text('closed_how'),
    closedBy: uuid('closed_by').references(() => staff.id, { onDelete: 'set null' }),
    closingNote: text('closing_note'),
    /** The client's pedagogic contacts mailed when it was raised (at_risk_client_mails), if any. */
    clientMailedTo: text('client_mailed_to').array(),
    /**
     * When a pass first saw its rule no longer holding: at its closing for a flag resolved; later, or
     * never, for one closed by hand, whose episode lasts until then (no new flag while it is null).
     */
    ruleEndedAt: instant('rule_ended_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('at_risk_flags_open_key')
      .on(t.studentId, t.groupId, t.rule)
      .where(sql`${t.closedAt} is null`),
    index('at_risk_flags_raised_idx').on(t.raisedAt, t.id),
    index('at_risk_flags_group_idx').on(t.groupId),
    // A learner's flags: her record's History, the list's studentId filter, her erasure's cascade.
    index('at_risk_flags_student_idx').on(t.studentId),
    index('at_risk_flags_episode_idx')
      .on(t.studentId, t.groupId, t.rule)
      .where(sql`${t.ruleEndedAt} is null`),
    check('at_risk_flags_rule_check', sql`${t.rule} in ('absences', 'inactivity', 'behind')`),
    check(
      'at_risk_flags_closed_check',
      sql`(${t.closedAt} is null) = (${t.closedHow} is null) and ${t.closedHow} in ('resolved', 'by_hand')`,
    ),
  ],
);

/** What staff did about a flag: a call, a mail, a meeting or a note, on a day, by whom. */
export const atRiskActions = pgTable(
  'at_risk_actions',
  {
    id: id(),
    flagId: reference('flag_id', () => atRiskFlags.id, 'cascade'),
    kind: text('kind').notNull(),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('at_risk_actions_flag_idx').on(t.flagId, t.doneOn),
    check('at_risk_actions_kind_check', sql`${t.kind} in ('call', 'mail', 'meeting', 'note')`),
  ],
);

/**
 * A client whose pedagogic contacts are mailed when one of its learners is flagged (issue 46,
 * optional per client): a row once an Admin has said yes or no, none while never asked (no mail).
 */
export const atRiskClientMails = pgTable('at_risk_client_mails', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  mail: boolean('mail').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  ...timestamps,
});
