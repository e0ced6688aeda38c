import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import examSubjects from '../../resources/exam-subjects';
import questionPools from '../../resources/question-pools';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const pool = { id: 'p1', name: 'Quick level check' };

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async () => ({ data: [pool], total: 1 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [pool] })) as DataProvider['getMany'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 'new1' },
    })) as DataProvider['create'],
  });

const renderCreate = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/examSubjects/create',
      dataProvider,
      resources: [examSubjects, questionPools],
    }),
  );

const choose = async (name: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('exam subjects', () => {
  it('asks an automatic quiz subject for its pool, and refuses to save without one', async () => {
    const dataProvider = fakeProvider();
    renderCreate(dataProvider);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'TOEIC — Quiz 4');
    await choose(/^Exam type/, 'TOEIC');
    await choose(/^Modality/, 'On the platform');
    expect(screen.queryByRole('combobox', { name: /^Question pool/ })).not.toBeInTheDocument();
    await choose(/^Modality/, 'Automated quiz');
    expect(await screen.findByRole('combobox', { name: /^Question pool/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An automatic quiz subject needs a question pool'),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('combobox', { name: /^Question pool/ }), 'Quick');
    await userEvent.click(await screen.findByRole('option', { name: 'Quick level check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toMatchObject({
      name: 'TOEIC — Quiz 4',
      examType: 'toeic',
      modality: 'Quiz automatisé',
      pool: 'p1',
    });
  });
});
