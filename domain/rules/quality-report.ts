import { addDays, endOfMonth, format, parseISO, startOfMonth, subMonths, subYears } from 'date-fns';
import { EXAM_TYPES } from '../entities/exam';
import {
  COMPLAINT_ANSWER_DAYS,
  COMPLETION_PERCENT,
  EXAM_PASS_SCORE,
  type PublicationPeriod,
  type PublishedResults,
  QUALITY_PERIOD_MAX_DAYS,
  type QualityCounts,
  type QualityReport,
  type SatisfactionFigure,
} from '../entities/quality-report';
import { QUALITY_DEFAULTS, type QualitySettings } from '../entities/settings';
import { daysBetween } from './elearning-notifications';
import { levelOfScore } from './levels';

/**
 * The quality page's figures (Qualiopi indicators 30 to 32, 12 and the results of 11), pure: made of the counts the
 * reader takes from the database (domain/entities/quality-report.ts, QualityCounts).
 */

/** Message keys (locales/fragments/quality-report.ts). */
export const QUALITY_FROM_AFTER_TO = 'app.quality_report.from_after_to';
export const QUALITY_PERIOD_TOO_LONG = 'app.quality_report.too_long';

/** The year that ends on a day: from the day after the same day a year before, to that day. */
export const yearEndingOn = (to: string): QualityReport['period'] => ({
  from: format(addDays(subYears(parseISO(to), 1), 1), 'yyyy-MM-dd'),
  to,
});

/**
 * The period asked for: until `to` (today by default), from `from` (by default the year that ends
 * on `to`: the day after the same day a year before). Its error's message key when it ends before
 * it starts or runs over QUALITY_PERIOD_MAX_DAYS days.
 */
export function qualityPeriod(
  asked: { from?: string; to?: string },
  today: string,
): { period: QualityReport['period'] } | { error: string } {
  const to = asked.to ?? today;
  const from = asked.from ?? yearEndingOn(to).from;
  if (from > to) return { error: QUALITY_FROM_AFTER_TO };
  if (daysBetween(from, to) + 1 > QUALITY_PERIOD_MAX_DAYS)
    return { error: QUALITY_PERIOD_TOO_LONG };
  return { period: { from, to } };
}

/** A part of a whole as a percentage to one decimal; null when the whole is nothing. */
export const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** One kind of survey: its response rate, and its ratings' mean and share of 4 and 5. */
export function satisfactionOf(counts: QualityCounts['surveys']['hot']): SatisfactionFigure {
  const ratings = sum(counts.ratings);
  const total = sum(counts.ratings.map((count, i) => count * (i + 1)));
  return {
    sent: counts.sent,
    answered: counts.answered,
    responseRate: percent(counts.answered, counts.sent),
    ratings,
    average: ratings === 0 ? null : Math.round((total / ratings) * 100) / 100,
    satisfied: percent((counts.ratings[3] ?? 0) + (counts.ratings[4] ?? 0), ratings),
  };
}

/** The recommendation scores (index: score 0 to 10): their mean, and the net promoter score. */
export function recommendationOf(scores: number[]): QualityReport['recommendation'] {
  const at = (from: number, to: number) => sum(scores.slice(from, to + 1));
  const answers = at(0, 10);
  const promoters = at(9, 10);
  const detractors = at(0, 6);
  const total = sum(scores.slice(0, 11).map((count, score) => count * score));
  return {
    answers,
    average: answers === 0 ? null : Math.round((total / answers) * 100) / 100,
    promoters,
    passives: at(7, 8),
    detractors,
    netPromoterScore: answers === 0 ? null : Math.round(((promoters - detractors) / answers) * 100),
  };
}

/** The half-day marks: attended (present, late, left early) over every mark. */
export function attendanceOf(marks: QualityCounts['marks']): QualityReport['attendance'] {
  const attended = marks.present + marks.late + marks.leftEarly;
  const all = attended + marks.absent + marks.excused;
  return {
    marks: all,
    attended,
    absent: marks.absent,
    excused: marks.excused,
    rate: percent(attended, all),
  };
}

/**
 * The complaints received: answered (an answer day given), answered within COMPLAINT_ANSWER_DAYS
 * days of being received, still open (no answer yet); the share answered in time is of those received.
 */
