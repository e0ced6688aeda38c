import { asc, count, eq, sql } from 'drizzle-orm';
import { OPCOS } from '../../../domain/entities/group-funding';
import { priceOf } from '../../../domain/rules/group-funding';
import type { Database } from '../connect';
import { groupFunders, groupFunding, groupStudents, groups } from '../schema';
import { seededRandom } from './demo-people';

const EXAM_TITLES: Record<string, string> = {
  toeic: 'TOEIC Listening and Reading',
  linguageneral: 'Linguaskill General',
  linguabusiness: 'Linguaskill Business',
};

/**
 * The demo groups' funding plans (issue 47 part 2): a training action in foreign languages (NSF 136)
 * for nearly every group, a price given for the group, per learner or per hour, and funders as
 * providers see them: an OPCO in subrogation for the whole, the client alone, or the two sharing.
 * Missing on purpose, for the checklist and the annual report to find: one group in eight has no
 * plan, some plans have no funder yet, and a few learners no status. The certification's code is
 * left to staff: its title names it. Deterministic; after the demo groups.
 */
export async function seedDemoFunding(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(groupFunding);
  if (n > 0) return;
  const random = seededRandom(20_261_206);
  const rows = await db
    .select({
      id: groups.id,
      durationMinutes: groups.durationMinutes,
      atCompany: groups.atCompany,
      exam: groups.typeofexam,
      learners: sql<number>`(select count(*)::int from group_students gs where gs.group_id = ${groups.id})`,
      learnerMinutes: sql<number>`(select coalesce(sum(coalesce(gs.planned_minutes, ${groups.durationMinutes})), 0)::int
        from group_students gs where gs.group_id = ${groups.id})`,
    })
    .from(groups)
    .orderBy(asc(groups.name), asc(groups.id));
  const plans: (typeof groupFunding.$inferInsert)[] = [];
  const funders: (typeof groupFunders.$inferInsert)[] = [];
  rows.forEach((g, i) => {
    if (i % 8 === 5) return;
    const hours = g.durationMinutes / 60;
    const roll = random.next();
    const priceMode = roll < 0.6 ? 'group' : roll < 0.85 ? 'learner' : 'hour';
    const unitPriceCents =
      priceMode === 'group'
        ? Math.round(hours * 95) * 100
        : priceMode === 'learner'
          ? Math.round(hours * 35) * 100
          : 8_500;
    const title = g.exam ? EXAM_TITLES[g.exam] : undefined;
    plans.push({
      groupId: g.id,
      priceMode,
      unitPriceCents,
      nature: 'training',
      objective: title ? 'rs' : 'other',
      certificationTitle: title ?? null,
      nsfCode: i % 10 === 7 ? null : '136',
      modality: g.atCompany ? 'in_class' : random.pick(['in_class', 'blended', 'distance']),
      prerequisites: i % 4 === 0 ? null : 'Avoir passé le test de positionnement.',
      equipment:
        i % 4 === 0 ? null : 'De quoi écrire ; un casque avec micro pour les séances à distance.',
    });
    const price = priceOf(
      { priceMode, unitPriceCents },
      { learners: g.learners, durationMinutes: g.durationMinutes },
    );
    if (price === null || i % 8 === 3) return;
    const opco = { kind: 'opco', name: random.pick(OPCOS), subrogation: true };
    const company = { kind: 'company', name: '', subrogation: false };
    const shares =
      i % 3 === 0
        ? [{ ...opco, cents: price, minutes: g.learnerMinutes }]
        : i % 3 === 1
          ? [{ ...company, cents: price, minutes: g.learnerMinutes }]
          : [
              {
                ...opco,
                cents: Math.round(price * 0.7),
                minutes: Math.round(g.learnerMinutes * 0.7),
              },
              {
                ...company,
                cents: price - Math.round(price * 0.7),
                minutes: g.learnerMinutes - Math.round(g.learnerMinutes * 0.7),
              },
            ];
    shares.forEach((s, position) => {
      funders.push({
        groupId: g.id,
        position,
        kind: s.kind,
        name: s.name,
        studentId: null,
        amountCents: s.cents,
        minutes: s.minutes,
        subrogation: s.subrogation,
      });
    });
  });
  if (plans.length === 0) return;
  await db.insert(groupFunding).values(plans);
  if (funders.length > 0) await db.insert(groupFunders).values(funders);
  // Employees of the clients, but a few whose status no one gave yet, in groups that have a plan
  // (a learner's missing status shows on a plan; the groups' ids are random, their plans not).
  await db.update(groupStudents).set({ status: 'employee' });
  const unknown = await db
    .select({ groupId: groupStudents.groupId, studentId: groupStudents.studentId })
    .from(groupStudents)
    .innerJoin(groupFunding, eq(groupFunding.groupId, groupStudents.groupId))
    .orderBy(asc(groupStudents.groupId), asc(groupStudents.studentId))
    .limit(5);
  for (const u of unknown)
    await db
      .update(groupStudents)
      .set({ status: null })
      .where(
        sql`${groupStudents.groupId} = ${u.groupId} and ${groupStudents.studentId} = ${u.studentId}`,
      );
}
