import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type StartedAttempt,
  TEST_CODE_EXPIRED,
  TEST_CODE_UNKNOWN,
  TEST_CODE_USED_UP,
  TEST_NO_CLIENT,
  type TestOpening,
} from '../../../domain/entities/test-attempt';
import { moduleTestRules, poolSize } from '../../../domain/rules/question-draw';
import type { Database, Tx } from '../../db/connect';
import { groups, languages, modules, moduleTests, questions, students } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { hashToken } from '../../lib/tokens';
import type { NewAttempt } from './service';

/**
 * The module test a mail links to (POST /module/test/{id}): its code is 128 random bits in hex
 * (32 characters), of which only the SHA-256 is kept. It opens its module's test once, within 14
 * days; the learner is known, so she is not asked who she is. Starting it sets taken_at.
 */
export const isModuleTestCode = (typed: string) => /^[0-9a-f]{32}$/i.test(typed.trim());

const hashOf = (typed: string) => hashToken(typed.trim().toLowerCase());

/** The module test of a code, or why it opens nothing: unknown (404), taken or expired (410). */
async function openModuleTest(db: Database | Tx, typed: string, now = new Date()) {
  const [row] = await db
    .select({
      id: moduleTests.id,
      takenAt: moduleTests.takenAt,
      expiresAt: moduleTests.expiresAt,
      groupId: moduleTests.groupId,
      module: modules.name,
      level: modules.level,
      lastName: students.name,
      firstName: students.firstname,
      email: students.email,
      studentCompany: students.companyId,
      studentLanguage: students.languageId,
      groupCompany: groups.companyId,
      groupLanguage: groups.languageId,
    })
    .from(moduleTests)
    .innerJoin(modules, eq(modules.id, moduleTests.moduleId))
    .innerJoin(students, eq(students.id, moduleTests.studentId))
    .leftJoin(groups, eq(groups.id, moduleTests.groupId))
    .where(eq(moduleTests.codeHash, hashOf(typed)));
  if (!row) throw new HttpError(404, TEST_CODE_UNKNOWN);
  if (row.takenAt) throw new HttpError(410, TEST_CODE_USED_UP);
  if (now >= row.expiresAt) throw new HttpError(410, TEST_CODE_EXPIRED);
  return row;
}
type ModuleTest = Awaited<ReturnType<typeof openModuleTest>>;

/**
 * The language a module test is drawn in: the learner's, else her group's, else the language with
 * the most questions at the module's level.
 */
async function languageOf(db: Database | Tx, test: ModuleTest) {
  const known = test.studentLanguage ?? test.groupLanguage;
  if (known) return known;
  const [most] = await db
    .select({ id: languages.id })
    .from(questions)
    .innerJoin(languages, eq(languages.id, questions.languageId))
    .where(and(eq(questions.level, test.level), isNull(questions.archivedAt)))
    .groupBy(languages.id)
    .orderBy(sql`count(*) desc`, languages.id)
    .limit(1);
  return most?.id ?? null;
}

const rulesOf = (level: number) =>
  moduleTestRules(level).map((r) => ({ ...r, skills: [...r.skills], types: [...r.types] }));

/** GET /test/{code} of a module test: the module's name, the test's length, the learner's first name. */
export async function moduleTestOpening(db: Database, typed: string): Promise<TestOpening> {
  const test = await openModuleTest(db, typed);
  return {
    title: test.module,
    questionCount: poolSize(moduleTestRules(test.level)),
    learner: { firstName: test.firstName },
  };
}

/**
 * POST /test/{code} of a module test: taken_at set once (a second start, even at the same time,
 * is a 410), then the attempt, for the learner's client (her group's when she has none).
 */
export async function startModuleTest(
  db: Database,
  typed: string,
  start: (tx: Tx, attempt: NewAttempt) => Promise<StartedAttempt>,
): Promise<StartedAttempt> {
  return db.transaction(async (tx) => {
    const test = await openModuleTest(tx, typed);
    const companyId = test.studentCompany ?? test.groupCompany;
    const language = await languageOf(tx, test);
    if (!companyId || !language) throw new HttpError(410, TEST_NO_CLIENT);
    const now = new Date();
    const taken = await tx
      .update(moduleTests)
      .set({ takenAt: now, updatedAt: now })
      .where(
        and(
          eq(moduleTests.id, test.id),
          isNull(moduleTests.takenAt),
          gt(moduleTests.expiresAt, now),
        ),
      )
      .returning({ id: moduleTests.id });
    if (taken.length === 0) throw new HttpError(410, TEST_CODE_USED_UP);
    return start(tx, {
      who: { lastName: test.lastName, firstName: test.firstName, email: test.email },
      title: test.module,
      draw: { rules: rulesOf(test.level), language },
      companyId,
      groupId: test.groupId,
      codeId: null,
      timeLimit: null,
    });
  });
}
