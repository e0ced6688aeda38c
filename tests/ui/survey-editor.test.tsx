import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import surveys from '../../resources/surveys';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const L = (en: string) => ({ en, fr: `${en} FR`, de: `${en} DE` });

const answered = {
  id: 's1',
  kind: 'learner_end',
  name: 'End of training',
  active: true,
  answered: 3,
  questions: [
    { id: 'q1', kind: 'rating', text: L('Overall'), choices: [], required: true, alert: true },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [surveys] }));

describe('the questionnaire editor', () => {
  it('writes a question of one choice in the three languages, with its choices', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 'new' },
    }));
    renderAt('/surveys/create', testDataProvider({ create } as unknown as DataProvider));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Pace survey');
    await userEvent.click(screen.getByRole('combobox', { name: /^Sent to/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Learners, end of training' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(await screen.findByRole('combobox', { name: /^Kind of question/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'One choice' }));
    for (const [label, text] of [
      ['Question in English', 'Pace'],
      ['Question in French', 'Rythme'],
      ['Question in German', 'Tempo'],
    ])
      await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), text);
    for (const words of [
      ['Slow', 'Lent', 'Langsam'],
      ['Fast', 'Rapide', 'Schnell'],
    ]) {
      // The choices' Add comes before the questions' in the page.
      await userEvent.click(screen.getAllByRole('button', { name: 'Add' })[0]);
      const fields = ['Choice in English', 'Choice in French', 'Choice in German'].map((l) =>
        screen.getAllByLabelText(new RegExp(`^${l}`)).at(-1),
      );
      for (const [i, field] of fields.entries())
        await userEvent.type(field as HTMLElement, words[i]);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Pace survey',
      kind: 'learner_end',
      questions: [
        {
          kind: 'choice',
          text: { en: 'Pace', fr: 'Rythme', de: 'Tempo' },
          choices: [
            { label: { en: 'Slow', fr: 'Lent', de: 'Langsam' } },
            { label: { en: 'Fast', fr: 'Rapide', de: 'Schnell' } },
          ],
          alert: false,
        },
      ],
    });
  }, 30_000);

  it('locks what an answered questionnaire asks, and leaves its alert and name open', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...answered, ...data },
    }));
    renderAt(
      '/surveys/s1',
      testDataProvider({
        getOne: vi.fn(async () => ({ data: answered })),
        update,
      } as unknown as DataProvider),
    );
    expect(
      await screen.findByText(/This questionnaire has been answered 3 times/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Question in English/)).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('combobox', { name: /^Kind of question/ }));
    expect(screen.queryByRole('option', { name: 'Free text' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
    expect(update.mock.calls[0][1].data).toMatchObject({
      questions: [{ id: 'q1', text: L('Overall'), alert: false }],
    });
  }, 30_000);
});
