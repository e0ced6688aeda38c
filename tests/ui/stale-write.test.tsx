import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { CompanyData } from '../../domain/entities/company-panel';
import companies from '../../resources/companies';
import { CompanyPage } from '../../resources/companies/CompanyPage';
import { GroupPage } from '../../resources/groups/GroupPage';
import { defineResource, type ResourceDefinition } from '../../src/meta';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

/** The 409 of a write guarded by updatedAt, as the server answers it in English. */
const stale = () =>
  Object.assign(new Error('stale'), {
    status: 409,
    body: { message: 'This record was changed by someone else meanwhile; reload it and try again' },
  });

/**
 * The one reaction to a stale save: the alert, what was typed still in the field, nothing read
 * before Reload; Reload reads the record again and only then shows the saved value.
 */
const expectStaleSave = async (
  field: () => HTMLElement,
  typed: string,
  saved: string,
  reads: Mock,
) => {
  expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
  expect(field()).toHaveValue(typed);
  const before = reads.mock.calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(reads.mock.calls.length).toBeGreaterThan(before));
  await waitFor(() => expect(field()).toHaveValue(saved));
  expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
};

describe('a save that finds its record changed elsewhere', () => {
  it('on a panel tab (administrative data)', async () => {
    const COMPANY = '7a1b0000-0000-4000-8000-0000000000c1';
    const panel = (updatedAt: string): CompanyData => ({
      _id: COMPANY,
      adminData: {
        denomination: 'ACME Santé',
        address: '1 rue de la Gare, Luxembourg',
        phone: '+352 1234',
        siret: 12345678901234,
        type: 'IFSI',
        billingContact: {
          name: 'Martin',
          firstname: 'Claire',
          address: '1 rue de la Gare',
          phone: '+352 5678',
          email: 'claire@acme.lu',
        },
      },
      pedagogicData: [],
      semesters: [],
      criteria: { attendance: null, elearning: null, exam: null },
      examConcerned: { examType: null, semesters: [] },
      exams: [],
      updatedAt,
    });
    // The panel as saved elsewhere once the write was refused; as first read before.
    let refused = false;
    const getCompanyData = vi.fn(async () =>
      panel(refused ? '2026-01-03T10:00:00.000Z' : '2026-01-02T10:00:00.000Z'),
    );
    const putCompanyData = vi.fn(async () => {
      refused = true;
      throw stale();
    });
    const dataProvider = {
      ...testDataProvider({
        getOne: vi.fn(async () => ({
          data: { id: COMPANY, name: 'ACME', country: 'LU', type: 'Client', languageArea: 2 },
        })) as DataProvider['getOne'],
        getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
        getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
      }),
      getCompanyData,
      putCompanyData,
      examSubjects: vi.fn(async () => []),
      companyExams: vi.fn(async () => []),
    };
    render(
      renderableAdmin({
        path: `/company/infos/${COMPANY}/`,
        dataProvider,
        resources: [companies],
        routes: [{ path: '/company/infos/:id', element: <CompanyPage /> }],
      }),
    );
    const region = await screen.findByRole('region', { name: 'Administration panel' });
    const denomination = () => within(region).getByLabelText(/^Denomination/);
    await waitFor(() => expect(denomination()).toHaveValue('ACME Santé'));
    fireEvent.change(denomination(), { target: { value: 'ACME Soins' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await expectStaleSave(denomination, 'ACME Soins', 'ACME Santé', getCompanyData);
  });

  it('on a group tab (Basic)', async () => {
    const GROUP = '7a1b0000-0000-4000-8000-0000000000g1';
    const LANGUAGE = '7a1b0000-0000-4000-8000-0000000000l1';
    const TEACHER = '7a1b0000-0000-4000-8000-0000000000t1';
    const group = {
      id: GROUP,
      _id: GROUP,
      companyId: '7a1b0000-0000-4000-8000-0000000000c1',
      companyName: 'ACME',
      name: 'Nurses B1',
      type: 'EW',
      level: 3,
      language: LANGUAGE,
      idTeachers: [{ _id: TEACHER, name: 'DURAND', firstname: 'Alice' }],
      typeoftraining: ['group'],
      typeoflanguage: 'professional',
      duration: 20,
      beginDate: '2026-09-14',
      endDate: '2026-12-18',
      atCompany: true,
      middleTest: false,
      endTest: true,
      typeofexam: null,
      objectives: [{ _id: 'o1', name: 'Talk to patients' }],
      resources: [],
      writerComment: '',
      listIdUsers: [],
      courses: [],
      formationContent: [],
      semester: 2,
      createdAt: '2026-09-01T10:00:00.000Z',
      updatedAt: '2026-09-01T10:00:00.000Z',
    };
    const getOne = vi.fn(async () => ({ data: group }));
    const dataProvider = {
      ...testDataProvider({
        getOne: getOne as unknown as DataProvider['getOne'],
        getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
        getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
        update: vi.fn().mockRejectedValue(stale()) as unknown as DataProvider['update'],
      }),
      objectiveSuggestions: vi.fn(async () => []),
    };
    render(
      renderableAdmin({
        path: `/company/groups/${GROUP}/edit/basic`,
        dataProvider,
        resources: [],
        routes: [{ path: '/company/groups/:id/edit/:tab', element: <GroupPage /> }],
      }),
    );
    const name = () => screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name()).toHaveValue('Nurses B1'));
    fireEvent.change(name(), { target: { value: 'Nurses B1 late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectStaleSave(name, 'Nurses B1 late', 'Nurses B1', getOne);
  });

  it('on a generated edit form', async () => {
    const things: ResourceDefinition = {
      name: 'things',
      path: '/things',
      area: 'students',
      recordRepresentation: 'title',
      fields: [
        { source: 'title', type: 'text', views: ['list', 'create', 'edit'], labelKey: 'Title' },
      ],
    };
    const getOne = vi.fn(async () => ({
      data: { id: 1, title: 'First thing', updatedAt: '2026-01-01T10:00:00.000Z' },
    }));
    const dataProvider = testDataProvider({
      getOne: getOne as unknown as DataProvider['getOne'],
      getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
      update: vi.fn().mockRejectedValue(stale()) as unknown as DataProvider['update'],
    });
    render(
      renderableAdmin({ resources: [defineResource(things)], dataProvider, path: '/things/1' }),
    );
    const title = () => screen.getByLabelText('Title');
    await waitFor(() => expect(title()).toHaveValue('First thing'));
    fireEvent.change(title(), { target: { value: 'Renamed thing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectStaleSave(title, 'Renamed thing', 'First thing', getOne);
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });
});
