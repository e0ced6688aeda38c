import {
  type QualityReport,
  SATISFACTION_KEYS,
  type SatisfactionKey,
} from '../entities/quality-report';
import { formatFigure } from './figures';

/**
 * The quality figures as words, one place for the three that show them: the staff's quality page,
 * the public page of the published results and its PDF (Qualiopi indicator 2). Each figure is its
 * title, its headline (or "none in this period"), its detail lines and how it is counted, in the
 * messages of locales/fragments/quality-report.ts, numbers written as the language writes them.
 */

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export const FIGURE_KEYS = [
  ...SATISFACTION_KEYS,
  'recommendation',
  'attendance',
  'completion',
  'levels',
  'exams',
  'complaints',
] as const;
export type FigureKey = SatisfactionKey | Exclude<(typeof FIGURE_KEYS)[number], SatisfactionKey>;

export interface FigureWords {
  key: FigureKey;
  title: string;
  headline: string;
  details: string[];
  how: string;
}

/** The figures to write; the public page's satisfaction is the learners' only (hot and cold). */
type Figures = Pick<
  QualityReport,
  'recommendation' | 'attendance' | 'complaints' | 'completion' | 'levels' | 'exams'
> & {
  satisfaction: Pick<QualityReport['satisfaction'], 'hot' | 'cold'> &
    Partial<QualityReport['satisfaction']>;
};

const K = 'app.quality_report';

/** Each figure in words, in the order of FIGURE_KEYS (the satisfactions given). */
export function figureWords(r: Figures, translate: Translate, lang: string): FigureWords[] {
  const n = (value: number) => formatFigure(value, lang, 2);
  const f = (key: string, values: Record<string, string | number>) =>
    translate(`${K}.figures.${key}`, values);
  const none = translate(`${K}.none`);
  const headline = (value: number | null, key: string, name: string) =>
    value === null ? none : f(key, { [name]: n(value) });
  const figure = (key: FigureKey, head: string, details: (string | false)[], how = {}) => ({
    key,
    title: translate(`${K}.${key}`),
    headline: head,
    details: details.filter((line): line is string => line !== false),
    how: translate(`${K}.how.${key}`, how),
  });
  const satisfaction = (key: SatisfactionKey) => {
    const s = r.satisfaction[key];
    if (!s) return [];
    return figure(key, headline(s.average, 'average_rating', 'average'), [
      s.satisfied !== null && f('satisfied', { share: n(s.satisfied) }),
      s.sent > 0 &&
        f('response', { answered: s.answered, sent: s.sent, rate: n(s.responseRate ?? 0) }),
    ]);
  };
  const {
    recommendation: rec,
    attendance: att,
    complaints: c,
    completion: done,
    levels,
    exams,
  } = r;
  const certification = (type: string | null) =>
    translate(type ? `app.group_screens.types.exam.${type}` : `${K}.exam_no_subject`);
  return [
    ...SATISFACTION_KEYS.flatMap(satisfaction),
    figure('recommendation', headline(rec.netPromoterScore, 'nps', 'score'), [
      rec.average !== null && f('average_score', { average: n(rec.average) }),
      rec.average !== null &&
        f('split', {
          promoters: rec.promoters,
          passives: rec.passives,
          detractors: rec.detractors,
        }),
    ]),
    figure('attendance', headline(att.rate, 'attendance_rate', 'rate'), [
      att.marks > 0 &&
        f('marks', {
          marks: att.marks,
          attended: att.attended,
          absent: att.absent,
          excused: att.excused,
        }),
    ]),
    figure(
      'completion',
      headline(done.share, 'completion_share', 'share'),
      [
        done.learners > 0 &&
          f('completion_counts', {
            completed: done.completed,
            planned: done.planned,
            unplanned: done.learners - done.planned,
          }),
      ],
      { percent: done.percent },
    ),
    figure('levels', headline(levels.share, 'levels_share', 'share'), [
      levels.graded > 0 && f('levels_counts', { reached: levels.reached, graded: levels.graded }),
    ]),
    figure(
      'exams',
      headline(exams.passRate, 'exams_rate', 'rate'),
      exams.byCertification.map((e) =>
        f('exam_line', {
          certification: certification(e.examType),
          passed: e.passed,
          examined: e.examined,
          rate: n(e.passRate ?? 0),
          average: n(e.average ?? 0),
        }),
      ),
      { score: n(exams.passScore) },
    ),
    figure(
      'complaints',
      c.inTimeShare === null
        ? none
        : f('complaints_in_time', { share: n(c.inTimeShare), days: c.inTimeDays }),
      [
        c.received > 0 &&
          f('complaints_counts', {
            received: c.received,
            answered: c.answered,
            inTime: c.answeredInTime,
            open: c.open,
          }),
      ],
      { days: c.inTimeDays },
    ),
  ];
}
