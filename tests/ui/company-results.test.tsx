import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyResultsMethods } from '../../dataProvider/company-results';
import type { CompanyResults } from '../../domain/entities/company-results';
import { CompanyMergedResults } from '../../resources/companies/CompanyMergedResults';
import { CompanyResults as ResultsTab } from '../../resources/companies/CompanyResults';
import { authAs, i18nProvider } from './meta-harness';

afterEach(cleanup);

const stamp = '2026-10-01T10:00:00.000Z';
const results: CompanyResults = {
  companyId: 'c1',
  companyName: 'Clinique',
  learners: [
    {
      _id: 's1',
      name: 'Zoe',
      firstname: 'Élise',
      email: 'zoe@x.example',
      groups: [
        {
          _id: 'g1',
          name: 'Nurses',
          middle: { score: 5.5, level: 'B1.2', levelValue: 3, updatedAt: stamp },
          end: null,
        },
        {
          _id: 'g2',
          name: 'Doctors',
          middle: null,
          end: { score: 7, level: 'B2.0', levelValue: 4, updatedAt: stamp },
        },
      ],
      placement: { _id: 'p1', title: 'Placement', score: 5.5, level: 3, finishedAt: stamp },
      end: { score: 7, level: 'B2.0', levelValue: 4, updatedAt: stamp, groupId: 'g2' },
      exam: {
        _id: 'x1',
        subject: 'Written exam',
        examBegin: stamp,
        score: 6.5,
        level: 'B1.7',
        levelValue: 3,
      },
      elearning: {
        completedModules: 2,
        totalModules: 3,
        quizAverage: 80,
        seconds: 12600,
        hours: 3.5,
      },
    },
    {
      _id: 's2',
      name: 'Adam',
      firstname: 'Ben',
      email: 'adam@x.example',
      groups: [],
      placement: null,
      end: null,
      exam: null,
      elearning: { completedModules: 0, totalModules: 0, quizAverage: null, seconds: 0, hours: 0 },
    },
  ],
  summary: {
    learners: 2,
    tested: 1,
    endTested: 1,
    placementLevels: [0, 0, 0, 1, 0, 0, 0],
    endLevels: [0, 0, 0, 0, 1, 0, 0],
    progress: { compared: 1, up: 1, same: 0, down: 0 },
    skills: [
      { skill: 'listening', middle: 6, end: 6.5 },
      { skill: 'reading', middle: 5.5, end: null },
      { skill: 'speaking', middle: null, end: null },
      { skill: 'writing', middle: null, end: null },
      { skill: 'grammar', middle: null, end: null },
    ],
  },
};

const renderWith = (methods: Partial<CompanyResultsMethods>, ui: React.ReactElement) =>
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), ...methods } as unknown as DataProvider}
      authProvider={authAs(true)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );

describe("a client's results", () => {
  it('charts placement against end-test levels with a table of the counts, and links the merged results', async () => {
    renderWith({ companyResults: vi.fn(async () => results) }, <ResultsTab id="c1" />);
    const summary =
      '2 learners: 1 with a placement level, 1 with an end test. Bars: the learners at each level, by their latest placement test and by their latest end test. Learners with both: 1. At the end test, above their placement level: 1; at it: 0; below it: 0.';
    expect(await screen.findByRole('img', { name: summary })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Placement level vs end-test level' });
    const b1 = within(table).getByRole('rowheader', { name: 'B1' }).closest('tr') as HTMLElement;
    expect(
      within(b1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0']);
    const b2 = within(table).getByRole('rowheader', { name: 'B2' }).closest('tr') as HTMLElement;
    expect(
      within(b2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '1']);
    // Scores per skill: the chart's table, a dash where no test is graded.
    const skills = screen.getByRole('table', { name: 'Scores per skill' });
    const listening = within(skills).getByRole('rowheader', { name: 'Listening' }).closest('tr');
    expect(
      within(listening as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '6.5']);
    const reading = within(skills).getByRole('rowheader', { name: 'Reading' }).closest('tr');
    expect(
      within(reading as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5.5', '–']);
    expect(screen.getByRole('link', { name: 'Merged results' }).getAttribute('href')).toMatch(
      /\/company\/results\/c1\/mergedresults$/,
    );
  });

  it('merges each learner in one row and downloads the xlsx', async () => {
    const exportMergedResults = vi.fn(async () => new Blob(['xlsx']));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    renderWith(
      { companyResults: vi.fn(async () => results), exportMergedResults },
      <CompanyMergedResults id="c1" />,
    );
    const region = await screen.findByRole('region', { name: 'Merged results of the learners' });
    const row = within(region)
      .getByRole('rowheader', { name: 'ZOE Élise' })
      .closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('B1')).toBeInTheDocument();
    expect(cells.getByText('Nurses: B1.2')).toBeInTheDocument();
    expect(cells.getByText('Doctors: B2.0')).toBeInTheDocument();
    expect(cells.getByText('B1.7')).toBeInTheDocument();
    expect(cells.getByText(/^6\.5 \/ 10 · /)).toBeInTheDocument();
    expect(cells.getByText('2 / 3')).toBeInTheDocument();
    expect(cells.getByText('80 %')).toBeInTheDocument();
    expect(cells.getByText('3.5 h')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(exportMergedResults).toHaveBeenCalledWith('c1'));
  });
});