export function complaintsOf(
  complaints: QualityCounts['complaints'],
  days = COMPLAINT_ANSWER_DAYS,
): QualityReport['complaints'] {
  const answered = complaints.filter((c) => c.answeredOn !== null);
  const inTime = answered.filter(
    (c) => daysBetween(c.receivedOn, c.answeredOn as string) <= days,
  ).length;
  return {
    received: complaints.length,
    answered: answered.length,
    answeredInTime: inTime,
    inTimeDays: days,
    open: complaints.length - answered.length,
    inTimeShare: percent(inTime, complaints.length),
  };
}

/** Those with hours planned, and of them those whose hours done reach `threshold` % of them. */
export function completionOf(
  counts: QualityCounts['completion'],
  threshold = COMPLETION_PERCENT,
): QualityReport['completion'] {
  const planned = sum(counts.percents);
  const completed = sum(counts.percents.slice(threshold));
  return {
    learners: planned + counts.unplanned,
    planned,
    completed,
    percent: threshold,
    share: percent(completed, planned),
  };
}

/** The end-test results whose level (domain/rules/levels.ts) reaches the group's target level. */
export function levelsOf(results: QualityCounts['levels']): QualityReport['levels'] {
  const graded = sum(results.map((r) => r.count));
  const reached = sum(
    results.filter((r) => levelOfScore(r.score).level >= r.target).map((r) => r.count),
  );
  return { graded, reached, share: percent(reached, graded) };
}

/**
 * The exams by certification, in EXAM_TYPES' order (a session without its subject last): how many
 * examined, passed at `passScore` or more, their rate and mean; and the same over all of them.
 */
export function examsOf(
  results: QualityCounts['exams'],
  passScore = EXAM_PASS_SCORE,
): QualityReport['exams'] {
  const figure = (rows: QualityCounts['exams']) => {
    const examined = sum(rows.map((r) => r.count));
    const passed = sum(rows.filter((r) => r.score >= passScore).map((r) => r.count));
    const total = sum(rows.map((r) => r.score * r.count));
    return {
      examined,
      passed,
      passRate: percent(passed, examined),
      average: examined === 0 ? null : Math.round((total / examined) * 100) / 100,
    };
  };
  const types = [...EXAM_TYPES, null].filter((type) => results.some((r) => r.examType === type));
  const all = figure(results);
  return {
    passScore,
    examined: all.examined,
    passed: all.passed,
    passRate: all.passRate,
    byCertification: types.map((examType) => ({
      examType,
      ...figure(results.filter((r) => r.examType === examType)),
    })),
  };
}

/** The thresholds the figures are counted with (the settings' quality section). */
export type QualityThresholds = Pick<
  QualitySettings,
  'complaintAnswerDays' | 'completionPercent' | 'examPassScore'
>;

/** Every figure of the page for a period, with the thresholds set (the defaults until saved). */
export function qualityReport(
  period: QualityReport['period'],
  counts: QualityCounts,
  thresholds: QualityThresholds = QUALITY_DEFAULTS,
): QualityReport {
  return {
    period,
    satisfaction: {
      hot: satisfactionOf(counts.surveys.hot),
      cold: satisfactionOf(counts.surveys.cold),
      clients: satisfactionOf(counts.surveys.clients),
      trainers: satisfactionOf(counts.surveys.trainers),
      funders: satisfactionOf(counts.surveys.funders),
    },
    recommendation: recommendationOf(counts.scores),
    attendance: attendanceOf(counts.marks),
    complaints: complaintsOf(counts.complaints, thresholds.complaintAnswerDays),
    improvements: counts.improvements,
    completion: completionOf(counts.completion, thresholds.completionPercent),
    levels: levelsOf(counts.levels),
    exams: examsOf(counts.exams, thresholds.examPassScore),
    atRisk: counts.atRisk,
  };
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The published results' period on a day (whole months, the same all month long): the twelve months
 * before the current one, or the last civil year.
 */
export function publicationPeriod(kind: PublicationPeriod, today: string): QualityReport['period'] {
  const now = parseISO(today);
  if (kind === 'last_civil_year') {
    const year = now.getFullYear() - 1;
    return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
  return {
    from: day(startOfMonth(subMonths(now, 12))),
    to: day(endOfMonth(subMonths(now, 1))),
  };
}

/** What the public page shows of the figures: no improvement actions, no learners at risk. */
export const publishedResults = (
  report: QualityReport,
  provider: PublishedResults['provider'],
): PublishedResults => ({
  provider,
  period: report.period,
  satisfaction: { hot: report.satisfaction.hot, cold: report.satisfaction.cold },
  recommendation: report.recommendation,
  attendance: report.attendance,
  complaints: report.complaints,
  completion: report.completion,
  levels: report.levels,
  exams: report.exams,
});
