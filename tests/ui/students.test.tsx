import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import students from '../../resources/students';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const rows = [
  {
    id: '0b6f3a52-1c1e-4c38-9d0a-2f7b5c1a0001',
    name: 'Dupont',
    firstname: 'José',
    email: 'jose@example.lu',
    level: 2,
    createdAt: '2024-03-05T10:00:00.000Z',
  },
  {
    id: '0b6f3a52-1c1e-4c38-9d0a-2f7b5c1a0002',
    name: 'Schmit',
    firstname: 'Anne',
    email: 'anne@example.lu',
    level: 5,
    createdAt: '2024-04-01T10:00:00.000Z',
  },
];

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'languages'
        ? { data: [{ id: 'l1', name: 'English' }], total: 1 }
        : { data: rows, total: rows.length },
    ) as DataProvider['getList'],
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
      data: rows.find((r) => r.id === id),
    })) as DataProvider['getOne'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...data, id: 'new' },
    })) as DataProvider['create'],
  });

describe('students', () => {
  it('lists the students of the dataProvider, 10 a page, sorted by name', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [students], dataProvider, path: '/students' }));
    expect(await screen.findByText('Dupont')).toBeInTheDocument();
    expect(screen.getByText('anne@example.lu')).toBeInTheDocument();
    expect(screen.getByText('A2')).toBeInTheDocument();
    expect(screen.getByText('C1')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'students',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
      }),
    );
  });

  it('pre-fills the search from /students/<search>', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [students], dataProvider, path: '/students/dupont' }));
    expect(await screen.findByDisplayValue('dupont')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'students',
      expect.objectContaining({ filter: { q: 'dupont' } }),
    );
  });

  it('keeps /students/<id> as the edit page', async () => {
    render(
      renderableAdmin({
        resources: [students],
        dataProvider: fakeProvider(),
        path: `/students/${rows[1].id}`,
      }),
    );
    expect(await screen.findByDisplayValue('Schmit')).toBeInTheDocument();
    expect(screen.getByDisplayValue('anne@example.lu')).toBeInTheDocument();
  });

  it('refuses a bad e-mail on the create page with "Invalid email adress"', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [students], dataProvider, path: '/students/create' }));
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Dupont' } });
    fireEvent.change(screen.getByLabelText('First name *'), { target: { value: 'Jean' } });
    fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'jean@nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email adress')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates a student and says "{title} created with success"', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ resources: [students], dataProvider, path: '/students/create' }));
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Dupont' } });
    fireEvent.change(screen.getByLabelText('First name *'), { target: { value: 'Jean' } });
    fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'jean@example.lu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('DUPONT Jean created with success')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'students',
      expect.objectContaining({
        data: expect.objectContaining({ name: 'Dupont', email: 'jean@example.lu' }),
      }),
    );
  });

  it('clones a student: the create form opens prefilled, and saving posts the copy', async () => {
    const dataProvider = fakeProvider();
    render(
      renderableAdmin({
        resources: [students],
        dataProvider,
        path: `/students/${rows[1].id}`,
      }),
    );
    expect(await screen.findByDisplayValue('Schmit')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('link', { name: 'Clone' }));
    expect(await screen.findByText('Create Student')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Schmit')).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveValue('Anne');
    fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'anne2@example.lu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SCHMIT Anne created with success')).toBeInTheDocument();
    const { data } = vi.mocked(dataProvider.create).mock.calls[0][1];
    expect(data).toMatchObject({ name: 'Schmit', level: 5, email: 'anne2@example.lu' });
    expect(data).not.toHaveProperty('id');
  });
});
