import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishedResults, qualityReport } from '../../domain/rules/quality-report';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser } from './app-harness';
import { QUALITY_COUNTS } from './quality-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUBLISHED = publishedResults(
  qualityReport({ from: '2025-12-01', to: '2026-11-30' }, QUALITY_COUNTS),
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
