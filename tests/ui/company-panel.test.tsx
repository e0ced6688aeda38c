import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyData } from '../../domain/entities/company-panel';
import companies from '../../resources/companies';
import { CompanyPage } from '../../resources/companies/CompanyPage';
import { authAs, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const COMPANY = '7a1b0000-0000-4000-8000-0000000000c1';
const acme = {
  id: COMPANY,
  name: 'ACME',
  country: 'LU',
  type: 'Client',
  languageArea: 2,
  referent: null,
  referentName: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  archivedAt: null,
};

const emptyPanel: CompanyData = {
  _id: COMPANY,
  adminData: null,
  pedagogicData: [],
  semesters: [],
  criteria: { attendance: null, elearning: null, exam: null },
  examConcerned: { examType: null, semesters: [] },
  exams: [],
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const adminData = {
  denomination: 'ACME Santé',
  address: '1 rue de la Gare, Luxembourg',
  phone: '+352 1234',
  siret: 12345678901234,
  type: 'IFSI' as const,
  billingContact: {
    name: 'Martin',
    firstname: 'Claire',
    address: '1 rue de la Gare',
    phone: '+352 5678',
    email: 'claire@acme.lu',
  },
};

const referent = {
  _id: '7a1b0000-0000-4000-8000-0000000000r1',
  name: 'DUPONT',
  firstname: 'Jean',
  phone: '0102',
  email: 'jean@acme.lu',
};

const savedPanel = (over: Partial<CompanyData> = {}): CompanyData => ({
  ...emptyPanel,
  adminData,
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

const fakeProvider = (
  panel: CompanyData,
  answer?: (body: Record<string, unknown>) => CompanyData,
) => {
  const base = testDataProvider({
    getOne: vi.fn(async () => ({ data: acme })) as DataProvider['getOne'],
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
  });
  return {
    ...base,
    getCompanyData: vi.fn(async () => panel),
    putCompanyData: vi.fn(
      async (_section: string, _id: string, body: Record<string, unknown>) =>
        answer?.(body) ?? { ...panel, updatedAt: '2026-02-01T10:00:00.000Z' },
    ),
    downloadPdf: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    examSubjects: vi.fn(async () => []),
    companyExams: vi.fn(async () => []),
  };
};

const renderAt = (
  path: string,
  dataProvider: DataProvider,
  authProvider: AuthProvider = authAs(true),
) =>
  render(
    renderableAdmin({
      path,
      dataProvider,
      authProvider,
      resources: [companies],
      routes: [{ path: '/company/infos/:id', element: <CompanyPage /> }],
    }),
  );

/** The panel's section (the client's record form sits above it with its own Save). */
const panelSection = async () =>
  screen.findByRole('region', { name: 'Administration panel' }, { timeout: 5000 });

describe('company administration panel', () => {
  it('keeps the other tabs disabled until a school type is saved, checks the SIRET, then locks the type', async () => {
    const dataProvider = fakeProvider(emptyPanel, (body) => ({
      ...emptyPanel,
      adminData: body.adminData as CompanyData['adminData'],
      updatedAt: '2026-02-01T10:00:00.000Z',
    }));
    renderAt(`/company/infos/${COMPANY}/`, dataProvider);
    const panel = await panelSection();
    const tab = (name: string) => within(panel).getByRole('tab', { name });
    await within(panel).findByRole('tab', { name: 'Administrative data' });
    for (const name of ['Pedagogic data', 'Semesters', 'Exams', 'Criteria']) {
      expect(tab(name)).toBeDisabled();
      expect(tab(name)).not.toHaveAttribute('href');
    }
    expect(tab('Administrative data')).toHaveAttribute(
      'href',
      expect.stringContaining('?panel=admin'),
    );

    const field = (name: RegExp) => within(panel).getAllByLabelText(name)[0];
    fireEvent.change(field(/^Denomination/), { target: { value: 'ACME Santé' } });
    fireEvent.change(field(/^Address/), { target: { value: '1 rue de la Gare' } });
    fireEvent.change(field(/^Phone/), { target: { value: '+352 1234' } });
    fireEvent.change(field(/^SIRET/), { target: { value: '1234' } });
    expect(within(panel).getByText('The SIRET must have 14 digits')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Incorrect SIRET')).toBeInTheDocument();
    expect(within(panel).getAllByText('Missing value(s)').length).toBeGreaterThan(0);
    expect(dataProvider.putCompanyData).not.toHaveBeenCalled();

    fireEvent.change(field(/^SIRET/), { target: { value: '12345678901234' } });
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: /School type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'IFSI' }));
    const contact = within(within(panel).getByRole('group', { name: 'Billing contact' }));
    const values: [RegExp, string][] = [
      [/^Name/, 'Martin'],
      [/^First name/, 'Claire'],
      [/^Address/, '1 rue de la Gare'],
      [/^Phone/, '+352 5678'],
      [/^E-mail/, 'claire@acme.lu'],
    ];
    for (const [name, value] of values) {
      fireEvent.change(contact.getByLabelText(name), { target: { value } });
    }
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dataProvider.putCompanyData).toHaveBeenCalledTimes(1));
    const [section, id, body] = dataProvider.putCompanyData.mock.calls[0];
    expect(section).toBe('admin');
    expect(id).toBe(COMPANY);
    expect(body).toEqual({
      adminData: {
        ...adminData,
        denomination: 'ACME Santé',
        address: '1 rue de la Gare',
      },
      updatedAt: emptyPanel.updatedAt,
    });
    expect(typeof (body.adminData as { siret: unknown }).siret).toBe('number');
    expect(await screen.findByText('Administrative data saved')).toBeInTheDocument();
    await waitFor(() => expect(tab('Criteria')).not.toBeDisabled());
    expect(tab('Criteria')).toHaveAttribute('href', expect.stringContaining('?panel=criteria'));
    expect(within(panel).getByRole('combobox', { name: /School type/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }, 60_000);

  it('disables the school type select of a saved panel, and names the failure of a stale write', async () => {
    const dataProvider = fakeProvider(savedPanel());
    dataProvider.putCompanyData.mockRejectedValueOnce(
      Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      }),
    );
    renderAt(`/company/infos/${COMPANY}/`, dataProvider);
    const panel = await panelSection();
    const select = await within(panel).findByRole('combobox', { name: /School type/ });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).getByText('Locked once saved')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('This record changed elsewhere')).toBeInTheDocument();
    const calls = dataProvider.getCompanyData.mock.calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(dataProvider.getCompanyData.mock.calls.length).toBeGreaterThan(calls),
    );
  });

  it('sends the whole list of referents when one is added, with the name in upper case', async () => {
    const dataProvider = fakeProvider(savedPanel({ pedagogicData: [referent] }));
    renderAt(`/company/infos/${COMPANY}/?panel=pedagogic`, dataProvider);
    const panel = await panelSection();
    expect(await within(panel).findByText('DUPONT')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pedagogic contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Missing value(s)')).toHaveLength(4);
    expect(dataProvider.putCompanyData).not.toHaveBeenCalled();

    const input = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(input(/^Name/), { target: { value: 'Durand' } });
    fireEvent.change(input(/^First name/), { target: { value: 'Léa' } });
    fireEvent.change(input(/^Phone/), { target: { value: '0607' } });
    fireEvent.change(input(/^E-mail/), { target: { value: 'lea@acme.lu' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dataProvider.putCompanyData).toHaveBeenCalledTimes(1));
    expect(dataProvider.putCompanyData.mock.calls[0]).toEqual([
      'pedagogic',
      COMPANY,
      {
        pedagogicData: [
          referent,
          { name: 'DURAND', firstname: 'Léa', phone: '0607', email: 'lea@acme.lu' },
        ],
        updatedAt: '2026-01-02T10:00:00.000Z',
      },
    ]);
    expect(await screen.findByText('Pedagogic data saved')).toBeInTheDocument();
  });

  it('removes a referent after confirmation, sending the list without it', async () => {
    const dataProvider = fakeProvider(savedPanel({ pedagogicData: [referent] }));
    renderAt(`/company/infos/${COMPANY}/?panel=pedagogic`, dataProvider);
    const panel = await panelSection();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove DUPONT Jean' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Remove the pedagogic contact DUPONT Jean?'),
    ).toBeInTheDocument();
    expect(dataProvider.putCompanyData).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(dataProvider.putCompanyData).toHaveBeenCalledWith('pedagogic', COMPANY, {
        pedagogicData: [],
        updatedAt: '2026-01-02T10:00:00.000Z',
      }),
    );
  });

  it('shows a Teacher the panel with no Save, Add, Edit or Remove', async () => {
    const dataProvider = fakeProvider(savedPanel({ pedagogicData: [referent] }));
    renderAt(`/company/infos/${COMPANY}/?panel=pedagogic`, dataProvider, authAs(false));
    const panel = await panelSection();
    expect(await within(panel).findByText('DUPONT')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add a contact' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Remove|Edit/ })).toBeNull();
    await userEvent.click(within(panel).getByRole('tab', { name: 'Administrative data' }));
    expect(await within(panel).findByDisplayValue('ACME Santé')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(panel).getByRole('tab', { name: 'Criteria' }));
    expect(await within(panel).findByText('Attendance')).toBeInTheDocument();
    expect(within(panel).queryByRole('radio')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers attendance and e-learning only, under Validation conditions, for IFAS', async () => {
    const dataProvider = fakeProvider(
      savedPanel({
        adminData: { ...adminData, type: 'IFAS' },
        criteria: { attendance: '80', elearning: null, exam: null },
      }),
    );
    renderAt(`/company/infos/${COMPANY}/?panel=criteria`, dataProvider);
    const panel = await panelSection();
    expect(
      await within(panel).findByRole('heading', { name: 'Validation conditions' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/IFAS school type ends with no exam/)).toBeInTheDocument();
    expect(within(panel).queryByText('Exam grade')).toBeNull();
    const elearning = within(panel).getByRole('radiogroup', { name: 'E-learning completion' });
    expect(
      within(within(panel).getByRole('radiogroup', { name: 'Attendance' })).getByRole('radio', {
        name: '80%',
      }),
    ).toBeChecked();
    await userEvent.click(within(elearning).getByRole('radio', { name: '100%' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.putCompanyData).toHaveBeenCalledWith('criterias', COMPANY, {
        criteria: { attendance: '80', elearning: '100', exam: null },
        updatedAt: '2026-01-02T10:00:00.000Z',
      }),
    );
  });

  it('shows the three criteria with their four choices for another school type', async () => {
    renderAt(`/company/infos/${COMPANY}/?panel=criteria`, fakeProvider(savedPanel()));
    const panel = await panelSection();
    expect(await within(panel).findByRole('heading', { name: 'Criteria' })).toBeInTheDocument();
    for (const name of ['Attendance', 'E-learning completion', 'Exam grade']) {
      const group = within(panel).getByRole('radiogroup', { name });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Not concerned', '50%', '80%', '100%']);
    }
  });

  it('downloads the panel as a PDF', async () => {
    const dataProvider = fakeProvider(savedPanel());
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderAt(`/company/infos/${COMPANY}/`, dataProvider);
    const panel = await panelSection();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(dataProvider.downloadPdf).toHaveBeenCalledWith(`/export/pdf/company/${COMPANY}`),
    );
  });
});
