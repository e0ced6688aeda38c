import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enGB } from 'date-fns/locale';
import {
  AdminContext,
  type DataProvider,
  memoryStore,
  Notification,
  testDataProvider,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyData, SemesterEntry } from '../../domain/entities/company-panel';
import { SemestersTab } from '../../resources/companies/panel/SemestersTab';
import { i18nProvider } from './meta-harness';

beforeEach(() => {
  // Only Date is faked: "today" is 1 October 2026, timers stay real for the screen.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-01T10:00:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const catalogueRecord = (n: number, over: Record<string, unknown>) => ({
  id: uuid(n),
  _id: uuid(n),
  examModalities: [],
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
  ...over,
});
const s3 = catalogueRecord(3, {
  value: 3,
  begin: '2026-09-01',
  end: '2027-01-31',
  schoolTypes: ['IFSI'],
  examType: true,
});
const s4 = catalogueRecord(4, {
  value: 4,
  begin: '2027-02-01',
  end: '2027-06-30',
  schoolTypes: ['IFSI'],
  examType: true,
});
const ifas1 = catalogueRecord(11, {
  value: 1,
  begin: '2026-09-01',
  end: '2027-06-30',
  schoolTypes: ['IFAS'],
  examType: false,
});

const referent = {
  _id: uuid(21),
  name: 'DURAND',
  firstname: 'Claire',
  phone: '0102030405',
  email: 'claire@example.com',
};

const entry = (over: Partial<SemesterEntry> = {}): SemesterEntry => ({
  _id: uuid(31),
  semester: s3._id,
  semesterValue: 3,
  elearningHours: 750,
  presentialGroups: 2,
  presentialHours: 180,
  needFormer: true,
  beginDate: '2026-09-15',
  endDate: '2027-01-15',
  referents: [referent._id],
  closedAt: null,
  ...over,
});

const panel = (schoolType: 'IFSI' | 'IFAS', semesters: SemesterEntry[] = []): CompanyData => ({
  _id: uuid(1),
  adminData: {
    denomination: 'Institut',
    address: '1 rue de la Paix',
    phone: '0102030405',
    siret: 12345678901234,
    type: schoolType,
    billingContact: {
      name: 'MARTIN',
      firstname: 'Paul',
      address: '1 rue de la Paix',
      phone: '0102030405',
      email: 'paul@example.com',
    },
  },
  pedagogicData: [referent],
  semesters,
  criteria: { attendance: null, elearning: null, exam: null },
  examConcerned: { examType: null, semesters: [] },
  exams: [],
  updatedAt: '2026-10-01T08:00:00.000Z',
});

const provider = (catalogue: unknown[], answer?: CompanyData) =>
  ({
    ...testDataProvider({
      getList: vi.fn(async () => ({
        data: catalogue,
        total: catalogue.length,
      })) as unknown as DataProvider['getList'],
    }),
    putCompanyData: vi.fn(async () => answer),
    getCompanyData: vi.fn(async () => answer),
    nextSemester: vi.fn(async () => answer),
  }) as DataProvider & {
    putCompanyData: ReturnType<typeof vi.fn>;
    getCompanyData: ReturnType<typeof vi.fn>;
    nextSemester: ReturnType<typeof vi.fn>;
  };

const renderTab = ({
  data,
  dataProvider,
  canWrite = true,
  onSaved = vi.fn(),
}: {
  data: CompanyData;
  dataProvider: DataProvider;
  canWrite?: boolean;
  onSaved?: (data: CompanyData) => void;
}) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
        <SemestersTab companyId={data._id} data={data} canWrite={canWrite} onSaved={onSaved} />
      </LocalizationProvider>
      <Notification />
    </AdminContext>,
  );

/** Types a day into a date picker as a reader would (dd/mm/yyyy). */
const typeDate = (label: RegExp, value: string) => {
  const inputs = screen.getAllByLabelText(label).filter((e) => e.tagName === 'INPUT');
  fireEvent.change(inputs[0], { target: { value } });
};

const form = () => screen.getByRole('form', { name: 'Add a semester' });

