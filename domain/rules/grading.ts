import type { Answer } from '../entities/test-attempt';
import { levelOfScore } from './levels';

/**
 * Automatic grading of a test: choice and gap-fill questions are marked here, free text waits for
 * a trainer. A score is out of 10 over the questions marked; levelOfScore() makes it a level.
 */

/** What grading reads of a question as it was frozen into the attempt. */
export interface GradedQuestion {
  type: 'single' | 'multiple' | 'gap' | 'free';
  choices: readonly { id: string; correct: boolean }[];
  gaps: readonly { answers: readonly string[] }[];
}

/** A gap's text as compared: trimmed, lower case, one space between words, straight apostrophes. */
export const normalizeGap = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The mark of one answer, 0..1, or null for free text (a trainer marks it). Single: the right
 * choice alone; multiple: every right choice and no wrong one; gap: the share of gaps right.
 */
export function markAnswer(q: GradedQuestion, answer: Answer | null | undefined): number | null {
  if (q.type === 'free') return null;
  if (q.type === 'gap') {
    if (q.gaps.length === 0) return 0;
    const given = answer?.gaps ?? [];
    const right = q.gaps.filter((gap, i) => {
      const text = normalizeGap(given[i] ?? '');
      return text !== '' && gap.answers.some((a) => normalizeGap(a) === text);
    }).length;
    return right / q.gaps.length;
  }
  const picked = new Set(answer?.choices ?? []);
  const correct = new Set(q.choices.filter((c) => c.correct).map((c) => c.id));
  if (q.type === 'single') {
    return picked.size === 1 && correct.has([...picked][0]) ? 1 : 0;
  }
  return picked.size === correct.size && [...picked].every((id) => correct.has(id)) ? 1 : 0;
}

export interface AttemptGrade {
  /** The mark of each question, null for free text. */
  marks: (number | null)[];
  /** Out of 10 over the questions marked automatically (null when none was). */
  score: number | null;
  /** levelOfScore(score): 0..6 (A0..C2), null without a score. */
  level: number | null;
  /** Free-text answers a trainer still has to mark. */
  pending: number;
}

/**
 * The grade of a set of marks (null: not marked yet): the score out of 10 over the questions
 * marked, to one decimal, its level, and how many a trainer still has to mark.
 */
export function gradeOfMarks(marks: readonly (number | null)[]): AttemptGrade {
  const marked = marks.filter((m): m is number => m !== null);
  const score =
    marked.length === 0
      ? null
      : Math.round((marked.reduce((sum, m) => sum + m, 0) / marked.length) * 100) / 10;
  return {
    marks: [...marks],
    score,
    level: score === null ? null : levelOfScore(score).level,
    pending: marks.length - marked.length,
  };
}

/** The grade of a finished attempt: each mark, the score to one decimal, its level. */
export function gradeAttempt(
  questions: readonly GradedQuestion[],
  answers: readonly (Answer | null | undefined)[],
): AttemptGrade {
  return gradeOfMarks(questions.map((q, i) => markAnswer(q, answers[i])));
}

/** A trainer's mark of a free-text answer: 0 to 1 in quarters (0 %, 25 %, 50 %, 75 %, 100 %). */
export const TRAINER_MARKS = [0, 0.25, 0.5, 0.75, 1] as const;

/**
 * The grade once a trainer marks the free-text answer at index: only a free-text question takes a
 * trainer's mark (the others are marked automatically); the score then counts it.
 */
export function withTrainerMark(
  questions: readonly GradedQuestion[],
  marks: readonly (number | null)[],
  index: number,
  mark: number,
): AttemptGrade | undefined {
  if (questions[index]?.type !== 'free') return undefined;
  return gradeOfMarks(marks.map((m, i) => (i === index ? mark : m)));
}
