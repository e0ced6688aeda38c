import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qualityReport } from '../../domain/rules/quality-report';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';
import { typeDate } from './meta-harness';
import { QUALITY_COUNTS } from './quality-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shared half-year (quality-fixture.ts), as the server counts it for the period asked. */
const reportOf = (from: string, to: string) => qualityReport({ from, to }, QUALITY_COUNTS);

const NEVER_PUBLISHED = {
  enabled: false,
  period: 'last_twelve_months',
  updatedAt: null,
  updatedBy: null,
};

describe('/quality-report', () => {
  it('shows each figure with how it is counted and its list, and counts again for another period', async () => {
    const fetchMock = fakeApi((path, _init, query) => {
      if (path === '/quality-report/publication') return json(200, NEVER_PUBLISHED);
      if (path !== '/quality-report') return undefined;
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      return from > to
        ? json(400, { message: 'The period ends before it starts.', errors: {} })
        : json(200, reportOf(from, to));
    });
    resetBrowser('/quality-report');
    signInAs(2);
    render(<App />);
    const hot = await screen.findByRole(
      'region',
      { name: 'Satisfaction at the end of training' },
      { timeout: 20_000 },
    );
    // Ratings 2, 4, 5: mean 3.67, two of three at 4 or 5.
    expect(within(hot).getByText('Average rating: 3.67 / 5')).toBeInTheDocument();
    expect(within(hot).getByText('66.7 % rated 4 or 5')).toBeInTheDocument();
    expect(within(hot).getByText('Answered: 3 of 4 sent (75 %)')).toBeInTheDocument();
    const cold = screen.getByRole('region', { name: 'Satisfaction some time after' });
    expect(within(cold).getByText('None in this period')).toBeInTheDocument();
    // Each satisfaction opens its answers: the survey results of the period, of its kind.
    const answers = (region: HTMLElement) =>
      new URL(
        within(region)
          .getByRole('link', { name: /Open the list/ })
          .getAttribute('href') ?? '',
        'http://x',
      );
    expect(answers(hot).pathname).toBe('/survey-results');
    expect(answers(hot).searchParams.get('kind')).toBe('learner_end');
    // The other stakeholders (indicator 30): the clients' ratings 3 and 4, the trainers' two 5s.
    const clients = screen.getByRole('region', { name: 'Clients’ satisfaction' });
    expect(within(clients).getByText('Average rating: 3.5 / 5')).toBeInTheDocument();
    expect(within(clients).getByText('Answered: 1 of 2 sent (50 %)')).toBeInTheDocument();
    // Two kinds (at a group's end and yearly): the period's results, every kind.
    expect(answers(clients).searchParams.get('kind')).toBeNull();
    expect(answers(clients).searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const trainers = screen.getByRole('region', { name: 'Trainers’ satisfaction' });
    expect(within(trainers).getByText('Average rating: 5 / 5')).toBeInTheDocument();
    expect(answers(trainers).searchParams.get('kind')).toBe('trainer_end');
    const funders = screen.getByRole('region', { name: 'Funders’ satisfaction' });
    expect(within(funders).getByText('None in this period')).toBeInTheDocument();
    const complaints = screen.getByRole('region', { name: 'Complaints' });
    expect(within(complaints).getByText('50 % answered within 15 days')).toBeInTheDocument();
    const list = within(complaints).getByRole('link', { name: /Open the list/ });
    const period = JSON.parse(
      decodeURIComponent((list.getAttribute('href') ?? '').split('filter=')[1]),
    );
    expect(period).toEqual({
      received_gte: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      received_lte: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const recommendation = screen.getByRole('region', { name: 'Recommendation' });
    // 3, 8 and 10: one detractor, one passive, one promoter.
    expect(within(recommendation).getByText('Net promoter score: 0')).toBeInTheDocument();
    // 3 of 4 learners at 100 % of their hours, one at 50 %; TOEIC 6.5 passes, 4.5 does not.
    const completion = screen.getByRole('region', { name: 'Training completed' });
    expect(within(completion).getByText('75 % completed their training')).toBeInTheDocument();
    expect(within(completion).getByRole('link', { name: /Open the list/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/groups?filter='),
    );
    const exams = screen.getByRole('region', { name: 'Exams passed' });
    expect(
      within(exams).getByText('TOEIC: 1 of 2 passed (50 %), mean 5.5 / 10'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Level reached against the target' })).getByText(
        '100 % reached the target level',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Raised: 3; resolved: 1, closed by hand: 1, still open: 1'),
    ).toBeInTheDocument();

    // The pickers as an English reader types a day.
    await typeDate(/^From/, '01/01/2026');
    await typeDate(/^To/, '30/06/2026');
    await screen.findByText(/Marks: 6; attended: 4, absent: 1, excused: 1/);
    expect(pathsCalled(fetchMock)).toContain('GET /api/quality-report');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/quality-report?from=2026-01-01&to=2026-06-30'),
    );

    // A period backwards: the server's message, and no figure.
    await typeDate(/^From/, '01/07/2026');
    expect(await screen.findByText('The period ends before it starts.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Complaints' })).toBeNull();
  }, 30_000);

  it('publishes the results for a period, with the public page’s address', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeApi((path, init, query) => {
      if (path === '/quality-report')
        return json(200, reportOf(query.get('from') ?? '', query.get('to') ?? ''));
      if (path !== '/quality-report/publication') return undefined;
      if (init.method !== 'PUT') return json(200, NEVER_PUBLISHED);
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      const { updatedAt: _read, ...saved } = body;
      return json(200, {
        ...saved,
        updatedAt: '2026-12-07T10:00:00.000Z',
        updatedBy: 'Anne Martin',
      });
    });
    resetBrowser('/quality-report');
    signInAs(2);
    render(<App />);
    const heading = await screen.findByRole(
      'heading',
      { name: 'Published results' },
      { timeout: 20_000 },
    );
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(
      await within(card).findByText('Never saved: the results are not published.'),
    ).toBeInTheDocument();
    // No address while it is off.
    expect(within(card).queryByRole('link', { name: /Open the public page/ })).toBeNull();
    await userEvent.click(within(card).getByRole('switch', { name: 'Publish the results' }));
    await userEvent.click(within(card).getByRole('radio', { name: 'The last civil year' }));
    expect(
      within(card).getByText(`Public page: ${window.location.origin}/quality-results`),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await within(card).findByText(/Last saved on .* by Anne Martin/);
    expect(bodies).toEqual([{ enabled: true, period: 'last_civil_year', updatedAt: null }]);
    expect(pathsCalled(fetchMock)).toContain('PUT /api/quality-report/publication');
    expect(within(card).getByRole('link', { name: /Open the public page/ })).toHaveAttribute(
      'href',
      '/quality-results',
    );
  }, 30_000);
});