const chooseSemester = async (name: RegExp) => {
  await userEvent.click(within(form()).getByRole('combobox', { name: /^Semester/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('panel semesters tab', () => {
  it('lists an entry with its hours as hours and minutes and its referent', async () => {
    renderTab({ data: panel('IFSI', [entry()]), dataProvider: provider([s3, s4]) });
    expect(await screen.findByRole('heading', { name: 'Semester 3' })).toBeInTheDocument();
    expect(screen.getByText('12 h 30')).toBeInTheDocument();
    expect(screen.getByText('3 h')).toBeInTheDocument();
    expect(screen.getByText('DURAND Claire')).toBeInTheDocument();
    expect(screen.getByText('15/09/2026 – 15/01/2027')).toBeInTheDocument();
  });

  it('hides the add form of a path-type kind (IFAS) after its one entry, and not for IFSI', async () => {
    const ifasEntry = entry({ semester: ifas1._id, semesterValue: 1, needFormer: false });
    renderTab({ data: panel('IFAS', []), dataProvider: provider([ifas1]) });
    expect(await screen.findByRole('form', { name: 'Add a semester' })).toBeInTheDocument();
    cleanup();

    renderTab({ data: panel('IFAS', [ifasEntry]), dataProvider: provider([ifas1]) });
    expect(
      await screen.findByText('This school type has a single semester entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a semester' })).not.toBeInTheDocument();
    cleanup();

    renderTab({ data: panel('IFSI', [entry()]), dataProvider: provider([s3, s4]) });
    expect(await screen.findByRole('form', { name: 'Add a semester' })).toBeInTheDocument();
  });

  it('shows each rule’s message on its field and sends nothing', async () => {
    const dataProvider = provider([s3, s4]);
    renderTab({ data: panel('IFSI'), dataProvider });
    await screen.findByRole('form', { name: 'Add a semester' });
    const add = () =>
      userEvent.click(within(form()).getByRole('button', { name: 'Add the semester' }));

    await add();
    expect(await within(form()).findByText('No semester has been selected')).toBeInTheDocument();

    await chooseSemester(/^Semester 3/);
    // Before the semester's start and before today; after the semester's end.
    typeDate(/^Start/, '01/08/2026');
    typeDate(/^End/, '28/02/2027');
    fireEvent.change(within(form()).getByLabelText(/E-learning hours/), {
      target: { value: '1.5' },
    });
    await userEvent.click(within(form()).getByLabelText('Trainer needed'));
    await add();
    expect(within(form()).getByText('Incorrect start date')).toBeInTheDocument();
    expect(within(form()).getByText('Incorrect end date')).toBeInTheDocument();
    expect(within(form()).getByText('Incorrect values')).toBeInTheDocument();
    // A trainer is needed: presential groups and hours (both 0) are missing.
    expect(within(form()).getAllByText('Missing information')).toHaveLength(2);
    expect(within(form()).queryByText('No semester has been selected')).not.toBeInTheDocument();

    // Begin not before today but before... the semester is fine; a begin after the end is refused.
    typeDate(/^Start/, '20/01/2027');
    typeDate(/^End/, '10/01/2027');
    await add();
    expect(
      within(form()).getByText('The start date must not be after the end date'),
    ).toBeInTheDocument();
    expect(dataProvider.putCompanyData).not.toHaveBeenCalled();
  });

  it('warns when every hour is zero without blocking, and sends hours as minutes with the whole list', async () => {
    const saved = entry();
    const answer = panel('IFSI', [
      saved,
      entry({ _id: uuid(32), semester: s4._id, semesterValue: 4 }),
    ]);
    const dataProvider = provider([s3, s4], answer);
    const onSaved = vi.fn();
    renderTab({ data: panel('IFSI', [saved]), dataProvider, onSaved });
    await screen.findByRole('form', { name: 'Add a semester' });
    // Semester 3 (an exam semester) already has its entry: only 4 is offered.
    await userEvent.click(within(form()).getByRole('combobox', { name: /^Semester/ }));
    expect(screen.queryByRole('option', { name: /^Semester 3/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: /^Semester 4/ }));
    typeDate(/^Start/, '01/02/2027');
    typeDate(/^End/, '30/06/2027');
    expect(
      await within(form()).findByText('Every hour is zero: is that intended?'),
    ).toBeInTheDocument();
    fireEvent.change(within(form()).getByLabelText(/E-learning hours/), {
      target: { value: '12' },
    });
    fireEvent.change(within(form()).getByLabelText(/Presential hours/), {
      target: { value: '3' },
    });
    fireEvent.change(within(form()).getByLabelText(/Presential groups/), {
      target: { value: '2' },
    });
    expect(within(form()).queryByText('Every hour is zero: is that intended?')).toBeNull();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add the semester' }));
    await waitFor(() => expect(dataProvider.putCompanyData).toHaveBeenCalled());
    expect(dataProvider.putCompanyData).toHaveBeenCalledWith('semesters', uuid(1), {
      semesters: [
        {
          _id: saved._id,
          semester: s3._id,
          elearningHours: 750,
          presentialGroups: 2,
          presentialHours: 180,
          needFormer: true,
          beginDate: '2026-09-15',
          endDate: '2027-01-15',
          referents: [referent._id],
        },
        {
          semester: s4._id,
          elearningHours: 720,
          presentialHours: 180,
          presentialGroups: 2,
          needFormer: false,
          beginDate: '2027-02-01',
          endDate: '2027-06-30',
          referents: [],
        },
      ],
      updatedAt: '2026-10-01T08:00:00.000Z',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    expect(await screen.findByText('Semester added')).toBeInTheDocument();
  });

  it('asks to contact support when the catalogue has no semester for the school type', async () => {
    renderTab({ data: panel('IFSI'), dataProvider: provider([ifas1]) });
    expect(
      await screen.findByText(
        'No semester content is set up for this school type yet: please contact support.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a semester' })).not.toBeInTheDocument();
  });

  it('shows no form and no action to a reader who may not write', async () => {
    renderTab({
      data: panel('IFSI', [
        entry(),
        entry({
          _id: uuid(32),
          semester: s4._id,
          semesterValue: 4,
          beginDate: '2027-02-01',
          endDate: '2027-06-30',
        }),
      ]),
      dataProvider: provider([s3, s4]),
      canWrite: false,
    });
    expect(await screen.findByRole('heading', { name: 'Semester 4' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes an entry after a confirmation, and says the spec’s message when it fails', async () => {
    const dataProvider = provider([s3, s4]);
    dataProvider.putCompanyData.mockRejectedValueOnce(
      Object.assign(new Error('boom'), { status: 500, body: { message: 'app.errors.internal' } }),
    );
    renderTab({ data: panel('IFSI', [entry()]), dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove semester 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/removed from this client’s panel/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() =>
      expect(dataProvider.putCompanyData).toHaveBeenCalledWith('semesters', uuid(1), {
        semesters: [],
        updatedAt: '2026-10-01T08:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Problem while removing the semester')).toBeInTheDocument();
  });

  it('says a write found the panel changed elsewhere, keeps what was typed, and reloads on Reload', async () => {
    const fresh = panel('IFSI', [entry()]);
    const dataProvider = provider([s3, s4], fresh);
    dataProvider.putCompanyData.mockRejectedValueOnce(
      Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      }),
    );
    const onSaved = vi.fn();
    renderTab({ data: panel('IFSI', [entry()]), dataProvider, onSaved });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit semester 3' }));
    const edit = screen.getByRole('form', { name: 'Edit semester 3' });
    fireEvent.change(within(edit).getByLabelText(/Presential groups/), { target: { value: '3' } });
    await userEvent.click(within(edit).getByRole('button', { name: 'Save the semester' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    // 12 h 30 left as it was is sent back as its 750 minutes.
    expect(dataProvider.putCompanyData.mock.calls[0][2].semesters[0]).toMatchObject({
      elearningHours: 750,
      presentialGroups: 3,
    });
    expect(within(edit).getByLabelText(/Presential groups/)).toHaveValue('3');
    expect(dataProvider.getCompanyData).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(fresh));
    expect(dataProvider.getCompanyData).toHaveBeenCalledWith(uuid(1));
    expect(screen.queryByRole('form', { name: 'Edit semester 3' })).not.toBeInTheDocument();
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });
});
