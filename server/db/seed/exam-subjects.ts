import { and, eq, isNull } from 'drizzle-orm';
import type { ExamType } from '../../../domain/entities/exam';
import type { ExamModality } from '../../../domain/entities/programmes';
import { NO_SUBJECT_MODALITIES } from '../../../domain/rules/exam-session';
import { QUIZ_MODALITY } from '../../../domain/rules/exam-subject';
import type { Database } from '../connect';
import { examSubjects } from '../schema';

/** The title of each exam type's subjects, and the forms of each modality that needs a subject. */
const TITLES: Record<ExamType, string> = {
  toeic: 'TOEIC Listening & Reading',
  linguageneral: 'Linguaskill General',
  linguabusiness: 'Linguaskill Business',
};
const FORMS: Partial<Record<ExamModality, string[]>> = {
  'Sur la plateforme': ['Form A', 'Form B', 'Form C'],
  'Quiz automatisé': ['Quiz 1', 'Quiz 2', 'Quiz 3'],
};

/** The subject catalogue of a fresh install: three subjects per exam type and modality needing one. */
export const EXAM_SUBJECTS = (Object.keys(TITLES) as ExamType[]).flatMap((examType) =>
  (Object.keys(FORMS) as ExamModality[])
    .filter((modality) => !NO_SUBJECT_MODALITIES.includes(modality))
    .flatMap((modality) =>
      (FORMS[modality] ?? []).map((form) => ({
        name: `${TITLES[examType]} — ${form}`,
        examType,
        modality,
      })),
    ),
);

/** Seeds the catalogue once, on a database that has no subject: later changes are never undone. */
export async function seedExamSubjects(db: Database) {
  const [any] = await db.select({ id: examSubjects.id }).from(examSubjects).limit(1);
  if (!any) await db.insert(examSubjects).values(EXAM_SUBJECTS);
}

/**
 * The demo's pool for the 'Quiz automatisé' subjects that name none yet (a fresh install seeds its
 * subjects before any pool exists; outside the demo, staff choose each subject's pool).
 */
export async function giveQuizSubjectsPool(db: Database, poolId: string) {
  await db
    .update(examSubjects)
    .set({ poolId, updatedAt: new Date() })
    .where(and(eq(examSubjects.modality, QUIZ_MODALITY), isNull(examSubjects.poolId)));
}
