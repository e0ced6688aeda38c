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
import type { CompanyData, ExamConcerned } from '../../domain/entities/company-panel';
import type { ExamSession, ExamSubject } from '../../domain/entities/exam';
import { ExamsTab } from '../../resources/companies/panel/ExamsTab';
import { i18nProvider } from './meta-harness';

beforeEach(() => {
  // Only Date is faked: "now" is 1 October 2026 10:00, so the exam window opens 22 October 09:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-01T10:00:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const subject = (n: number, over: Partial<ExamSubject> = {}): ExamSubject => ({
  _id: uuid(100 + n),
  name: `TOEIC platform ${n}`,
  examType: 'toeic',
  modality: 'Sur la plateforme',
  pool: null,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const session = (over: Partial<ExamSession> = {}): ExamSession => ({
  _id: uuid(51),
  company: uuid(1),
  semester: 4,
  modality: 'Sur la plateforme',
  EWCorrect: false,
  examSubject: { _id: uuid(101), name: 'TOEIC platform 1' },
  examBegin: '2026-09-20T07:00:00.000Z',
  examEnd: '2026-09-20T09:00:00.000Z',
  catchUp: null,
  status: {
    name: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    updatedAt: '2026-09-01T10:00:00.000Z',
  },
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  ...over,
});

const panel = (examConcerned: ExamConcerned): CompanyData => ({
  _id: uuid(1),
  adminData: null,
  pedagogicData: [],
  semesters: [],
  criteria: { attendance: null, elearning: null, exam: null },
  examConcerned,
  exams: [],
  updatedAt: '2026-10-01T08:00:00.000Z',
});

const provider = (subjects: ExamSubject[], sessions: ExamSession[] = []) =>
  ({
    ...testDataProvider(),
    examSubjects: vi.fn(async () => subjects),
    companyExams: vi.fn(async () => sessions),
    newExam: vi.fn(async () => session()),
    updateExam: vi.fn(async () => session()),
    deleteExam: vi.fn(async () => session()),
    putCompanyData: vi.fn(),
    getCompanyData: vi.fn(),
  }) as DataProvider &
    Record<
      | 'examSubjects'
      | 'companyExams'
      | 'newExam'
      | 'updateExam'
      | 'deleteExam'
      | 'putCompanyData'
      | 'getCompanyData',
      ReturnType<typeof vi.fn>
    >;

const toeic: ExamConcerned = { examType: 'toeic', semesters: [4, 5] };

const renderTab = (dataProvider: DataProvider, concerned = toeic, canWrite = true) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
        <ExamsTab
          companyId={uuid(1)}
          data={panel(concerned)}
          canWrite={canWrite}
          onSaved={vi.fn()}
        />
      </LocalizationProvider>
      <Notification />
    </AdminContext>,
  );

const addForm = () => screen.getByRole('form', { name: 'Add an exam session' });

const choose = async (label: RegExp, option: RegExp | string) => {
  await userEvent.click(within(addForm()).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Types a date and time into a picker as a reader would (dd/mm/yyyy hh:mm). */
const typeDateTime = (label: RegExp, value: string) => {
  const inputs = within(addForm())
    .getAllByLabelText(label)
    .filter((e) => e.tagName === 'INPUT');
  fireEvent.change(inputs[0], { target: { value } });
};

describe('panel exams tab', () => {
  it('hides the subject select for a modality that needs none (On paper)', async () => {
    renderTab(provider([subject(1)]));
    await screen.findByRole('form', { name: 'Add an exam session' });
    await choose(/^Modality/, 'On the platform');
    expect(within(addForm()).getByRole('combobox', { name: /^Subject/ })).toBeInTheDocument();
    await choose(/^Modality/, 'On paper');
    expect(within(addForm()).queryByRole('combobox', { name: /^Subject/ })).toBeNull();
  });

  it('says no subjects are available, and none are left once used this school year', async () => {
    renderTab(provider([subject(1, { examType: 'linguabusiness' })]));
    await screen.findByRole('form', { name: 'Add an exam session' });
    await choose(/^Modality/, 'On the platform');
    expect(within(addForm()).getByText('No subjects available')).toBeInTheDocument();
    cleanup();

    // The one TOEIC platform subject was used by this client's September session.
    renderTab(provider([subject(1)], [session()]));
    await screen.findByRole('form', { name: 'Add an exam session' });
    await choose(/^Modality/, 'On the platform');
    expect(within(addForm()).getByText('No more subjects available')).toBeInTheDocument();
  });

  it('refuses dates before the window, then adds the session in semester 5', async () => {
    const dataProvider = provider([subject(1)]);
    renderTab(dataProvider);
    await screen.findByRole('form', { name: 'Add an exam session' });
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add the exam session' }));
    // Semester and modality missing, and both dates.
    expect(within(addForm()).getAllByText('Missing value(s)')).toHaveLength(2);
    expect(within(addForm()).getAllByText('Missing date')).toHaveLength(2);
    await choose(/^Semester/, 'Semester 5');
    await choose(/^Modality/, 'On paper');
    typeDateTime(/^Exam start/, '15/10/2026 10:00');
    typeDateTime(/^Exam end/, '15/10/2026 12:00');
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add the exam session' }));
    expect(
      within(addForm()).getAllByText(
        'Choose a date from 21 days ahead (09:00) and at most one year later',
      ),
    ).toHaveLength(2);
    expect(dataProvider.newExam).not.toHaveBeenCalled();

    typeDateTime(/^Exam start/, '22/10/2026 10:00');
    typeDateTime(/^Exam end/, '22/10/2026 09:30');
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add the exam session' }));
    expect(within(addForm()).getByText('The start must be before the end')).toBeInTheDocument();

    typeDateTime(/^Exam start/, '22/10/2026 09:00');
    typeDateTime(/^Exam end/, '22/10/2026 11:00');
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add the exam session' }));
    await waitFor(() => expect(dataProvider.newExam).toHaveBeenCalled());
    expect(dataProvider.newExam).toHaveBeenCalledWith(uuid(1), 5, {
      modality: 'Sur table',
      EWCorrect: false,
      examSubject: null,
      examBegin: new Date('2026-10-22T09:00:00').toISOString(),
      examEnd: new Date('2026-10-22T11:00:00').toISOString(),
      catchUp: null,
      status: { name: null },
    });
    expect(await screen.findByText('Exam session added')).toBeInTheDocument();
  });

  it('shows when the grades are expected: 3 weeks after the exam and after the catch-up', async () => {
    renderTab(
      provider(
        [subject(1)],
        [
          session({
            examEnd: '2026-11-10T11:00:00.000Z',
            examBegin: '2026-11-10T09:00:00.000Z',
            catchUp: { begin: '2026-11-24T09:00:00.000Z', end: '2026-11-24T11:00:00.000Z' },
          }),
        ],
      ),
    );
    expect(await screen.findByText('01/12/2026 · catch-up: 15/12/2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Semester 4 · On the platform' }),
    ).toBeInTheDocument();
  });

  it('sets the status of a held session, leaving its past dates as they were', async () => {
    const dataProvider = provider([subject(1)], [session()]);
    renderTab(dataProvider);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the exam of semester 4' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the exam session of semester 4' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Held' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the exam session' }));
    await waitFor(() =>
      expect(dataProvider.updateExam).toHaveBeenCalledWith(
        uuid(51),
        expect.objectContaining({
          status: { name: 'done' },
          examBegin: '2026-09-20T07:00:00.000Z',
          updatedAt: '2026-09-01T10:00:00.000Z',
        }),
      ),
    );
  });

  it('keeps the edit form of a stale save until Reload reads the sessions again', async () => {
    const dataProvider = provider([subject(1)], [session()]);
    dataProvider.updateExam.mockRejectedValueOnce(
      Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      }),
    );
    renderTab(dataProvider);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the exam of semester 4' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the exam session of semester 4' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Held' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the exam session' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Held');
    const reads = dataProvider.companyExams.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(dataProvider.companyExams.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Edit the exam session of semester 4' }),
      ).toBeNull(),
    );
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });

  it('shows no form and no action to a reader who may not write', async () => {
    renderTab(provider([subject(1)], [session()]), toeic, false);
    expect(await screen.findByText('TOEIC platform 1')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('deletes a session after a confirmation and says the spec’s message when it fails', async () => {
    const dataProvider = provider([subject(1)], [session()]);
    dataProvider.deleteExam.mockRejectedValueOnce(
      Object.assign(new Error('x'), { status: 500, body: { message: 'app.errors.internal' } }),
    );
    renderTab(dataProvider);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the exam of semester 4' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(dataProvider.deleteExam).toHaveBeenCalledWith(uuid(51)));
    expect(await screen.findByText('Problem while deleting')).toBeInTheDocument();
  });
});
