import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import questionPools from '../../resources/question-pools';
import questions from '../../resources/questions';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const english = { id: 'gb', name: 'English', initial: 'GB' };
const pool = {
  id: 'p1',
  name: 'Placement test',
  language: 'gb',
  rules: [
    {
      levelFrom: 1,
      levelTo: 5,
      skills: ['reading', 'grammar'],
      types: ['single', 'gap'],
      count: 4,
    },
  ],
  size: 40,
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};
const question = (id: string, level: number, skill: string, text: string) => ({
  id,
  _id: id,
  type: 'single',
  skill,
  level,
  language: 'gb',
  prompt: `<p>${text}</p>`,
  choices: [],
  gaps: [],
  guide: null,
  version: 1,
  archivedAt: null,
  createdAt: pool.createdAt,
  updatedAt: pool.updatedAt,
});

const fakeProvider = () => {
  const base = testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'languages' ? { data: [english], total: 1 } : { data: [pool], total: 1 },
    ) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [english] })) as DataProvider['getMany'],
    getOne: vi.fn(async () => ({ data: pool })) as DataProvider['getOne'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...pool, ...data, id: 'new1' },
    })) as DataProvider['create'],
  });
  return Object.assign(base, {
    drawPool: vi.fn(async () => ({
      questions: [
        question('q1', 1, 'reading', 'Read the <strong>sign</strong> &amp; answer'),
        question('q2', 1, 'grammar', 'Choose the verb'),
      ],
      shortfalls: [{ level: 2, skill: 'grammar', wanted: 4, found: 1 }],
    })),
  });
};

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [questionPools, questions] }));

describe('question pools', () => {
  it('shows its rules as sentences, and a preview draw from the server with what the bank lacked', async () => {
    const dataProvider = fakeProvider();
    renderAt('/qpools/p1/show', dataProvider);
    expect(
      await screen.findByText(
        '4 per level and skill, A1 to C1: Reading, Grammar (Single choice, Gap fill)',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.drawPool).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Draw a preview' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 questions drawn');
    expect(dataProvider.drawPool).toHaveBeenCalledWith('p1');
    const table = screen.getByRole('table', {
      name: 'The questions drawn, in the order of the test',
    });
    const link = within(table).getByRole('link', { name: 'Read the sign & answer' });
    expect(link).toHaveAttribute('href', '/questions/q1/show');
    expect(within(table).getAllByText('A1')).toHaveLength(2);
    expect(screen.getByText('A2 Grammar: 1 of 4')).toBeInTheDocument();
    // Each click draws again on the server.
    await userEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    await waitFor(() => expect(dataProvider.drawPool).toHaveBeenCalledTimes(2));
  });

  it('creates a pool with a rule: its levels, count, skills ticked and the automatic types by default', async () => {
    const dataProvider = fakeProvider();
    renderAt('/qpools/create', dataProvider);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Medical quiz');
    await userEvent.click(screen.getByRole('combobox', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vocabulary' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^From level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'B1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toEqual({
      name: 'Medical quiz',
      language: 'gb',
      rules: [
        {
          levelFrom: 3,
          levelTo: 5,
          count: 4,
          skills: ['vocabulary'],
          types: ['single', 'multiple', 'gap'],
        },
      ],
    });
  });

  it('refuses a rule whose first level comes after its last, and sends nothing', async () => {
    const dataProvider = fakeProvider();
    renderAt('/qpools/create', dataProvider);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Upside down');
    await userEvent.click(screen.getByRole('combobox', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reading' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^From level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'C2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('In each rule, the first level comes before or is the last one'),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
