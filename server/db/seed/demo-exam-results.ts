import { asc, between, eq } from 'drizzle-orm';
import { GRADE_SKILLS } from '../../../domain/entities/grade-skills';
import { levelOfScore } from '../../../domain/rules/levels';
import type { Database } from '../connect';
import { examResults, examSessions, groupStudents, groups } from '../schema';
import { seededRandom } from './demo-people';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A held and graded exam ("Sur table", a month ago) for the first medical group of an exam
 * semester (3 to 6), with every learner's score per skill, so the session's page, /results and the
 * client's results show exam results on a fresh start.
 */
export async function seedDemoExamResults(db: Database) {
  const [group] = await db
    .select({ id: groups.id, companyId: groups.companyId, semester: groups.semester })
    .from(groups)
    .where(between(groups.semester, 3, 6))
    .orderBy(asc(groups.createdAt), asc(groups.id))
    .limit(1);
  if (!group || group.semester === null) return;
  const learners = await db
    .select({ id: groupStudents.studentId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, group.id));
  if (learners.length === 0) return;
  const begin = new Date(Date.now() - 30 * DAY_MS);
  const [session] = await db
    .insert(examSessions)
    .values({
      companyId: group.companyId,
      semester: group.semester,
      modality: 'Sur table',
      examBegin: begin,
      examEnd: new Date(begin.getTime() + 2 * 60 * 60 * 1000),
      statusName: 'graded',
    })
    .returning({ id: examSessions.id });
  const { next: random } = seededRandom(20_261_128);
  await db.insert(examResults).values(
    learners.flatMap(({ id }) => {
      const base = 3 + random() * 5;
      return GRADE_SKILLS.map((skill) => {
        const score = Math.round(Math.min(10, Math.max(0, base + (random() - 0.5) * 3)) * 10) / 10;
        return {
          examSessionId: session.id,
          studentId: id,
          skill,
          score,
          level: levelOfScore(score).level,
        };
      });
    }),
  );
}
