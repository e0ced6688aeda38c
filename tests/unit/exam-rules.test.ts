import { describe, expect, it } from 'vitest';
import type { ExamSubject } from '../../domain/entities/exam';
import { EXAM_MODALITIES } from '../../domain/entities/programmes';
import {
  availableSubjects,
  EXAM_LEAD_DAYS,
  EXAM_START_HOUR,
  EXCLUDE_USED_TYPES,
  examPeriodErrors,
  examSemesterError,
  examWindow,
  GRADES_AFTER_DAYS,
  gradesDueAt,
  gradesExpectedAt,
  gradesLate,
  NO_SUBJECT_MODALITIES,
  needsSubject,
  schoolYearOf,
  subjectError,
} from '../../domain/rules/exam-session';
import {
  examSubjectErrors,
  SUBJECT_MODALITY_NEEDS_NONE,
  SUBJECT_POOL_NOT_ALLOWED,
  SUBJECT_POOL_REQUIRED,
} from '../../domain/rules/exam-subject';
import { catalogues } from '../../locales';
import { translate } from '../../locales/merge';

/** Local times: the window starts on the local day of now. */
const now = new Date(2026, 10, 23, 15, 30);
const at = (day: number, hour = 10, minute = 0, month = 11, year = 2026) =>
  new Date(year, month, day, hour, minute).toISOString();

describe('examWindow', () => {
  it('starts on the local day of now + 21 days at 09:00 and ends a year later', () => {
    expect(EXAM_LEAD_DAYS).toBe(21);
    expect(EXAM_START_HOUR).toBe(9);
    const { min, max } = examWindow(now);
    expect(min).toEqual(new Date(2026, 11, 14, 9, 0));
    expect(max).toEqual(new Date(2027, 11, 14, 9, 0));
    // The hour of now does not move it.
    expect(examWindow(new Date(2026, 10, 23, 0, 0)).min).toEqual(min);
    expect(examWindow(new Date(2026, 10, 23, 23, 59)).min).toEqual(min);
  });
});

describe('examPeriodErrors', () => {
  const exam = (examBegin: string, examEnd: string) =>
    examPeriodErrors({ examBegin, examEnd }, now);

  it('accepts the window edges: 21 days ahead at 09:00, and one year after that', () => {
    expect(exam(at(14, 9), at(14, 11))).toEqual({});
    expect(exam(at(13, 9, 0, 11, 2027), at(14, 9, 0, 11, 2027))).toEqual({});
  });

  it('refuses 20 days ahead, 08:59 of the 21st day, and a year and a day later', () => {
    expect(exam(at(13, 9), at(14, 11))).toEqual({ examBegin: 'app.exams.date_outside_window' });
    expect(exam(at(14, 8, 59), at(14, 11))).toEqual({
      examBegin: 'app.exams.date_outside_window',
    });
    expect(exam(at(14, 9), at(15, 9, 0, 11, 2027))).toEqual({
      examEnd: 'app.exams.date_outside_window',
    });
    expect(exam(at(14, 9, 1, 11, 2027), at(14, 10, 0, 11, 2027))).toEqual({
      examBegin: 'app.exams.date_outside_window',
      examEnd: 'app.exams.date_outside_window',
    });
  });

  it('wants begin strictly before end, for the exam and the catch-up', () => {
    expect(exam(at(20, 11), at(20, 10))).toEqual({ examEnd: 'app.exams.begin_not_before_end' });
    expect(exam(at(20, 10), at(20, 10))).toEqual({ examEnd: 'app.exams.begin_not_before_end' });
    expect(
      examPeriodErrors(
        {
          examBegin: at(20),
          examEnd: at(20, 12),
          catchUp: { begin: at(28, 12), end: at(28, 12) },
        },
        now,
      ),
    ).toEqual({ 'catchUp.end': 'app.exams.begin_not_before_end' });
  });

  it('checks the catch-up dates when there is one, and names missing dates', () => {
    expect(
      examPeriodErrors({ examBegin: at(20), examEnd: at(20, 12), catchUp: null }, now),
    ).toEqual({});
    expect(
      examPeriodErrors(
        { examBegin: at(20), examEnd: at(20, 12), catchUp: { begin: at(1), end: null } },
        now,
      ),
    ).toEqual({
      'catchUp.begin': 'app.exams.date_outside_window',
      'catchUp.end': 'app.exams.date_missing',
    });
    expect(examPeriodErrors({}, now)).toEqual({
      examBegin: 'app.exams.date_missing',
      examEnd: 'app.exams.date_missing',
    });
    expect(exam('not a date', at(20))).toEqual({ examBegin: 'app.exams.date_missing' });
  });
});

