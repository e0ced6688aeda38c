import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the forms load the pickers lazily, which on a busy machine outlasts findBy's wait.
import '../../src/meta/DatePickerInput';
import semesters from '../../resources/semesters';
import { renderableAdmin, typeDate } from './meta-harness';

afterEach(cleanup);

const s3 = {
  id: 's3',
  value: 3,
  begin: '2026-09-01',
  end: '2027-01-31',
  schoolTypes: ['IFSI', 'Kinésithérapie'],
  examType: true,
  examModalities: ['Voie postale'],
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async () => ({ data: [s3], total: 1 })) as DataProvider['getList'],
    getOne: vi.fn(async () => ({ data: s3 })) as DataProvider['getOne'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...s3, ...data, id: 'new1' },
    })) as DataProvider['create'],
  });

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [semesters] }));

describe('semester catalogue', () => {
  it('lists a semester with its dates in the reader format and its school types and modalities', async () => {
    renderAt('/semesters', fakeProvider());
    expect(await screen.findByText('01/09/2026')).toBeInTheDocument();
    expect(screen.getByText('31/01/2027')).toBeInTheDocument();
    expect(screen.getByText('Kinésithérapie')).toBeInTheDocument();
    // The stored French label is shown in the reader's language.
    expect(screen.getByText('By post')).toBeInTheDocument();
  });

  it('refuses a start after the end with the rule message, then creates the semester', async () => {
    const dataProvider = fakeProvider();
    renderAt('/semesters/create', dataProvider);
    fireEvent.change(await screen.findByLabelText(/^Semester/), { target: { value: '4' } });
    await typeDate(/^Start/, '01/03/2027');
    await typeDate(/^End/, '01/02/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The start date must not be after the end date'),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await typeDate(/^End/, '31/08/2027');
    await userEvent.click(screen.getByRole('combobox', { name: /School types/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'IFAS' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toMatchObject({
      value: 4,
      begin: '2027-03-01',
      end: '2027-08-31',
      schoolTypes: ['IFAS'],
    });
  });

  it('refuses a semester value outside 0 to 10', async () => {
    const dataProvider = fakeProvider();
    renderAt('/semesters/create', dataProvider);
    fireEvent.change(await screen.findByLabelText(/^Semester/), { target: { value: '11' } });
    await typeDate(/^Start/, '01/03/2027');
    await typeDate(/^End/, '31/08/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
    expect(
      await within(form).findByText('The semester is a whole number from 0 to 10'),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
