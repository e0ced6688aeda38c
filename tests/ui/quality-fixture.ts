import type { QualityCounts } from '../../domain/entities/quality-report';

/**
 * What the quality page's and the published page's tests count (tests/ui/quality-report-page and
 * quality-results-page): a half-year with answers to the learners' hot survey, to the clients' and
 * to the trainers', none yet to the cold one or the funders'; marks, complaints, actions, flags, the
 * end test of a group and two TOEIC results.
 */
export const QUALITY_COUNTS: QualityCounts = {
  surveys: {
    // Ratings 2, 4, 5: mean 3.67, two of three at 4 or 5; 3 of 4 answered.
    hot: { sent: 4, answered: 3, ratings: [0, 1, 0, 1, 1] },
    cold: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
    // Ratings 3 and 4: mean 3.5; 1 of 2 answered.
    clients: { sent: 2, answered: 1, ratings: [0, 0, 1, 1, 0] },
    // Two 5s.
    trainers: { sent: 1, answered: 1, ratings: [0, 0, 0, 0, 2] },
    funders: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
  },
  // 3, 8 and 10: one detractor, one passive, one promoter.
  scores: [0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1],
  marks: { present: 3, late: 1, leftEarly: 0, absent: 1, excused: 1 },
  // Answered in 20 days and in 10: one of two within 15.
  complaints: [
    { receivedOn: '2026-02-01', answeredOn: '2026-02-21' },
    { receivedOn: '2026-02-05', answeredOn: '2026-02-15' },
  ],
  improvements: { opened: 3, fromComplaints: 1, done: 1, abandoned: 1, overdue: 1 },
  atRisk: { raised: 3, resolved: 1, closedByHand: 1, open: 1 },
  // 3 of 4 learners at 100 % of their hours, one at 50 %.
  completion: {
    percents: Array.from({ length: 101 }, (_, i) => (i === 100 ? 3 : i === 50 ? 1 : 0)),
    unplanned: 0,
  },
  levels: [{ target: 3, score: 5.5, count: 1 }],
  // TOEIC 6.5 passes, 4.5 does not.
  exams: [
    { examType: 'toeic', score: 6.5, count: 1 },
    { examType: 'toeic', score: 4.5, count: 1 },
  ],
};