describe('school year and grades', () => {
  it('runs from 1 September to the next 1 September', () => {
    const year = { start: new Date(2026, 8, 1), end: new Date(2027, 8, 1) };
    expect(schoolYearOf(new Date(2026, 8, 1, 0, 0))).toEqual(year);
    expect(schoolYearOf(now)).toEqual(year);
    expect(schoolYearOf(new Date(2027, 7, 31, 23, 59))).toEqual(year);
    expect(schoolYearOf(new Date(2026, 7, 31, 23, 59))).toEqual({
      start: new Date(2025, 8, 1),
      end: new Date(2026, 8, 1),
    });
    expect(schoolYearOf(new Date(2027, 8, 1)).start).toEqual(new Date(2027, 8, 1));
  });

  it('expects the grades 3 weeks after the end', () => {
    expect(GRADES_AFTER_DAYS).toBe(21);
    expect(gradesExpectedAt(at(20, 12))).toEqual(new Date(2027, 0, 10, 12, 0));
    expect(gradesExpectedAt(new Date(2026, 11, 20))).toEqual(new Date(2027, 0, 10));
  });

  it("counts from the catch-up's end when there is one, and is late past it unless graded", () => {
    const session = { examEnd: at(1, 12), catchUp: null };
    const caughtUp = { examEnd: at(1, 12), catchUp: { end: at(20, 12) } };
    expect(gradesDueAt(session)).toEqual(new Date(2026, 11, 22, 12, 0));
    expect(gradesDueAt(caughtUp)).toEqual(new Date(2027, 0, 10, 12, 0));
    const after = new Date(2026, 11, 23);
    expect(gradesLate(session, 'done', after)).toBe(true);
    expect(gradesLate(session, null, after)).toBe(true);
    expect(gradesLate(session, 'graded', after)).toBe(false);
    expect(gradesLate(caughtUp, 'done', after)).toBe(false);
    expect(gradesLate(session, 'done', new Date(2026, 11, 22, 12, 0))).toBe(false);
  });
});

describe('exam semester', () => {
  it('is a whole number from 3 to 6', () => {
    for (const value of [3, 4, 5, 6]) expect(examSemesterError(value)).toBeUndefined();
    for (const value of [2, 7, 3.5, '3', null, undefined, Number.NaN]) {
      expect(examSemesterError(value), String(value)).toBe('app.exams.semester_invalid');
    }
  });
});

