import { eq } from 'drizzle-orm';
import { EXAM_MODALITIES, SCHOOL_TYPES } from '../../../domain/entities/programmes';
import { schoolYearOf } from '../../../domain/rules/exam-session';
import type { Database } from '../connect';
import { countries, languages, semesters } from '../schema';
import { COUNTRY_CODES } from './countries';
import { seedExamSubjects } from './exam-subjects';
import { seedSurveys } from './surveys';

/** Session languages of spec section 3, with the country code of their flag (NN: none). */
export const LANGUAGES = [
  { name: 'French', initial: 'FR' },
  { name: 'English', initial: 'GB' },
  { name: 'German', initial: 'DE' },
  { name: 'Luxembourgish', initial: 'LU' },
  { name: 'Other', initial: 'NN' },
];

/** The id of English (flag GB), the language of the demo's skills content and question bank. */
export async function englishLanguageId(db: Database): Promise<string | undefined> {
  const [english] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.initial, 'GB'))
    .limit(1);
  return english?.id;
}

/** Idempotent: inserts what is missing, never overwrites. */
export async function seedReference(db: Database) {
  await db.insert(languages).values(LANGUAGES).onConflictDoNothing();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  await db
    .insert(countries)
    .values(COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })))
    .onConflictDoNothing();
  await seedSemesters(db);
  await seedExamSubjects(db);
  await seedSurveys(db);
}

/** The calendar year in which the school year holding a day begins (schoolYearOf: 1 September). */
export const schoolYearStart = (today: Date): number => schoolYearOf(today).start.getFullYear();

/**
 * The school year's semesters: values 1 to 10 (spec section 9), odd ones from 1 September to
 * 31 January, even ones from 1 February to 31 August; values 3 to 6 are the exam semesters (the
 * exam forms offer 3 to 6) with every modality. Every school type.
 */
export function schoolYearSemesters(today: Date) {
  const year = schoolYearStart(today);
  return Array.from({ length: 10 }, (_, i) => {
    const value = i + 1;
    const exam = value >= 3 && value <= 6;
    return {
      value,
      begin: value % 2 ? `${year}-09-01` : `${year + 1}-02-01`,
      end: value % 2 ? `${year + 1}-01-31` : `${year + 1}-08-31`,
      schoolTypes: [...SCHOOL_TYPES],
      examType: exam,
      examModalities: exam ? [...EXAM_MODALITIES] : [],
    };
  });
}

/**
 * Seeds the catalogue once, on a database that has no semester: a fresh install has the school
 * year's semesters; semesters the staff deleted or changed later are never put back.
 */
export async function seedSemesters(db: Database, today = new Date()) {
  const [any] = await db.select({ id: semesters.id }).from(semesters).limit(1);
  if (!any) await db.insert(semesters).values(schoolYearSemesters(today));
}
