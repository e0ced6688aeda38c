import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyTestLearner, PlacementReview } from '../../domain/entities/placement-result';
import { CompanyTest } from '../../resources/companies/CompanyTest';
import students from '../../resources/students';
import { TestReviewPage } from '../../resources/test-attempts/TestReview';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const stamp = '2026-11-20T10:00:00.000Z';
const learners: CompanyTestLearner[] = [
  {
    _id: 's1',
    name: 'Kieffer',
    firstname: 'Jörg',
    email: 'jorg@example.com',
    level: 2,
    tests: 2,
    last: {
      _id: 'a1',
      title: 'Writing check',
      score: 4.4,
      level: 2,
      pending: 1,
      finishedAt: stamp,
    },
    exam: {
      _id: 'x1',
      subject: 'Written exam',
      examBegin: stamp,
      score: 6.5,
      level: 'B1.7',
      levelValue: 3,
    },
  },
  {
    _id: 's2',
    name: 'Schmidt',
    firstname: 'Camille',
    email: null,
    level: null,
    tests: 0,
    last: null,
    exam: null,
  },
];

const review = (mark: number | null): PlacementReview => ({
  _id: 'a1',
  title: 'Writing check',
  lastName: 'Kieffer',
  firstName: 'Jörg',
  email: 'jorg@example.com',
  company: 'c1',
  group: null,
  student: 's1',
  questionCount: 2,
  score: mark === null ? 10 : 8.8,
  level: mark === null ? 6 : 5,
  pending: mark === null ? 1 : 0,
  finishedAt: stamp,
  createdAt: stamp,
  updatedAt: mark === null ? stamp : '2026-11-21T10:00:00.000Z',
  items: [
    {
      type: 'single',
      skill: 'grammar',
      level: 2,
      prompt: '<p>She ___ to work yesterday.</p>',
      choices: [
        { id: 'c1', text: 'goes', correct: false },
        { id: 'c2', text: 'went', correct: true },
      ],
      gaps: [],
      guide: null,
      answer: { choices: ['c2'] },
      mark: 1,
    },
    {
      type: 'free',
      skill: 'writing',
      level: 3,
      prompt: '<p>Write a note to a colleague.</p>',
      choices: [],
      gaps: [],
      guide: 'Three points, a greeting.',
      answer: { text: 'Dear Tom, Mrs Lee has a fever.' },
      mark,
    },
  ],
});

describe("a client's Test tab", () => {
  it('charts the levels found, lists each learner with her latest test and links to its review', async () => {
    const provider = {
      ...testDataProvider(),
      companyTests: vi.fn(async () => learners),
    } as unknown as DataProvider;
    render(
      renderableAdmin({
        path: '/company/test/c1',
        dataProvider: provider,
        resources: [students],
        routes: [{ path: '/company/test/:id', element: <CompanyTest id="c1" /> }],
      }),
    );
    const levels = await screen.findByRole('table', { name: 'Levels found by the tests' });
    expect(within(levels).getByRole('row', { name: 'A2 1' })).toBeInTheDocument();
    expect(within(levels).getByRole('row', { name: 'B1 0' })).toBeInTheDocument();
    expect(screen.getByText(/1 of 2 learners have handed in a test/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Learners and their latest test' });
    const tested = within(table).getByRole('row', { name: /KIEFFER Jörg/ });
    expect(within(tested).getByText('2 tests')).toBeInTheDocument();
    expect(within(tested).getByText('1 answer to mark')).toBeInTheDocument();
    expect(within(tested).getByText('B1.7 (6.5/10)')).toBeInTheDocument();
    expect(
      within(tested).getByRole('link', { name: 'Review the test of KIEFFER Jörg' }),
    ).toHaveAttribute('href', '/company/test/review/s1');
    const untested = within(table).getByRole('row', { name: /SCHMIDT Camille/ });
    expect(within(untested).queryByRole('link', { name: /Review/ })).toBeNull();
    expect(within(untested).getAllByText('Not tested').length).toBeGreaterThan(0);
  });
});

describe("a learner's test review", () => {
  it('shows each question with the key and her answer, and saves a trainer’s mark of her free text', async () => {
    const markAnswer = vi.fn(async () => review(0.75));
    const provider = {
      ...testDataProvider({
        getOne: vi.fn(async () => ({
          data: { id: 's1', name: 'Kieffer', firstname: 'Jörg', company: 'c1' },
        })) as DataProvider['getOne'],
        getList: vi.fn(async () => ({
          data: [{ id: 'a1', title: 'Writing check', finishedAt: stamp }],
          total: 1,
        })) as DataProvider['getList'],
      }),
      reviewTest: vi.fn(async () => review(null)),
      markAnswer,
    } as unknown as DataProvider;
    render(
      renderableAdmin({
        path: '/company/test/review/s1',
        dataProvider: provider,
        resources: [students],
        routes: [{ path: '/company/test/review/:userId', element: <TestReviewPage /> }],
      }),
    );
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Test review: KIEFFER Jörg' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Score: 10\/10, level C2/)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Question 1 of 2' });
    expect(within(first).getByText('Right answer')).toBeInTheDocument();
    expect(within(first).getByText('Chosen')).toBeInTheDocument();
    expect(within(first).getByText('Mark: 100%')).toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Question 2 of 2' });
    expect(within(free).getByText('Dear Tom, Mrs Lee has a fever.')).toBeInTheDocument();
    expect(within(free).getByText('To mark')).toBeInTheDocument();
    const save = within(free).getByRole('button', { name: 'Save the mark' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(free).getByRole('radio', { name: '75%' }));
    await user.click(save);
    await waitFor(() => expect(markAnswer).toHaveBeenCalledWith('a1', 1, 0.75, stamp));
    expect(await within(free).findByText('Mark: 75%')).toBeInTheDocument();
    expect(await screen.findByText(/Score: 8\.8\/10, level C1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the client’s tests' })).toHaveAttribute(
      'href',
      '/company/test/c1',
    );
  });
});