describe('subjects', () => {
  const subject = (id: number, examType: ExamSubject['examType'], modality: string) =>
    ({
      _id: `00000000-0000-4000-8000-00000000000${id}`,
      name: `Subject ${id}`,
      examType,
      modality,
    }) as ExamSubject;
  const catalogue = [
    subject(1, 'toeic', 'Sur la plateforme'),
    subject(2, 'toeic', 'Sur la plateforme'),
    subject(3, 'toeic', 'Quiz automatisé'),
    subject(4, 'linguageneral', 'Sur la plateforme'),
    subject(5, 'linguabusiness', 'Sur la plateforme'),
    subject(6, 'linguabusiness', 'Sur la plateforme'),
  ];
  const [s1, s2, s3, s4, s5, s6] = catalogue;

  it('are needed except for Sur table, Oral - cours en présentiel and Voie postale', () => {
    expect([...NO_SUBJECT_MODALITIES]).toEqual([
      'Sur table',
      'Oral - cours en présentiel',
      'Voie postale',
    ]);
    expect(EXAM_MODALITIES.filter(needsSubject)).toEqual(['Sur la plateforme', 'Quiz automatisé']);
    expect(needsSubject(null)).toBe(false);
  });

  it('are offered by exam type and modality, less the used ones for toeic and linguageneral', () => {
    expect([...EXCLUDE_USED_TYPES]).toEqual(['toeic', 'linguageneral']);
    expect(availableSubjects(catalogue, [], 'toeic', 'Sur la plateforme')).toEqual([s1, s2]);
    expect(availableSubjects(catalogue, [s1._id], 'toeic', 'Sur la plateforme')).toEqual([s2]);
    expect(availableSubjects(catalogue, [s1._id], 'toeic', 'Quiz automatisé')).toEqual([s3]);
    expect(availableSubjects(catalogue, [s4._id], 'linguageneral', 'Sur la plateforme')).toEqual(
      [],
    );
    expect(
      availableSubjects(catalogue, [s5._id, s6._id], 'linguabusiness', 'Sur la plateforme'),
    ).toEqual([s5, s6]);
    expect(availableSubjects(catalogue, [], null, 'Sur la plateforme')).toEqual([]);
  });

  it('answer each key: none in the catalogue, none left, none chosen, not available', () => {
    const platform = 'Sur la plateforme';
    const toeic = [s1, s2];
    expect(subjectError({ modality: 'Sur table', examSubject: null }, [], [])).toBeUndefined();
    expect(subjectError({ modality: 'Voie postale', examSubject: s5._id }, [], [])).toBeUndefined();
    expect(subjectError({ modality: platform, examSubject: s1._id }, [], [])).toBe(
      'app.exams.no_subjects',
    );
    expect(subjectError({ modality: platform, examSubject: s1._id }, toeic, [])).toBe(
      'app.exams.no_more_subjects',
    );
    expect(subjectError({ modality: platform, examSubject: null }, toeic, [s2])).toBe(
      'app.exams.subject_missing',
    );
    expect(subjectError({ modality: platform, examSubject: s1._id }, toeic, [s2])).toBe(
      'app.exams.subject_unavailable',
    );
    expect(subjectError({ modality: platform, examSubject: s2._id }, toeic, [s2])).toBeUndefined();
  });
});

describe('messages', () => {
  it('has every key in en, fr and de, with the spec’s French texts', () => {
    const keys = [
      'date_missing',
      'begin_not_before_end',
      'date_outside_window',
      'no_subjects',
      'no_more_subjects',
      'subject_unavailable',
      'subject_missing',
      'semester_invalid',
      'add_failed',
      'catchup_failed',
      'update_failed',
      'delete_failed',
    ].map((k) => `app.exams.${k}`);
    for (const lang of ['en', 'fr', 'de'] as const) {
      for (const key of keys) expect(translate(catalogues[lang], key), key).not.toBe(key);
    }
    const fr = (key: string) => translate(catalogues.fr, `app.exams.${key}`);
    expect(fr('no_subjects')).toBe('Pas de sujets disponibles');
    expect(fr('no_more_subjects')).toBe('Plus de sujets disponibles');
    expect(fr('add_failed')).toBe('Problème lors de l’ajout de l’examen');
    expect(fr('catchup_failed')).toBe('Problème lors de l’ajout du rattrapage');
    expect(fr('update_failed')).toBe('Problème lors de la mise à jour');
    expect(fr('delete_failed')).toBe('Problème lors de la suppression');
  });
});

describe('catalogue subjects', () => {
  it('are not offered once archived', () => {
    const base = { name: 'S', examType: 'toeic', modality: 'Sur la plateforme' } as const;
    const kept = { ...base, _id: 'a', archivedAt: null };
    const archived = { ...base, _id: 'b', archivedAt: '2026-01-01T00:00:00.000Z' };
    expect(availableSubjects([kept, archived], [], 'toeic', 'Sur la plateforme')).toEqual([kept]);
  });

  it('name a pool for an automatic quiz, and only then; a modality taking no subject has none', () => {
    expect(examSubjectErrors({ modality: 'Quiz automatisé', pool: null })).toEqual({
      pool: SUBJECT_POOL_REQUIRED,
    });
    expect(examSubjectErrors({ modality: 'Quiz automatisé', pool: 'p' })).toEqual({});
    expect(examSubjectErrors({ modality: 'Sur la plateforme', pool: 'p' })).toEqual({
      pool: SUBJECT_POOL_NOT_ALLOWED,
    });
    expect(examSubjectErrors({ modality: 'Sur la plateforme', pool: null })).toEqual({});
    for (const modality of NO_SUBJECT_MODALITIES) {
      expect(examSubjectErrors({ modality, pool: null })).toEqual({
        modality: SUBJECT_MODALITY_NEEDS_NONE,
      });
    }
  });
});
