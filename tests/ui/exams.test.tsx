import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import exams from '../../resources/exams';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const client = { id: 'c1', name: 'Hôpital Nord' };
const session = (id: string, values: Record<string, unknown>) => ({
  id,
  _id: id,
  company: 'c1',
  semester: 4,
  modality: 'Sur la plateforme',
  EWCorrect: false,
  examSubject: { _id: 's1', name: 'Listening paper B' },
  examBegin: '2026-10-05T07:00:00.000Z',
  examEnd: '2026-10-05T09:00:00.000Z',
  catchUp: null,
  status: {
    name: 'done',
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
  },
  examType: 'toeic',
  gradesExpectedAt: '2026-10-26T09:00:00.000Z',
  late: false,
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
  ...values,
});
const late = session('e1', { late: true });
const planned = session('e2', {
  examSubject: null,
  modality: 'Sur table',
  status: { name: null, createdAt: late.createdAt, updatedAt: late.updatedAt },
  catchUp: { begin: '2026-10-12T07:00:00.000Z', end: '2026-10-12T09:00:00.000Z' },
});

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async () => ({ data: [late, planned], total: 2 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [client] })) as DataProvider['getMany'],
  });

const Where = () => {
  const location = useLocation();
  return <p>{`At ${location.pathname}${location.search}`}</p>;
};

describe('exams list (/exams)', () => {
  it('lists the sessions newest first, marks late grades in words, and a row opens the client panel', async () => {
    const dataProvider = fakeProvider();
    render(
      renderableAdmin({
        path: '/exams',
        dataProvider,
        resources: [exams, { name: 'companies' }],
        routes: [{ path: '/company/infos/:id', element: <Where /> }],
      }),
    );
    const row = (await screen.findByText('Listening paper B')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText('TOEIC')).toBeInTheDocument();
    expect(within(row).getByText('On the platform')).toBeInTheDocument();
    expect(within(row).getByText('Held')).toBeInTheDocument();
    expect(await within(row).findByText('Hôpital Nord')).toBeInTheDocument();
    const other = screen.getByText('On paper').closest('tr') as HTMLElement;
    expect(within(other).getByText('Planned')).toBeInTheDocument();
    expect(within(other).queryByText('Late')).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'exams',
      expect.objectContaining({ sort: { field: 'examBegin', order: 'DESC' } }),
    );
    fireEvent.click(within(row).getByText('TOEIC'));
    expect(await screen.findByText('At /company/infos/c1/?panel=exams')).toBeInTheDocument();
  });
});

describe('exam session page (/exams/{id}/show)', () => {
  it('shows the session with its catch-up, grades expected and status', async () => {
    const dataProvider = Object.assign(fakeProvider(), {
      getOne: vi.fn(async () => ({ data: planned })) as DataProvider['getOne'],
    });
    render(
      renderableAdmin({
        path: '/exams/e2/show',
        dataProvider,
        resources: [exams, { name: 'companies' }],
      }),
    );
    expect(await screen.findByText('Catch-up end')).toBeInTheDocument();
    expect(screen.getByText('Planned')).toBeInTheDocument();
    expect(screen.getByText('On paper')).toBeInTheDocument();
    expect(screen.getByText('Grades expected')).toBeInTheDocument();
    expect(await screen.findByText('Hôpital Nord')).toBeInTheDocument();
  });
});
