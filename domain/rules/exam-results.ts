import {
  EXAM_RESULT_SKILLS,
  type ExamResultSkill,
  type Overall,
  RESULT_LEVEL_INVALID,
  RESULT_SCORE_INVALID,
  RESULT_SKILL_UNKNOWN,
  type SkillGradeInput,
} from '../entities/exam-result';
import { isValidScore, testScore } from './group-results';
import { BANDS, isLevel, levelLabel, levelOfScore, MAX_LEVEL } from './levels';

/** Rules of exam results (/examresult): pure, shared by the API and the screens. */

/** The overall of a learner's skill scores: their mean (to 0.1) and its level; null without any. */
export function overallOf(scores: readonly number[]): Overall | null {
  const score = testScore(scores);
  if (score === null) return null;
  const { level, display } = levelOfScore(score);
  return { score, level, display };
}

/** The level shown for a skill: with its sublevel when it is the score's own level, else its label. */
export function skillLevelDisplay(score: number, level: number): string {
  const own = levelOfScore(score);
  return own.level === level ? own.display : (levelLabel(level) ?? '');
}

/** What a valid body writes: per skill the score and level to keep, or null to remove it. */
export type GradeChanges = Partial<
  Record<ExamResultSkill, { score: number; level: number } | null>
>;

/**
 * The grades of PUT /examresult/{id}/{studentId} checked: a known skill, a score 0..10 in steps of
 * 0.1 (or null: remove), a level 0..6 (by default the score's level). Field errors are keyed
 * `grades.<skill>`.
 */
export function validateGrades(grades: Record<string, SkillGradeInput>): {
  changes: GradeChanges;
  errors: Record<string, string>;
} {
  const changes: GradeChanges = {};
  const errors: Record<string, string> = {};
  for (const [skill, grade] of Object.entries(grades)) {
    const field = `grades.${skill}`;
    if (!(EXAM_RESULT_SKILLS as readonly string[]).includes(skill)) {
      errors[field] = RESULT_SKILL_UNKNOWN;
      continue;
    }
    if (grade.score === null) {
      changes[skill as ExamResultSkill] = null;
      continue;
    }
    if (!isValidScore(grade.score)) {
      errors[field] = RESULT_SCORE_INVALID;
      continue;
    }
    if (grade.level !== undefined && !isLevel(grade.level)) {
      errors[field] = RESULT_LEVEL_INVALID;
      continue;
    }
    changes[skill as ExamResultSkill] = {
      score: grade.score,
      level: grade.level ?? levelOfScore(grade.score).level,
    };
  }
  return { changes, errors };
}

/** The scores whose level is `level` (levelOfScore's band): [min, max), max null for C2. */
export function levelBand(level: number): { min: number; max: number | null } {
  return { min: BANDS[level], max: level < MAX_LEVEL ? BANDS[level + 1] : null };
}
