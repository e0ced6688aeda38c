import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import type { HttpResult } from '../../dataProvider/http';
import type { CompanySummary } from '../../domain/entities/company-summary';
import { de } from '../../locales/de';
import { CompanyPage } from '../../resources/companies/CompanyPage';
import { authAs, i18nProviderOf, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const COMPANY = '7a1b0000-0000-4000-8000-0000000000c1';
const GROUP = '9a000000-0000-4000-8000-000000000001';
const SESSION = '5e000000-0000-4000-8000-000000000001';
const EXAM = '3e000000-0000-4000-8000-000000000001';
const klinik = { id: COMPANY, name: 'Klinik Süd', type: 'Client', languageArea: 1, country: 'DE' };

const summary: CompanySummary = {
  companyId: COMPANY,
  from: '2026-09-01',
  to: '2027-08-31',
  groups: { coming: 1, running: 2, ended: 0 },
  learners: 14,
  atRisk: 3,
  hours: { plannedHours: 120, deliveredHours: 30, elearningHours: 12.5 },
  halfDays: { attended: 45, absent: 3, excused: 2, attendanceRate: 90 },
  comingSessions: {
    total: 7,
    rows: [
      {
        _id: SESSION,
        title: 'Übergabe üben',
        start: '2026-12-10T08:00:00.000Z',
        end: '2026-12-10T11:00:00.000Z',
        timeZone: 'Europe/Paris',
        trainer: 'Anna Keller',
        groups: [{ _id: GROUP, name: 'Pflege B1' }],
      },
    ],
  },
  comingExams: {
    total: 1,
    rows: [
      {
        _id: EXAM,
        examBegin: '2027-01-20T09:00:00.000Z',
        examEnd: '2027-01-20T11:00:00.000Z',
        modality: 'Sur table',
        semester: 3,
        subject: 'TOEIC Listening',
      },
    ],
  },
  skills: [
    { skill: 'reading', score: 6.2, level: 'B1.6', learners: 12 },
    { skill: 'writing', score: 5, level: 'B1.1', learners: 11 },
  ],
};

const provider = (answer: () => Promise<CompanySummary> = async () => summary) => ({
  ...testDataProvider({
    getOne: vi.fn(async () => ({ data: klinik })) as DataProvider['getOne'],
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
  }),
  companySummary: vi.fn(answer),
  atRiskClientMail: vi.fn(async () => clientMail),
  saveAtRiskClientMail: vi.fn(async (_id: string, body: { mail: boolean }) => ({
    ...clientMail,
    mail: body.mail,
    updatedAt: '2026-12-06T10:00:00.000Z',
  })),
});

const clientMail = {
  companyId: COMPANY,
  mail: false,
  language: 'de' as const,
  recipients: [
    { _id: 'c1', name: 'KRAUSE', firstname: 'Petra', email: 'petra.krause@klinik.example' },
  ],
  updatedAt: null,
};

const renderAt = (dataProvider: DataProvider, path = `/company/summary/${COMPANY}`, lang?: 'de') =>
  render(
    renderableAdmin({
      path,
      dataProvider,
      authProvider: authAs(true),
      i18n: lang === 'de' ? i18nProviderOf(de, 'de') : undefined,
      resources: [],
      routes: [{ path: '/company/summary/:id', element: <CompanyPage /> }],
    }),
  );

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('.MuiCard-root') as HTMLElement;

describe("the client page's Summary tab", () => {
  it('shows the figures of the school year, each linked to the list behind it', async () => {
    const dataProvider = provider();
    renderAt(dataProvider);
    expect(await screen.findByRole('tab', { name: 'Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const top = await cardOf('Summary');
    const period = 'endDate_gte=2026-09-01&beginDate_lte=2027-08-31';
    expect(await within(top).findByRole('link', { name: '2 running' })).toHaveAttribute(
      'href',
      `/company/groups/${COMPANY}?state=running&${period}`,
    );
    expect(within(top).getByRole('link', { name: '1 coming' })).toHaveAttribute(
      'href',
      `/company/groups/${COMPANY}?state=coming&${period}`,
    );
    expect(within(top).getByRole('link', { name: '14 learners' })).toHaveAttribute(
      'href',
      `/company/users/${COMPANY}/`,
    );
    const atRisk = within(top).getByRole('link', { name: '3 learners at risk' });
    expect(
      JSON.parse(
        new URL(atRisk.getAttribute('href') as string, 'http://x').searchParams.get(
          'filter',
        ) as string,
      ),
    ).toEqual({ companyId: COMPANY, open: true });
    expect(new URL(atRisk.getAttribute('href') as string, 'http://x').pathname).toBe('/atRisk');
    expect(
      within(top).getByRole('meter', { name: /Hours delivered in class of the hours planned/ }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(top).getByText('Planned: 120 h')).toBeInTheDocument();
    expect(within(top).getByText('Done in e-learning: 12.5 h')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'The groups of the period' })).toHaveAttribute(
      'href',
      `/company/groups/${COMPANY}?${period}`,
    );
    expect(within(top).getByText('90 % of the half-days marked')).toBeInTheDocument();
    expect(
      within(top).getByRole('link', { name: "The client's sessions in the agenda" }),
    ).toHaveAttribute('href', `/agenda?company=${COMPANY}`);
    expect(within(top).getByLabelText('From')).toHaveValue('2026-09-01');
    expect(within(top).getByLabelText('To')).toHaveValue('2027-08-31');
    expect(dataProvider.companySummary).toHaveBeenCalledWith(COMPANY, {
      from: undefined,
      to: undefined,
    });

    const sessions = await cardOf('Coming sessions');
    expect(within(sessions).getByRole('link', { name: 'Übergabe üben' })).toHaveAttribute(
      'href',
      `/session/read/${SESSION}`,
    );
    expect(within(sessions).getByText(/Anna Keller · Pflege B1/)).toBeInTheDocument();
    expect(within(sessions).getByRole('link', { name: 'All 7 in the agenda' })).toBeInTheDocument();
    const exams = await cardOf('Coming exams');
    expect(within(exams).getByRole('link', { name: /TOEIC Listening/ })).toHaveAttribute(
      'href',
      `/exams/${EXAM}/show`,
    );
    expect(within(exams).getByText('Semester 3 · On paper')).toBeInTheDocument();

    const skills = await cardOf('Latest results per skill');
    const reading = within(skills).getByRole('rowheader', { name: 'Reading' }).closest('tr');
    expect(within(reading as HTMLElement).getByText('6.2 / 10')).toBeInTheDocument();
    expect(within(reading as HTMLElement).getByText('B1.6')).toBeInTheDocument();
    const results = within(skills).getByRole('link', { name: 'The exam results of the period' });
    const filter = JSON.parse(
      new URL(results.getAttribute('href') as string, 'http://x').searchParams.get(
        'filter',
      ) as string,
    );
    expect(filter).toEqual({
      company: COMPANY,
      examBegin_gte: '2026-09-01',
      examBegin_lte: '2027-08-31',
    });
  });

  it('asks for the period chosen, kept in the address, and goes back to the school year', async () => {
    const dataProvider = provider();
    renderAt(dataProvider, `/company/summary/${COMPANY}?from=2026-10-01&to=2026-10-31`);
    const top = await cardOf('Summary');
    await waitFor(() =>
      expect(dataProvider.companySummary).toHaveBeenCalledWith(COMPANY, {
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    );
    expect(within(top).getByLabelText('From')).toHaveValue('2026-10-01');
    fireEvent.change(within(top).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(dataProvider.companySummary).toHaveBeenLastCalledWith(COMPANY, {
        from: '2026-10-01',
        to: '2026-11-30',
      }),
    );
    await userEvent.click(within(top).getByRole('button', { name: 'This school year' }));
    await waitFor(() =>
      expect(dataProvider.companySummary).toHaveBeenLastCalledWith(COMPANY, {
        from: undefined,
        to: undefined,
      }),
    );
    expect(within(top).getByRole('button', { name: 'This school year' })).toBeDisabled();
  });

  it("says a refused period in the server's words, and an empty client plainly, in German", async () => {
    const refused = Object.assign(new Error('Der Zeitraum endet, bevor er beginnt.'), {
      status: 400,
    });
    renderAt(
      provider(async () => {
        throw refused;
      }),
      `/company/summary/${COMPANY}?from=2026-10-02&to=2026-10-01`,
      'de',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Zeitraum endet, bevor er beginnt.',
    );
    cleanup();
    renderAt(
      provider(async () => ({
        ...summary,
        comingSessions: { total: 0, rows: [] },
        comingExams: { total: 0, rows: [] },
        skills: [],
        halfDays: { attended: 0, absent: 0, excused: 0, attendanceRate: null },
      })),
      `/company/summary/${COMPANY}`,
      'de',
    );
    expect(await screen.findByText('Kein Termin bis zum Ende des Zeitraums.')).toBeInTheDocument();
    expect(screen.getByText('Keine Prüfung bis zum Ende des Zeitraums.')).toBeInTheDocument();
    expect(screen.getByText('Kein Prüfungsergebnis im Zeitraum.')).toBeInTheDocument();
    expect(screen.getByText('Kein Halbtag im Zeitraum erfasst')).toBeInTheDocument();
  });
});

describe("the client page's Summary tab: the client's mail about learners at risk", () => {
  it('switches the mail on with the choice as read, and names who gets it in which language', async () => {
    const dataProvider = provider();
    renderAt(dataProvider);
    const card = await cardOf('Learners at risk: mail to the client');
    expect(
      await within(card).findByText(
        'Mailed in German to: KRAUSE Petra <petra.krause@klinik.example>.',
      ),
    ).toBeInTheDocument();
    const toggle = within(card).getByRole('switch', {
      name: 'Mail the client’s pedagogic contacts when one of its learners is flagged at risk',
    });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(dataProvider.saveAtRiskClientMail).toHaveBeenCalledWith(COMPANY, {
        mail: true,
        updatedAt: null,
      }),
    );
    expect(
      await screen.findByText('The client will be mailed about its learners at risk'),
    ).toBeInTheDocument();
  });
});

describe('the company summary data provider', () => {
  it('reads GET /company/summary/{id} with the period asked', async () => {
    const request = vi.fn(
      async (): Promise<HttpResult<unknown>> => ({
        ok: true,
        status: 200,
        data: summary,
        headers: new Headers(),
      }),
    );
    const dataProvider = createDataProvider(request as never);
    expect(await dataProvider.companySummary(COMPANY)).toEqual(summary);
    await dataProvider.companySummary(COMPANY, { from: '2026-10-01' });
    const paths = request.mock.calls.map((c) => (c as unknown as [string])[0]);
    expect(paths).toEqual([
      `/company/summary/${COMPANY}`,
      `/company/summary/${COMPANY}?from=2026-10-01`,
    ]);
  });
});
