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
      name: 'Listening score of LEFÈVRE Zoé, out of 10',
    });
    expect(
      screen.getByRole('textbox', { name: 'Reading score of LEFÈVRE Zoé, out of 10' }),
    ).toHaveValue('6');
    expect(screen.getByText('B1.5')).toBeInTheDocument();
    fireEvent.change(listening, { target: { value: '7.5' } });
    expect(screen.getByText('B2.5')).toBeInTheDocument();
    const row = listening.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Save LEFÈVRE Zoé' }));
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
      name: 'Listening score of LEFÈVRE Zoé, out of 10',
    });
    fireEvent.change(listening, { target: { value: '12' } });
    expect(
      screen.getByText('A score is a number from 0 to 10, in steps of 0.1.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save LEFÈVRE Zoé' })).toBeDisabled();
  });

  it('a stale save says so and keeps what was typed until Reload reads the session again', async () => {
    const dataProvider = provider();
    dataProvider.putSessionResults.mockRejectedValueOnce(
      Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      }),
    );
    show(dataProvider);
    const field = () =>
      screen.getByRole('textbox', { name: 'Listening score of LEFÈVRE Zoé, out of 10' });
    fireEvent.change(
      await screen.findByRole('textbox', { name: 'Listening score of LEFÈVRE Zoé, out of 10' }),
      {
        target: { value: '4' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save LEFÈVRE Zoé' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(field()).toHaveValue('4');
    const reads = dataProvider.sessionResults.mock.calls.length;
    dataProvider.sessionResults.mockResolvedValueOnce({
      ...results('Sur table'),
      learners: [{ ...zoe, updatedAt: '2026-10-08T10:00:00.000Z' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(dataProvider.sessionResults.mock.calls.length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });

  it('is read-only, with a note, for an automatic quiz', async () => {
    show(provider('Quiz automatisé'));
    expect(await screen.findByText(/its results come from the quiz/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});

describe('all results (/examResults, the menu’s Results)', () => {
  it('lists a row per session and learner, newest exam first; a row opens the session page', async () => {
    const { default: examResults } = await import('../../resources/exam-results');
    const row = {
      id: 'e1_s1',
      _id: 'e1_s1',
      examSession: 'e1',
      student: 's1',
      name: 'Lefèvre',
      firstname: 'Zoé',
      company: 'c1',
      companyName: 'Hôpital Nord',
      groups: [{ _id: 'g1', name: 'Nurses B1' }],
      examType: 'toeic',
      modality: 'Sur table',
      semester: 4,
      examBegin: record.examBegin,
      skills: 2,
      score: 7.3,
      level: 4,
      display: 'B2.3',
      updatedAt: record.updatedAt,
    };
    const dataProvider = Object.assign(provider(), {
      getList: vi.fn(async () => ({ data: [row], total: 1 })) as DataProvider['getList'],
    });
    render(
      renderableAdmin({
        path: '/examResults',
        dataProvider,
        resources: [examResults, exams, { name: 'companies' }],
      }),
    );
    const cell = await screen.findByText('Nurses B1');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'examResults',
      expect.objectContaining({ sort: { field: 'examBegin', order: 'DESC' } }),
    );
    expect(within(cell.closest('tr') as HTMLElement).getByText('B2')).toBeInTheDocument();
    fireEvent.click(cell);
    expect(
      await screen.findByRole('textbox', { name: 'Listening score of LEFÈVRE Zoé, out of 10' }),
    ).toBeInTheDocument();
  });
});
