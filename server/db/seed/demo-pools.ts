import { asc, count, eq } from 'drizzle-orm';
import type { Answer } from '../../../domain/entities/test-attempt';
import { poolSize } from '../../../domain/rules/question-draw';
import { newCode } from '../../areas/access-codes/code';
import { finishAttempt, saveAnswer, startTest } from '../../areas/test-attempts/service';
import type { Database } from '../connect';
import {
  accessCodes,
  companies,
  type FrozenQuestion,
  groupStudents,
  groups,
  questionPools,
  students,
  testAttempts,
} from '../schema';
import { giveQuizSubjectsPool } from './exam-subjects';
import { englishLanguageId } from './reference';

const AUTOMATIC = ['single', 'multiple', 'gap'] as const;

/**
 * The demo pools over the English bank: a placement test (2 automatic questions per level from A1
 * to C1 for listening, reading, grammar and vocabulary: 40) and a quick level check (1 per level
 * from A0 to C2 for reading, grammar and vocabulary: 21), the pool of the automatic-quiz subjects.
 * Once, into an empty table.
 */
export async function seedDemoPools(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(questionPools);
  if (n > 0) return;
  const english = await englishLanguageId(db);
  if (!english) throw new Error('Demo pools: no English language');
  const pools = [
    {
      name: 'Placement test',
      rules: [
        {
          levelFrom: 1,
          levelTo: 5,
          skills: ['listening', 'reading', 'grammar', 'vocabulary'] as const,
          types: AUTOMATIC,
          count: 2,
        },
      ],
    },
    {
      name: 'Quick level check',
      rules: [
        {
          levelFrom: 0,
          levelTo: 6,
          skills: ['reading', 'grammar', 'vocabulary'] as const,
          types: AUTOMATIC,
          count: 1,
        },
      ],
    },
  ];
  const made = await db
    .insert(questionPools)
    .values(
      pools.map(({ name, rules }) => {
        const stored = rules.map((r) => ({ ...r, skills: [...r.skills], types: [...r.types] }));
        return { name, languageId: english, rules: stored, size: poolSize(stored) };
      }),
    )
    .returning({ id: questionPools.id });
  await giveQuizSubjectsPool(db, made[1].id);
  await seedDemoCodes(db, made[0].id);
}

/**
 * Five single-use codes of the placement test for the first client with a group, open 60 days;
 * and the test taken, through the public routes' own service, by up to six of that group's
 * learners with a code of six uses, so the client's Test tab and the results have something to show.
 */
async function seedDemoCodes(db: Database, poolId: string) {
  const [group] = await db
    .select({ id: groups.id, companyId: groups.companyId })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .orderBy(asc(companies.name), asc(groups.name))
    .limit(1);
  if (!group) return;
  const day = 86_400_000;
  const from = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - day);
  await db.insert(accessCodes).values(
    Array.from({ length: 5 }, () => ({
      code: newCode(),
      poolId,
      companyId: group.companyId,
      groupId: group.id,
      validFrom: from,
      validUntil: new Date(from.getTime() + 61 * day),
      maxUses: 1,
    })),
  );
  await seedDemoAttempts(db, poolId, group, from, new Date(from.getTime() + 61 * day));
}

/** A demo learner's answer: the key's when she knows the question, a wrong one when she does not. */
const demoAnswer = (q: FrozenQuestion, right: boolean): Answer => {
  switch (q.type) {
    case 'gap':
      return { gaps: q.gaps.map((g) => (right ? (g.answers[0] ?? '') : 'x')) };
    case 'free':
      return { text: 'I work as a nurse in a large hospital.' };
    default: {
      const key = q.choices.filter((c) => c.correct).map((c) => c.id);
      const wrong = q.choices.find((c) => !c.correct)?.id;
      return { choices: right || !wrong ? (q.type === 'single' ? key.slice(0, 1) : key) : [wrong] };
    }
  }
};

/** A demo learner takes the test with the code, through the public page's own calls. */
async function demoTakeTest(
  db: Database,
  code: string,
  who: { name: string; firstname: string; email: string },
  level: number,
) {
  const started = await startTest(db, code, {
    lastName: who.name,
    firstName: who.firstname,
    email: who.email,
  });
  const [{ questions }] = await db
    .select({ questions: testAttempts.questions })
    .from(testAttempts)
    .where(eq(testAttempts.id, started._id));
  for (const [i, q] of questions.entries()) {
    await saveAnswer(db, started._id, started.token, i, demoAnswer(q, q.level <= level));
  }
  await finishAttempt(db, started._id, started.token);
}

async function seedDemoAttempts(
  db: Database,
  poolId: string,
  group: { id: string; companyId: string },
  validFrom: Date,
  validUntil: Date,
) {
  const learners = await db
    .select({ name: students.name, firstname: students.firstname, email: students.email })
    .from(groupStudents)
    .innerJoin(students, eq(students.id, groupStudents.studentId))
    .where(eq(groupStudents.groupId, group.id))
    .orderBy(asc(students.sortName))
    .limit(6);
  if (learners.length === 0) return;
  const [code] = await db
    .insert(accessCodes)
    .values({
      code: newCode(),
      poolId,
      companyId: group.companyId,
      groupId: group.id,
      validFrom,
      validUntil,
      maxUses: learners.length,
    })
    .returning();
  for (const [i, learner] of learners.entries()) {
    // Levels A2 to C1 across the learners: each knows the questions up to her level.
    await demoTakeTest(db, code.code, learner, 2 + (i % 4));
  }
}
