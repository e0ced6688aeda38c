import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishedResults, qualityReport } from '../../domain/rules/quality-report';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUBLISHED = publishedResults(
  qualityReport(
    { from: '2025-12-01', to: '2026-11-30' },
    {
      surveys: {
        hot: { sent: 4, answered: 3, ratings: [0, 1, 0, 1, 1] },
        cold: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
        // The clients' stay on the staff's page.
        clients: { sent: 2, answered: 2, ratings: [0, 0, 0, 2, 0] },
        trainers: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
        funders: { sent: 0, answered: 0, ratings: [0, 0, 0, 0, 0] },
      },
      scores: [0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1],
      marks: { present: 3, late: 1, leftEarly: 0, absent: 1, excused: 1 },
      complaints: [{ receivedOn: '2026-02-05', answeredOn: '2026-02-15' }],
      improvements: { opened: 0, fromComplaints: 0, done: 0, abandoned: 0, overdue: 0 },
      atRisk: { raised: 0, resolved: 0, closedByHand: 0, open: 0 },
      completion: {
        percents: Array.from({ length: 101 }, (_, i) => (i === 100 ? 3 : i === 50 ? 1 : 0)),
        unplanned: 0,
      },
      levels: [{ target: 3, score: 5.5, count: 1 }],
      exams: [
        { examType: 'toeic', score: 6.5, count: 1 },
        { examType: 'toeic', score: 4.5, count: 1 },
      ],
    },
  ),
  { name: 'Lingua Santé SAS', qualiopiNumber: 'QUALI-42' },
);

describe('/quality-results', () => {
  it('shows the published figures signed out, in the visitor’s language, with the PDF', async () => {
    const fetchMock = fakeApi((path) =>
      path === '/quality-results' ? json(200, PUBLISHED) : undefined,
    );
    resetBrowser('/quality-results');
    localStorage.setItem('lang', 'fr');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nos résultats' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // The heading shows while the figures load: wait for them, not for the heading alone.
    expect(
      await screen.findByText('Lingua Santé SAS', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Certificat Qualiopi n° QUALI-42')).toBeInTheDocument();
    expect(screen.getByText('Du 1 décembre 2025 au 30 novembre 2026')).toBeInTheDocument();
    // Ratings 2, 4 and 5: 3,67 as French writes it.
    expect(screen.getByRole('heading', { level: 2, name: 'Satisfaction en fin de formation' }));
    expect(screen.getByText('Note moyenne : 3,67 / 5')).toBeInTheDocument();
    // The learners' satisfaction only: the clients' stays on the staff's page.
    expect(screen.queryByRole('heading', { name: 'Satisfaction des clients' })).toBeNull();
    expect(screen.getByText('75 % ont mené leur formation à son terme')).toBeInTheDocument();
    expect(
      screen.getByText('TOEIC : 1 réussis sur 2 (50 %), moyenne 5,5 / 10'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger en PDF' })).toHaveAttribute(
      'href',
      '/api/quality-results/pdf?lang=fr',
    );
    // Signed out: no staff call.
    expect(pathsCalled(fetchMock)).toEqual(['GET /api/quality-results']);
  }, 30_000);

  it('says when the results are not published', async () => {
    fakeApi((path) =>
      path === '/quality-results'
        ? json(404, { message: 'These results are not published.' })
        : undefined,
    );
    resetBrowser('/quality-results');
    render(<App />);
    expect(
      await screen.findByText('These results are not published.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download as PDF' })).toBeNull();
  }, 30_000);
});
