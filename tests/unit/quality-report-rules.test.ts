import { describe, expect, it } from 'vitest';
import type { QualityCounts } from '../../domain/entities/quality-report';
import { figureWords } from '../../domain/rules/quality-figures';
import {
  attendanceOf,
  complaintsOf,
  completionOf,
  examsOf,
  levelsOf,
  publicationPeriod,
  publishedResults,
  QUALITY_FROM_AFTER_TO,
  QUALITY_PERIOD_TOO_LONG,
  qualityPeriod,
  qualityReport,
  recommendationOf,
  satisfactionOf,
} from '../../domain/rules/quality-report';
import { catalogues } from '../../locales';
import { translate } from '../../locales/merge';

describe('the quality figures', () => {
  it('counts a kind of survey: response rate, mean rating, share of 4 and 5', () => {
    // 8 sent, 5 answered: 62.5 %. Ratings: one 2, two 3, four 4, three 5 = 10 ratings;
    // 2 + 6 + 16 + 15 = 39, mean 3.9; 4 and 5: 7 of 10 = 70 %.
    expect(satisfactionOf({ sent: 8, answered: 5, ratings: [0, 1, 2, 4, 3] })).toEqual({
      sent: 8,
      answered: 5,
      responseRate: 62.5,
      ratings: 10,
      average: 3.9,
      satisfied: 70,
    });
    expect(satisfactionOf({ sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] })).toEqual({
      sent: 0,
      answered: 0,
      responseRate: null,
      ratings: 0,
      average: null,
      satisfied: null,
    });
  });

  it('counts the recommendation: promoters, passives, detractors and the net promoter score', () => {
    // Scores: one 3, one 6, two 7, one 8, three 9, two 10 = 10 answers.
    // Sum 3 + 6 + 14 + 8 + 27 + 20 = 78, mean 7.8. Promoters 5, passives 3, detractors 2:
    // (5 - 2) / 10 = 30.
    const scores = [0, 0, 0, 1, 0, 0, 1, 2, 1, 3, 2];
    expect(recommendationOf(scores)).toEqual({
      answers: 10,
      average: 7.8,
      promoters: 5,
      passives: 3,
      detractors: 2,
      netPromoterScore: 30,
    });
    expect(recommendationOf(Array(11).fill(0)).netPromoterScore).toBeNull();
  });

  it('counts late and left early as attended', () => {
    // 6 present, 1 late, 1 left early = 8 attended of 8 + 1 absent + 1 excused = 10: 80 %.
    const marks: QualityCounts['marks'] = {
      present: 6,
      late: 1,
      leftEarly: 1,
      absent: 1,
      excused: 1,
    };
    expect(attendanceOf(marks)).toEqual({
      marks: 10,
      attended: 8,
      absent: 1,
      excused: 1,
      rate: 80,
    });
  });

  it('counts a complaint answered on its 15th day in time, on its 16th late, an open one not', () => {
    const counted = complaintsOf([
      { receivedOn: '2026-03-01', answeredOn: '2026-03-16' },
      { receivedOn: '2026-03-01', answeredOn: '2026-03-17' },
      { receivedOn: '2026-03-30', answeredOn: '2026-04-02' },
      { receivedOn: '2026-04-10', answeredOn: null },
    ]);
    // 4 received, 3 answered, 2 in time (15 and 3 days), 1 open: 2 of 4 = 50 %.
    expect(counted).toEqual({
      received: 4,
      answered: 3,
      answeredInTime: 2,
      inTimeDays: 15,
      open: 1,
      inTimeShare: 50,
    });
    expect(complaintsOf([]).inTimeShare).toBeNull();
  });

  it('takes the year that ends today by default, and refuses a period backwards or over five years', () => {
    expect(qualityPeriod({}, '2026-12-07')).toEqual({
      period: { from: '2025-12-08', to: '2026-12-07' },
    });
    expect(qualityPeriod({ to: '2024-02-29' }, '2026-12-07')).toEqual({
      period: { from: '2023-03-01', to: '2024-02-29' },
    });
    expect(qualityPeriod({ from: '2026-01-01' }, '2026-12-07')).toEqual({
      period: { from: '2026-01-01', to: '2026-12-07' },
    });
    expect(qualityPeriod({ from: '2026-05-02', to: '2026-05-01' }, '2026-12-07')).toEqual({
      error: QUALITY_FROM_AFTER_TO,
    });
    expect(qualityPeriod({ from: '2020-01-01', to: '2026-01-01' }, '2026-12-07')).toEqual({
      error: QUALITY_PERIOD_TOO_LONG,
    });
  });

  it('publishes whole months: the twelve before the current one, or the last civil year', () => {
    expect(publicationPeriod('last_twelve_months', '2026-12-07')).toEqual({
      from: '2025-12-01',
      to: '2026-11-30',
    });
    // The same all month long, and across a year's turn and a leap February.
    expect(publicationPeriod('last_twelve_months', '2026-12-31')).toEqual({
      from: '2025-12-01',
      to: '2026-11-30',
    });
    expect(publicationPeriod('last_twelve_months', '2024-03-01')).toEqual({
      from: '2023-03-01',
      to: '2024-02-29',
    });
    expect(publicationPeriod('last_civil_year', '2026-01-01')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('publishes the results only, and words them as each language writes numbers', () => {
    const counts: QualityCounts = {
      surveys: {
        hot: { sent: 8, answered: 5, ratings: [0, 1, 2, 4, 3] },
        cold: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
        clients: { sent: 3, answered: 2, ratings: [0, 0, 1, 2, 1] },
        trainers: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
        funders: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
      },
      scores: [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
      marks: { present: 3, late: 0, leftEarly: 0, absent: 1, excused: 0 },
      complaints: [],
      improvements: { opened: 2, fromComplaints: 1, done: 0, abandoned: 0, overdue: 1 },
      atRisk: { raised: 4, resolved: 1, closedByHand: 0, open: 3 },
      completion: { percents: Array.from({ length: 101 }, () => 0), unplanned: 0 },
      levels: [],
      exams: [],
    };
    const report = qualityReport({ from: '2026-01-01', to: '2026-06-30' }, counts);
    // The clients': 4 ratings, (3 + 4 + 4 + 5) / 4 = 4, three of them 4 or 5; 2 of 3 answered.
    expect(report.satisfaction.clients).toEqual({
      sent: 3,
      answered: 2,
      responseRate: 66.7,
      ratings: 4,
      average: 4,
      satisfied: 75,
    });
    expect(report.satisfaction.trainers.average).toBeNull();
    const staffWords = figureWords(report, (key) => key, 'en').map((w) => w.key);
    expect(staffWords.slice(0, 6)).toEqual([
      'hot',
      'cold',
      'clients',
      'trainers',
      'funders',
      'recommendation',
    ]);
    const published = publishedResults(report, { name: 'Lingua', qualiopiNumber: 'Q-1' });
    // The public page shows the learners' satisfaction only.
    expect(Object.keys(published.satisfaction)).toEqual(['hot', 'cold']);
    expect(Object.keys(published).sort()).toEqual(
      [
        'attendance',
        'complaints',
        'completion',
        'exams',
        'levels',
        'period',
        'provider',
        'recommendation',
        'satisfaction',
      ].sort(),
    );
    const fr = figureWords(published, (key, params) => translate(catalogues.fr, key, params), 'fr');
    expect(fr.map((w) => w.key)).toEqual([
      'hot',
      'cold',
      'recommendation',
      'attendance',
      'completion',
      'levels',
      'exams',
      'complaints',
    ]);
    // 3.9 in French is 3,9; 70 % rated 4 or 5; a figure counted from nothing says so.
    expect(fr[0].headline).toBe('Note moyenne : 3,9 / 5');
    expect(fr[0].details[0]).toContain('70');
    expect(fr[1]).toMatchObject({ headline: 'Aucun sur cette période', details: [] });
    // Scores 8 and 10: one passive, one promoter, NPS 50, mean 9.
    expect(fr[2].headline).toContain('50');
    expect(fr[3].headline).toContain('75');
    expect(fr[7].how).toContain('15');
    expect(fr[4].how).toContain('80 %');
  });

  it('counts completion on the hours planned: 80 % or more completes, none planned is apart', () => {
    const percents = Array.from({ length: 101 }, () => 0);
    // 2 at 79 %, 3 at 80 %, 1 at 100 % (or more), 1 at 0 %, 2 with no hours planned.
    percents[79] = 2;
    percents[80] = 3;
    percents[100] = 1;
    percents[0] = 1;
    expect(completionOf({ percents, unplanned: 2 })).toEqual({
      learners: 9,
      planned: 7,
      completed: 4,
      percent: 80,
      share: 57.1,
    });
    expect(completionOf({ percents: percents.map(() => 0), unplanned: 3 }).share).toBeNull();
  });

  it('compares the end-test level with the target, and passes an exam at 5 out of 10', () => {
    // Target B1 (3): 5.0 is B1 (reached), 4.9 is A2 (not); target A2 (2): 4.0 is A2 (reached).
    expect(
      levelsOf([
        { target: 3, score: 5, count: 2 },
        { target: 3, score: 4.9, count: 1 },
        { target: 2, score: 4, count: 1 },
      ]),
    ).toEqual({ graded: 4, reached: 3, share: 75 });
    // TOEIC: 4.9 fails, 5 passes twice: 2 of 3, mean (4.9 + 10) / 3 = 4.97. Without subject: 7.
    expect(
      examsOf([
        { examType: null, score: 7, count: 1 },
        { examType: 'toeic', score: 4.9, count: 1 },
        { examType: 'toeic', score: 5, count: 2 },
      ]),
    ).toEqual({
      passScore: 5,
      examined: 4,
      passed: 3,
      passRate: 75,
      byCertification: [
        { examType: 'toeic', examined: 3, passed: 2, passRate: 66.7, average: 4.97 },
        { examType: null, examined: 1, passed: 1, passRate: 100, average: 7 },
      ],
    });
  });
});
