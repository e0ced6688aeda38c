import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyCutResults } from '../../domain/entities/survey';
import { questionResults } from '../../domain/rules/survey-results';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const L = (en: string) => ({ en, fr: en, de: en });
const SURVEY = '6f1d7c5e-1b1a-4c8e-9a51-8d2f0c3b7a10';
const TRAINER = '0b6a1f51-3c2d-4e5f-8a9b-1c2d3e4f5a6b';

/** A hot survey sent to 2 groups: 5 sent, 3 answered; ratings 5, 3 and 2, and one text. */
const resultsOf = (from: string, to: string): SurveyCutResults => ({
  period: { from, to },
  surveys: [
    {
      kind: 'learner_end',
      surveyId: SURVEY,
      name: 'End of training',
      sent: 5,
      answered: 3,
      rate: 60,
      groups: 2,
      questions: questionResults(
        [
          { id: 'r1', kind: 'rating', text: L('How satisfied are you?'), choices: [] },
          { id: 't1', kind: 'text', text: L('Anything to add?'), choices: [] },
        ],
        [{ r1: 5, t1: 'Clear and useful' }, { r1: 3 }, { r1: 2 }],
      ),
    },
  ],
});

describe('/survey-results', () => {
  it('shows the figures, cuts by kind and trainer, and exports the xlsx', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const fetchMock = fakeApi((path, _init, query) => {
      if (path === '/teacher' || path.startsWith('/teachers'))
        return json(200, [{ _id: TRAINER, name: 'DUBOIS', firstname: 'Hélène' }], {
          'Content-Range': 'items 0-0/1',
        });
      if (path === '/survey-results/xlsx')
        return new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="survey-results.xlsx"',
          },
        });
      if (path !== '/survey-results') return undefined;
      // Only the hot survey was sent: the cold one's cut is empty.
      if (query.get('kind') === 'learner_after')
        return json(200, { ...resultsOf('', ''), surveys: [] });
      return json(200, resultsOf(query.get('from') ?? '', query.get('to') ?? ''));
    });
    resetBrowser('/survey-results');
    signInAs(2);
    render(<App />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Learners, end of training: End of training' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sent 5 · Answered 3 · Response rate 60 % · Sent to 2 groups'),
    ).toBeInTheDocument();
    // The bars' table: one 2, one 3, one 5; the average beside the count.
    const rating = screen.getByRole('region', { name: 'How satisfied are you?' });
    expect(within(rating).getByText(/Answers 3 · Average 3.33/)).toBeInTheDocument();
    const table = within(rating).getByRole('table');
    expect(within(table).getByRole('row', { name: '5 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '4 0' })).toBeInTheDocument();
    expect(screen.getByText('Clear and useful')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Survey' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Learners, some time after' }));
    expect(
      await screen.findByText('No survey was sent in this period for these choices.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('kind=learner_after'),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Trainer' }));
    fireEvent.click(await screen.findByRole('option', { name: /Hélène/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(new RegExp(`kind=learner_after.*teacherId=${TRAINER}`)),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export (xlsx)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(pathsCalled(fetchMock)).toContain('GET /api/survey-results/xlsx');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(
        new RegExp(`/api/survey-results/xlsx\\?from=.*kind=learner_after&teacherId=${TRAINER}`),
      ),
    );
  }, 30_000);

  it('opens on the cut its address asks for, as the quality page links it', async () => {
    const fetchMock = fakeApi((path, _init, query) =>
      path === '/survey-results'
        ? json(200, resultsOf(query.get('from') ?? '', query.get('to') ?? ''))
        : undefined,
    );
    resetBrowser('/survey-results?from=2026-01-01&to=2026-06-30&kind=trainer_end');
    signInAs(2);
    render(<App />);
    await waitFor(
      () =>
        expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
          expect.stringContaining(
            '/api/survey-results?from=2026-01-01&to=2026-06-30&kind=trainer_end',
          ),
        ),
      { timeout: 20_000 },
    );
    // Nothing else was asked first: the default year is not read before the address's cut.
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/api/survey-results')),
    ).toHaveLength(1);
  }, 30_000);

  it('says the server’s message for a bad period', async () => {
    fakeApi((path) =>
      path === '/survey-results'
        ? json(400, { message: 'The period ends before it starts.', errors: {} })
        : undefined,
    );
    resetBrowser('/survey-results');
    signInAs(3);
    render(<App />);
    expect(
      await screen.findByText('The period ends before it starts.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
