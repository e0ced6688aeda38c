import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the form loads the editor lazily, which on a busy machine outlasts findBy's wait.
import '../../src/components/RichTextEditor';
import questions from '../../resources/questions';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const english = { id: 'gb', name: 'English', initial: 'GB' };
const single = {
  id: 'q1',
  type: 'single',
  skill: 'grammar',
  level: 3,
  language: 'gb',
  prompt:
    '<p>She <strong>has lived</strong> in Paris &amp; Lyon since 2019, and before that she spent several years abroad.</p>',
  choices: [
    { id: 'a', text: 'has lived', correct: true },
    { id: 'b', text: 'lives', correct: false },
  ],
  gaps: [],
  guide: null,
  version: 1,
  archivedAt: null,
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};
const gapFill = {
  ...single,
  id: 'q2',
  type: 'gap',
  skill: 'vocabulary',
  level: 1,
  prompt: '<p>Yesterday I [[1]] to the cinema and [[2]] a film.</p>',
  choices: [],
  gaps: [{ answers: ['went'] }, { answers: ['saw', 'watched'] }],
};

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'languages'
        ? { data: [english], total: 1 }
        : { data: [single, gapFill], total: 2 },
    ) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [english] })) as DataProvider['getMany'],
    getOne: vi.fn(async (_r: string, { id }: { id: unknown }) => ({
      data: [single, gapFill].find((q) => q.id === id),
    })) as DataProvider['getOne'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...single, ...data, id: 'new1' },
    })) as DataProvider['create'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...gapFill, ...data },
    })) as DataProvider['update'],
  });

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [questions] }));

/** The create form prefilled as react-admin's clone prefills it (?source=), here with a prompt. */
const createWith = (record: Record<string, unknown>) =>
  `/questions/create?source=${encodeURIComponent(JSON.stringify(record))}`;

/** MUI selects open a listbox: pick the option by its name. */
async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the question bank', () => {
  it('lists each question by a plain-text excerpt of its prompt, with its type, skill and level', async () => {
    renderAt('/questions', fakeProvider());
    const excerpt = await screen.findByText(/^She has lived in Paris & Lyon since 2019/);
    // Markup and entities gone, cut at 80 characters with an ellipsis.
    expect(excerpt.textContent).toHaveLength(80);
    expect(excerpt.textContent?.endsWith('…')).toBe(true);
    const row = excerpt.closest('tr') as HTMLElement;
    expect(within(row).getByText('B1')).toBeInTheDocument();
    expect(within(row).getByText('Single choice')).toBeInTheDocument();
    expect(within(row).getByText('Grammar')).toBeInTheDocument();
    expect(await within(row).findByText('English')).toBeInTheDocument();
    const gapRow = screen
      .getByText('Yesterday I [[1]] to the cinema and [[2]] a film.')
      .closest('tr');
    expect(within(gapRow as HTMLElement).getByText('A1')).toBeInTheDocument();
    expect(within(gapRow as HTMLElement).getByText('Vocabulary')).toBeInTheDocument();
  });

  it("shows one answer key, the type's own: the gaps of a gap fill, no empty choices", async () => {
    renderAt('/questions/q2/show', fakeProvider());
    expect(await screen.findByText('Answer key')).toBeInTheDocument();
    expect(await screen.findByText('saw / watched')).toBeInTheDocument();
    expect(screen.getByText('went')).toBeInTheDocument();
    expect(screen.queryByText('Choices')).toBeNull();
    expect(screen.queryByText('Gaps')).toBeNull();
    expect(screen.queryByText('Grading guide')).toBeNull();
  });

  it('shows choices for a single choice question, gaps for a gap fill, a guide for free text', async () => {
    renderAt('/questions/create', fakeProvider());
    // A new question is single choice, with two blank choices.
    expect(await screen.findAllByLabelText(/^Choice/)).toHaveLength(2);
    expect(screen.getAllByLabelText('Correct')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Grading guide/)).not.toBeInTheDocument();

    await pick(screen.getByRole('combobox', { name: /^Type/ }), 'Free text');
    expect(screen.queryByLabelText(/^Choice/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Correct')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Grading guide/)).toBeInTheDocument();

    await pick(screen.getByRole('combobox', { name: /^Type/ }), 'Gap fill');
    expect(screen.getByLabelText(/^Accepted answers/)).toBeInTheDocument();
    expect(
      screen.getByText(/Write each gap in the text as \[\[1\]\], \[\[2\]\]/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Grading guide/)).not.toBeInTheDocument();
  });

  it('creates a single choice question: its choices with their correct flags, no gaps, no guide', async () => {
    const dataProvider = fakeProvider();
    renderAt(
      createWith({ prompt: '<p>Pick the past participle of <em>go</em>.</p>' }),
      dataProvider,
    );
    const choices = await screen.findAllByLabelText(/^Choice/);
    fireEvent.change(choices[0], { target: { value: 'went' } });
    fireEvent.change(choices[1], { target: { value: ' gone ' } });
    await userEvent.click(screen.getAllByLabelText('Correct')[1]);
    await pick(screen.getByRole('combobox', { name: /^Skill/ }), 'Grammar');
    await pick(screen.getByRole('combobox', { name: /^Level/ }), 'A2');
    await userEvent.click(screen.getByRole('combobox', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toEqual({
      type: 'single',
      skill: 'grammar',
      level: 2,
      language: 'gb',
      prompt: '<p>Pick the past participle of <em>go</em>.</p>',
      choices: [
        { text: 'went', correct: false },
        { text: 'gone', correct: true },
      ],
      gaps: [],
      guide: null,
    });
  });

  it('saves a gap fill with each gap\'s answers split on "|", and no choices', async () => {
    const dataProvider = fakeProvider();
    renderAt('/questions/q2', dataProvider);
    const answers = await screen.findAllByLabelText(/^Accepted answers/);
    expect(answers.map((input) => (input as HTMLInputElement).value)).toEqual([
      'went',
      'saw|watched',
    ]);
    fireEvent.change(answers[1], { target: { value: 'saw| watched |viewed|' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toMatchObject({
      type: 'gap',
      prompt: gapFill.prompt,
      gaps: [{ answers: ['went'] }, { answers: ['saw', 'watched', 'viewed'] }],
      choices: [],
      guide: null,
      updatedAt: gapFill.updatedAt,
    });
  });
});
