import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamResultLearner, ExamSessionResults } from '../../domain/entities/exam-result';
import exams from '../../resources/exams';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const record = {
  id: 'e1',
  _id: 'e1',
  company: 'c1',
  semester: 4,
  modality: 'Sur table',
  EWCorrect: false,
  examSubject: null,
  examBegin: '2026-10-05T07:00:00.000Z',
  examEnd: '2026-10-05T09:00:00.000Z',
  catchUp: null,
  status: {
    name: null,
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
  },
  examType: 'toeic',
  gradesExpectedAt: '2026-10-26T09:00:00.000Z',
  late: false,
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
};
const none = {
  listening: null,
  reading: null,
  speaking: null,
  writing: null,
  grammar: null,
  vocabulary: null,
};
const zoe: ExamResultLearner = {
  studentId: 's1',
  name: 'Lefèvre',
  firstname: 'Zoé',
  skills: { ...none, reading: { score: 6, level: 3, fromQuiz: false } },
  overall: { score: 6, level: 3, display: 'B1.5' },
  updatedAt: '2026-10-06T10:00:00.000Z',
};
const results = (modality: string): ExamSessionResults => ({
  session: {
    _id: 'e1',
    company: 'c1',
    companyName: 'Hôpital Nord',
    semester: 4,
    modality: modality as ExamSessionResults['session']['modality'],
    examSubject: null,
    status: null,
    examBegin: record.examBegin,
  },
  fromQuiz: modality === 'Quiz automatisé',
  skills: ['listening', 'reading', 'speaking', 'writing', 'grammar', 'vocabulary'],
  learners: [zoe],
});

const provider = (modality = 'Sur table') =>
  Object.assign(
    testDataProvider({
      getOne: vi.fn(async () => ({ data: { ...record, modality } })) as DataProvider['getOne'],
      getMany: vi.fn(async () => ({
        data: [{ id: 'c1', name: 'Hôpital Nord' }],
      })) as DataProvider['getMany'],
    }),
    {
      sessionResults: vi.fn(async () => results(modality)),
      putSessionResults: vi.fn(
        async (
          _s: string,
          _l: string,
          body: { grades: Record<string, { score: number | null }> },
        ) => ({
          ...zoe,
          skills: {
            ...zoe.skills,
            listening: { score: body.grades.listening?.score ?? 0, level: 4, fromQuiz: false },
          },
          updatedAt: '2026-10-07T10:00:00.000Z',
        }),
      ),
    },
  );

const show = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/exams/e1/show',
      dataProvider,
      resources: [exams, { name: 'companies' }],
    }),
  );

describe("an exam session's Results section", () => {
  it('enters a score per skill with a labelled input, shows its level, and saves the row', async () => {
    const dataProvider = provider();
    show(dataProvider);
    const listening = await screen.findByRole('textbox', {
      name: 'Listening score of Zoé Lefèvre, out of 10',
    });
    expect(
      screen.getByRole('textbox', { name: 'Reading score of Zoé Lefèvre, out of 10' }),
    ).toHaveValue('6');
    expect(screen.getByText('B1.5')).toBeInTheDocument();
    fireEvent.change(listening, { target: { value: '7.5' } });
    expect(screen.getByText('B2.5')).toBeInTheDocument();
    const row = listening.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Save Zoé Lefèvre' }));
    await waitFor(() =>
      expect(dataProvider.putSessionResults).toHaveBeenCalledWith('e1', 's1', {
        grades: { listening: { score: 7.5 } },
        updatedAt: '2026-10-06T10:00:00.000Z',
      }),
    );
  });

  it('refuses a score that is not one before saving', async () => {
    show(provider());
    const listening = await screen.findByRole('textbox', {
      name: 'Listening score of Zoé Lefèvre, out of 10',
    });
    fireEvent.change(listening, { target: { value: '12' } });
    expect(
      screen.getByText('A score is a number from 0 to 10, in steps of 0.1.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Zoé Lefèvre' })).toBeDisabled();
  });

  it('is read-only, with a note, for an automatic quiz', async () => {
    show(provider('Quiz automatisé'));
    expect(await screen.findByText(/its results come from the quiz/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
