import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyResult } from '../../domain/entities/survey';
import improvements from '../../resources/improvements';
import { SurveyResultSection } from '../../resources/surveys/SurveyResultSection';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const L = (en: string) => ({ en, fr: en, de: en });
const rating = (counts: number[]): SurveyResult['questions'][number] => ({
  id: 'q1',
  kind: 'rating',
  text: L('Overall satisfaction'),
  count: counts.reduce((a, b) => a + b, 0),
  average: 3,
  distribution: counts.map((count, i) => ({ value: String(i + 1), label: null, count })),
  texts: [],
});
const survey = (counts: number[]): SurveyResult => ({
  kind: 'learner_end',
  surveyId: 's1',
  name: 'End of training',
  sent: 6,
  answered: 5,
  rate: 83.3,
  questions: [rating(counts)],
});

const renderWith = (
  counts: number[],
  authProvider: AuthProvider = authAs(true),
  getList: DataProvider['getList'] = async () => ({ data: [], total: 0 }),
) =>
  render(
    renderableAdmin({
      path: '/results',
      // The action's form looks up its complaints, questionnaires and owners: none here.
      dataProvider: testDataProvider({
        getList,
        getMany: async (resource: string) => ({
          data: resource === 'surveys' ? [{ id: 's1', name: 'End of training' }] : [],
        }),
      } as Partial<DataProvider>),
      authProvider,
      resources: [improvements],
      routes: [
        {
          path: '/results',
          element: (
            <SurveyResultSection survey={survey(counts)} lang="en" context="group Nurses B1" />
          ),
        },
      ],
    }),
  );

describe('a low survey answer', () => {
  it('opens an improvement action in one click, its origin, title and description filled', async () => {
    // Ratings 1, 2, 2, 4, 5: three at 2 or less.
    renderWith([1, 2, 0, 1, 1]);
    await userEvent.click(
      await screen.findByRole('link', {
        name: 'Open an improvement action (3 answers of 2 or less)',
      }),
    );
    expect(await screen.findByRole('combobox', { name: /^Origin/ })).toHaveTextContent('Survey');
    expect(screen.getByDisplayValue('End of training: Overall satisfaction')).toBeInTheDocument();
    expect(
      screen.getByDisplayValue(
        '3 of 5 answers rated “Overall satisfaction” 2 or less (End of training, group Nurses B1).',
      ),
    ).toBeInTheDocument();
    // The questionnaire it came from is named.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Questionnaire/ })).toHaveValue(
        'End of training',
      ),
    );
  });

  it('links to the actions already opened from the questionnaire', async () => {
    const getList = vi.fn(async (resource: string, params: { filter: object }) =>
      resource === 'improvements' && JSON.stringify(params.filter) === '{"surveyId":"s1"}'
        ? { data: [{ id: 'a1' }], total: 2 }
        : { data: [], total: 0 },
    ) as unknown as DataProvider['getList'];
    renderWith([1, 2, 0, 1, 1], authAs(true), getList);
    const link = await screen.findByRole('link', {
      name: '2 improvement actions opened from this questionnaire',
    });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(
      '/improvements?filter={"surveyId":"s1"}',
    );
  });

  it('is not offered without a low rating, nor to whoever may not open an action', async () => {
    renderWith([0, 0, 1, 2, 2]);
    expect(await screen.findByText('Overall satisfaction')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open an improvement action/ })).toBeNull();
    cleanup();
    const canAccess = vi.fn(async ({ action }: { action: string }) => action !== 'create');
    renderWith([3, 0, 0, 0, 0], { ...authAs(true), canAccess });
    expect(await screen.findByText('Overall satisfaction')).toBeInTheDocument();
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(
        expect.objectContaining({ resource: 'improvements', action: 'create' }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: /Open an improvement action/ })).toBeNull();
  });
});
