import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accessCodes from '../../resources/access-codes';
import { codeTransform } from '../../resources/access-codes/QuizInputs';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const code = (id: string, over: object = {}) => ({
  id,
  code: 'ABCD1234EFGH5678JKMN9PQRST',
  pool: 'p1',
  company: 'c1',
  group: null,
  examSession: null,
  quizLevel: null,
  quizCount: null,
  validFrom: '2026-09-01T06:00:00.000Z',
  validUntil: '2026-12-31T22:00:00.000Z',
  maxUses: 1,
  uses: 0,
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
  ...over,
});
const rows = [code('a1'), code('a2', { examSession: 'e1', quizLevel: 1, quizCount: 3 })];

const provider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'codes' ? { data: rows, total: rows.length } : { data: [], total: 0 },
    ) as DataProvider['getList'],
    getMany: vi.fn(async (resource: string) => ({
      data:
        resource === 'qpools'
          ? [{ id: 'p1', name: 'Placement' }]
          : resource === 'exams'
            ? [{ id: 'e1', examSubject: { _id: 's1', name: 'Medical English quiz' } }]
            : [{ id: 'c1', name: 'Clinique du Parc' }],
    })) as DataProvider['getMany'],
  });

const renderAt = (path: string) =>
  render(renderableAdmin({ path, dataProvider: provider(), resources: [accessCodes] }));

describe('access codes of an exam session’s automatic quiz', () => {
  it('lists what each code opens: its pool, or the exam quiz with its subject and level', async () => {
    renderAt('/codes');
    expect(await screen.findByText('Exam quiz: Medical English quiz, A1')).toBeInTheDocument();
    expect(await screen.findByText('Placement')).toBeInTheDocument();
  });

  it('offers a placement test (a pool) or an exam quiz (session, level, questions per skill)', async () => {
    renderAt('/codes/create');
    const exam = await screen.findByRole('radio', { name: /Exam quiz/ });
    expect(screen.getByRole('radio', { name: 'Placement test (pool)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Question pool/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Exam session/ })).not.toBeInTheDocument();
    await userEvent.click(exam);
    expect(await screen.findByRole('combobox', { name: /Exam session/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Questions per skill/)).toHaveValue(5);
    expect(screen.getByText('Quiz level')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Question pool/ })).not.toBeInTheDocument();
  });

  it('sends only the fields of what the code opens', () => {
    const common = { company: 'c1', count: 2 };
    expect(
      codeTransform({
        ...common,
        opens: 'exam',
        pool: 'p1',
        examSession: 'e1',
        quizLevel: 1,
        quizCount: 3,
      }),
    ).toEqual({ ...common, examSession: 'e1', quizLevel: 1, quizCount: 3 });
    expect(
      codeTransform({ ...common, opens: 'pool', pool: 'p1', examSession: 'e1', quizLevel: 1 }),
    ).toEqual({ ...common, pool: 'p1' });
    expect(codeTransform({ ...common, pool: 'p1' })).toEqual({ ...common, pool: 'p1' });
  });
});
