import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleProgressMethods } from '../../dataProvider/module-progress';
import type { ProgressRow, UserProgress } from '../../domain/entities/module-progress';
import modules from '../../resources/modules';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const stamp = '2026-08-01T10:00:00.000Z';
const MODULE = {
  id: 'm1',
  name: 'Greeting a patient',
  level: 1,
  tags: [],
  createdAt: stamp,
  updatedAt: stamp,
};
const row = (i: number, extra: Partial<ProgressRow> = {}): ProgressRow => ({
  _id: `m1.s${i}`,
  moduleId: 'm1',
  moduleName: MODULE.name,
  studentId: `s${i}`,
  name: `LEARNER${i}`,
  firstname: 'Ann',
  email: `l${i}@learner.example`,
  companyId: null,
  completedUnits: 0,
  totalUnits: 1,
  completedActivities: 1,
  totalActivities: 2,
  percentage: 50,
  scored: 0,
  averageScore: null,
  seconds: 0,
  lastActivityAt: null,
  ...extra,
});
const preview: UserProgress = {
  moduleId: 'm1',
  ownerId: 'me',
  preview: true,
  units: [
    {
      unitId: 'u1',
      title: 'Unit',
      completed: false,
      completedActivities: 1,
      activities: [
        {
          id: 'a1',
          title: 'A1',
          status: 'completed',
          score: null,
          totalSeconds: 5,
          updatedAt: stamp,
        },
        {
          id: 'a2',
          title: 'A2',
          status: 'not attempted',
          score: null,
          totalSeconds: 0,
          updatedAt: null,
        },
      ],
    },
  ],
  completedUnits: 0,
  totalUnits: 1,
  completedActivities: 1,
  totalActivities: 2,
  percentage: 50,
  seconds: 5,
  lastActivityAt: stamp,
};

const fakeProvider = (rows: ProgressRow[], extra: Partial<ModuleProgressMethods> = {}) => {
  const methods = {
    moduleProgress: vi.fn(async ({ page, perPage }: { page: number; perPage: number }) => ({
      data: rows.slice((page - 1) * perPage, page * perPage),
      total: rows.length,
    })),
    moduleUserProgress: vi.fn(async () => preview),
    sendModuleTest: vi.fn(async (_id: string, email: string) => ({
      sentTo: email,
      expiresAt: stamp,
    })),
    ...extra,
  };
  const provider = {
    ...testDataProvider({
      getOne: vi.fn(async () => ({ data: MODULE })) as DataProvider['getOne'],
      getList: vi.fn(async () => ({
        data: [{ id: 's1', name: 'LEARNER1', firstname: 'Ann', email: 'l1@learner.example' }],
        total: 1,
      })) as DataProvider['getList'],
    }),
    ...methods,
  };
  return { provider, methods };
};

const auth = { ...authAs(true), getIdentity: async () => ({ id: 'me', fullName: 'Me' }) };
const renderAt = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/modules/m1',
      dataProvider,
      resources: [modules],
      authProvider: auth,
    }),
  );

describe('module progress section', () => {
  it('shows the learners with units, activities, quiz and time, the preview line, and pages', async () => {
    const rows = [
      row(1, {
        completedUnits: 1,
        completedActivities: 2,
        percentage: 100,
        averageScore: 80,
        seconds: 3900,
        lastActivityAt: stamp,
      }),
      ...Array.from({ length: 11 }, (_, i) => row(i + 2)),
    ];
    const { provider, methods } = fakeProvider(rows);
    renderAt(provider as unknown as DataProvider);
    const region = await screen.findByRole('region', { name: 'Progress' });
    const table = await within(region).findByRole('table', { name: 'Learners' });
    const first = within(table)
      .getByRole('rowheader', { name: /LEARNER1 Ann/ })
      .closest('tr');
    expect(first).not.toBeNull();
    const cells = within(first as HTMLElement);
    expect(cells.getByText('1 of 1 units')).toBeInTheDocument();
    expect(cells.getByText('2 of 2 activities completed (100%)')).toBeInTheDocument();
    const bar = cells.getAllByTestId('progress-bar')[0];
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(cells.getByText('80%')).toBeInTheDocument();
    expect(cells.getByText('1 h 5 min')).toBeInTheDocument();
    expect(within(region).getByText(/1 of 2 activities completed \(50 %\)/)).toBeInTheDocument();
    expect(methods.moduleUserProgress).toHaveBeenCalledWith('me', 'm1');
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    await userEvent.click(within(region).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(methods.moduleProgress).toHaveBeenLastCalledWith(
        expect.objectContaining({ moduleId: 'm1', page: 2, perPage: 10 }),
      ),
    );
    expect(await within(region).findByText('LEARNER12 Ann')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Completion' }));
    await waitFor(() =>
      expect(methods.moduleProgress).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, sort: { field: 'percentage', order: 'DESC' } }),
      ),
    );
  });

  it('says when no learner has started the module', async () => {
    const { provider } = fakeProvider([], {
      moduleUserProgress: vi.fn(async () => ({
        ...preview,
        units: [],
        completedActivities: 0,
        totalActivities: 0,
      })),
    });
    renderAt(provider as unknown as DataProvider);
    const region = await screen.findByRole('region', { name: 'Progress' });
    expect(
      await within(region).findByText('No learner has started this module yet'),
    ).toBeInTheDocument();
    expect(
      await within(region).findByText(/You have not previewed this module yet/),
    ).toBeInTheDocument();
  });

  it('sends the module test: checks the e-mail, then notifies the success or the refusal', async () => {
    const refuse = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('No student has this e-mail address', 404, {
          message: 'No student has this e-mail address',
          errors: { email: 'No student has this e-mail address' },
        }),
      )
      .mockImplementation(async (_id: string, email: string) => ({
        sentTo: email,
        expiresAt: stamp,
      }));
    const { provider } = fakeProvider([row(1)], { sendModuleTest: refuse });
    renderAt(provider as unknown as DataProvider);
    const region = await screen.findByRole('region', { name: 'Progress' });
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Send the module test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send the module test by e-mail' });
    const send = within(dialog).getByRole('button', { name: 'Send' });

    await userEvent.click(send);
    expect(await within(dialog).findByText('Enter the e-mail address of a student')).toBeVisible();
    expect(refuse).not.toHaveBeenCalled();

    const email = within(dialog).getByRole('combobox', { name: /Student's e-mail/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(send);
    expect(await within(dialog).findByText(/invalid/i)).toBeVisible();
    expect(refuse).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@learner.example');
    await userEvent.click(send);
    await waitFor(() => expect(refuse).toHaveBeenCalledWith('m1', 'nobody@learner.example'));
    expect(
      await within(dialog).findByText('No student has this e-mail address', {
        selector: 'p',
      }),
    ).toBeVisible();

    await userEvent.clear(email);
    await userEvent.type(email, 'l1');
    await userEvent.click(await screen.findByRole('option', { name: /l1@learner.example/ }));
    expect(email).toHaveValue('l1@learner.example');
    await userEvent.click(send);
    expect(await screen.findByText('The test was sent to l1@learner.example')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
